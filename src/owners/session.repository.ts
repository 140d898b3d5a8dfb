/** Owner and reviewer sessions: `<id>.<secret>` tokens, only the secret's hash stored. */

import { hashToken, newToken } from '../security/tokens.js';
import type { Executor, SessionTable } from '../storage/database.js';

export const SESSION_MS = 30 * 86_400_000;
export const SESSION_COOKIE = 'signboard_session';

/** Creates a session and returns the cookie value (shown once). */
export async function createSession(
  db: Executor,
  input: { id: string; accountId: string; userAgent: string | null; now: Date },
): Promise<{ token: string; expiresAt: string }> {
  const secret = newToken();
  const expiresAt = new Date(input.now.getTime() + SESSION_MS).toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: input.id,
      account_id: input.accountId,
      secret_hash: hashToken(secret),
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      created_at: input.now.toISOString(),
      expires_at: expiresAt,
      last_seen_at: input.now.toISOString(),
      revoked_at: null,
    })
    .execute();
  return { token: `${input.id}.${secret}`, expiresAt };
}

export type SessionRow = SessionTable;

export async function findSessionById(db: Executor, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function touchSession(db: Executor, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** Revokes one session of an account (no effect on other accounts' sessions). */
export async function revokeSession(db: Executor, accountId: string, id: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The account's sessions that are neither revoked nor expired, newest first. */
export async function listLiveSessions(db: Executor, accountId: string, now: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
}
