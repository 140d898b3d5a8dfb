/**
 * One-time activation links: looking at a link never uses it up (mail scanners
 * prefetch links); confirming it activates the account, uses the token and opens a session.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { hashToken } from '../security/tokens.js';
import type { Executor } from '../storage/database.js';
import { createSession } from './session.repository.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function findUsable(db: Executor, token: string, now: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', 'activation')
    .executeTakeFirst();
  return row && row.used_at === null && row.expires_at > now ? row : undefined;
}

/** Whether the link can still be used (no side effects). */
export async function isActivationUsable(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<boolean> {
  return (await findUsable(deps.db, token, deps.clock.now().toISOString())) !== undefined;
}

/**
 * Uses the link: activates the account and opens a session. Only one caller can use a link.
 * @throws AppError gone when the link is unknown, used or expired.
 */
export async function activateAccount(deps: Pick<Deps, 'db' | 'clock' | 'ids'>, token: string, userAgent: string | null) {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findUsable(trx, token, now.toISOString());
    if (!row) throw new AppError('gone', 'This activation link was already used or has expired.');
    const used = await trx
      .updateTable('one_time_tokens')
      .set({ used_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new AppError('gone', 'This activation link was already used.');
    await trx
      .updateTable('accounts')
      .set({ status: 'active', activated_at: now.toISOString() })
      .where('id', '=', row.account_id)
      .where('status', '=', 'pending_activation')
      .execute();
    return createSession(trx, { id: deps.ids.next(), accountId: row.account_id, userAgent, now });
  });
}
