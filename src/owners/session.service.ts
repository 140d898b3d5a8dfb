/**
 * Signed-in sessions of owners and reviewers: the cookie holds `<id>.<secret>`, the
 * database only the secret's hash; sessions can be listed and revoked.
 */
import type { Deps } from '../deps.js';
import { tokenMatches } from '../security/tokens.js';
import type { AccountTable } from '../storage/database.js';
import {
  findSessionById,
  listLiveSessions,
  revokeSession,
  SESSION_COOKIE,
  SESSION_MS,
  touchSession,
} from './session.repository.js';

/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 5 * 60_000;

export interface SignedIn {
  sessionId: string;
  account: Pick<AccountTable, 'id' | 'email' | 'role'>;
}

/** The session token of a Cookie header, or null. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** The Set-Cookie value that signs a browser in (Secure when the site is on https). */
export function sessionCookie(token: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MS / 1000}${secure}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** Who holds this session token: a live session of an active account, else null. */
export async function resolveSession(deps: Pick<Deps, 'db' | 'clock'>, token: string | null): Promise<SignedIn | null> {
  if (!token) return null;
  const [id = '', secret = ''] = token.split('.');
  const session = await findSessionById(deps.db, id);
  const now = deps.clock.now();
  if (!session || session.revoked_at !== null || session.expires_at <= now.toISOString()) return null;
  if (!tokenMatches(secret, session.secret_hash)) return null;
  const account = await deps.db
    .selectFrom('accounts')
    .select(['id', 'email', 'role', 'status'])
    .where('id', '=', session.account_id)
    .executeTakeFirst();
  if (account?.status !== 'active') return null;
  if (now.getTime() - Date.parse(session.last_seen_at) > TOUCH_MS) await touchSession(deps.db, id, now.toISOString());
  return { sessionId: id, account: { id: account.id, email: account.email, role: account.role } };
}

/** Signs one session out. */
export async function signOut(
  deps: Pick<Deps, 'db' | 'clock'>,
  signedIn: SignedIn,
  sessionId = signedIn.sessionId,
): Promise<void> {
  await revokeSession(deps.db, signedIn.account.id, sessionId, deps.clock.now().toISOString());
}

/** The account's live sessions for the dashboard (no secrets). */
export async function listSessions(deps: Pick<Deps, 'db' | 'clock'>, signedIn: SignedIn) {
  const rows = await listLiveSessions(deps.db, signedIn.account.id, deps.clock.now().toISOString());
  return rows.map((s) => ({
    id: s.id,
    current: s.id === signedIn.sessionId,
    userAgent: s.user_agent,
    createdAt: s.created_at,
    lastSeenAt: s.last_seen_at,
  }));
}
