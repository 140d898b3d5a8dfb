/**
 * Sign-in by e-mailed code (SPEC §4): an 8-digit code, valid 10 minutes, 5 tries, single use.
 * Asking for a code answers the same whether or not the e-mail has an account; both steps are
 * rate-limited per IP and per e-mail address.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { bucketKey, consumeRateLimit } from '../http/rate-limit.js';
import { queueMail } from '../mail/outbox.repository.js';
import { loginCodeMail } from '../mail/templates.js';
import { hashToken, tokenMatches } from '../security/tokens.js';
import { findAccount, insertOneTimeToken } from './account.repository.js';
import { createSession } from './session.repository.js';

export const LOGIN_CODE_MS = 10 * 60_000;
export const LOGIN_CODE_TRIES = 5;
/** Code e-mails per address and per IP per hour. */
export const CODE_REQUEST_LIMIT = { limit: 5, windowMs: 3_600_000 };
/** Code entries per IP per hour (across addresses). */
export const CODE_ENTRY_LIMIT = { limit: 30, windowMs: 3_600_000 };

type LoginDeps = Pick<Deps, 'db' | 'clock' | 'ids'>;
type Role = 'owner' | 'reviewer';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;
const WRONG_CODE = 'This code is wrong or has expired. Ask for a new code if needed.';

/** The code's hash, bound to its account so equal codes of two accounts differ at rest. */
function codeHash(accountId: string, code: string): string {
  return hashToken(`${accountId}:${code}`);
}

/** The e-mail address as typed, checked and lower-cased. @throws AppError validation_failed */
export function checkEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) {
    throw new AppError('validation_failed', 'Enter a valid e-mail address.', { parameter: 'email' });
  }
  return email;
}

/** E-mails a new code when an active account of `role` has this address; silent otherwise. */
export async function requestLoginCode(deps: LoginDeps, input: { email: string; role: Role; ip: string }): Promise<void> {
  const email = checkEmail(input.email);
  const now = deps.clock.now();
  await consumeRateLimit(deps.db, `login-code:ip:${bucketKey(input.ip)}`, CODE_REQUEST_LIMIT, now);
  await consumeRateLimit(deps.db, `login-code:email:${bucketKey(email)}`, CODE_REQUEST_LIMIT, now);
  const account = await findAccount(deps.db, email, input.role);
  if (account?.status !== 'active') return;
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const id = deps.ids.next();
  await deps.db.transaction().execute(async (trx) => {
    // A new code replaces any earlier one.
    await trx
      .updateTable('one_time_tokens')
      .set({ used_at: now.toISOString() })
      .where('account_id', '=', account.id)
      .where('purpose', '=', 'login_code')
      .where('used_at', 'is', null)
      .execute();
    await insertOneTimeToken(trx, {
      id,
      purpose: 'login_code',
      accountId: account.id,
      tokenHash: codeHash(account.id, code),
      expiresAt: new Date(now.getTime() + LOGIN_CODE_MS).toISOString(),
      now: now.toISOString(),
    });
    await queueMail(trx, deps.ids.next(), now.toISOString(), loginCodeMail({ to: email, code, role: input.role, codeId: id }));
  });
}

/**
 * Signs in with a code: returns the new session's cookie value.
 * @throws AppError unauthorized (wrong, used, expired or too many tries), rate_limited.
 */
export async function signInWithCode(
  deps: LoginDeps,
  input: { email: string; code: string; role: Role; ip: string; userAgent: string | null },
): Promise<{ token: string; expiresAt: string }> {
  const email = checkEmail(input.email);
  const now = deps.clock.now();
  await consumeRateLimit(deps.db, `login-entry:ip:${bucketKey(input.ip)}`, CODE_ENTRY_LIMIT, now);
  const code = input.code.replace(/\s+/g, '');
  const account = await findAccount(deps.db, email, input.role);
  if (account?.status !== 'active') throw new AppError('unauthorized', WRONG_CODE);
  const row = await deps.db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('purpose', '=', 'login_code')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row || row.attempts >= LOGIN_CODE_TRIES) throw new AppError('unauthorized', WRONG_CODE);
  if (!/^\d{8}$/.test(code) || !tokenMatches(`${account.id}:${code}`, row.token_hash)) {
    // Counted outside any transaction so the failed try sticks; the fifth one uses the code up.
    await deps.db.updateTable('one_time_tokens').set({ attempts: sql`attempts + 1` }).where('id', '=', row.id).execute();
    await deps.db
      .updateTable('one_time_tokens')
      .set({ used_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('attempts', '>=', LOGIN_CODE_TRIES)
      .execute();
    throw new AppError('unauthorized', WRONG_CODE);
  }
  return deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('one_time_tokens')
      .set({ used_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', LOGIN_CODE_TRIES)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new AppError('unauthorized', WRONG_CODE);
    return createSession(trx, { id: deps.ids.next(), accountId: account.id, userAgent: input.userAgent, now });
  });
}
