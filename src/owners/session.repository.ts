/** Owner and reviewer sessions: `<id>.<secret>` tokens, only the secret's hash stored. */

import { hashToken, newToken } from '../security/tokens.js';
import type { Executor } from '../storage/database.js';

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
