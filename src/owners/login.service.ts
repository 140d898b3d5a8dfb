/**
 * Sign-in by e-mailed code: an 8-digit code, valid 10 minutes, 5 tries, single use. Asking for a
 * code answers the same, in the same time, whether or not the e-mail has an account: the request
 * only counts its rate limits and the code is made in the background. Limits count per address and
 * requester, so a stranger elsewhere cannot use up an owner's allowance, and a new code does not
 * replace the earlier ones still valid, so a stranger's requests cannot cancel the owner's code.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { BackgroundTasks } from '../background-tasks.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { addressBucket, bucketKey, consumeRateLimit } from '../http/rate-limit.js';
import { queueMail } from '../mail/outbox.repository.js';
import { loginCodeMail } from '../mail/templates.js';
import { hashToken, tokenMatches } from '../security/tokens.js';
import { findAccount, insertOneTimeToken } from './account.repository.js';
import { createSession } from './session.repository.js';

export const LOGIN_CODE_MS = 10 * 60_000;
export const LOGIN_CODE_TRIES = 5;
/** Code e-mails one requester (an IP address, an IPv6 /64) may ask for one e-mail address per hour. */
export const CODE_REQUEST_LIMIT = { limit: 5, windowMs: 3_600_000 };
/** Code e-mails one requester may ask for across all addresses per hour. */
export const CODE_REQUESTER_LIMIT = { limit: 10, windowMs: 3_600_000 };
/** Code e-mails one e-mail address may receive per hour, whoever asks. */
export const CODE_ADDRESS_LIMIT = { limit: 30, windowMs: 3_600_000 };
/** Valid codes an account may hold at once; past that no new one is made (the earlier ones still work). */
export const LIVE_CODES_MAX = 5;
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

/**
 * Counts a code request against its limits, then starts {@link issueLoginCode} in the background.
 * @throws AppError validation_failed, rate_limited.
 */
export async function requestLoginCode(
  deps: LoginDeps,
  background: BackgroundTasks,
  input: { email: string; role: Role; ip: string },
): Promise<void> {
  const email = checkEmail(input.email);
  const now = deps.clock.now();
  const requester = addressBucket(input.ip);
  await consumeRateLimit(deps.db, `login-code:ip:${requester}`, CODE_REQUESTER_LIMIT, now);
  await consumeRateLimit(deps.db, `login-code:email-ip:${bucketKey(email)}:${requester}`, CODE_REQUEST_LIMIT, now);
  await consumeRateLimit(deps.db, `login-code:email:${bucketKey(email)}`, CODE_ADDRESS_LIMIT, now);
  background.run('login code', () => issueLoginCode(deps, email, input.role, now));
}

/**
 * E-mails a new code when an active account of `role` has this address and holds fewer than
 * {@link LIVE_CODES_MAX} valid codes; does nothing otherwise.
 */
export async function issueLoginCode(deps: LoginDeps, email: string, role: Role, now: Date): Promise<void> {
  const account = await findAccount(deps.db, email, role);
  if (account?.status !== 'active') return;
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const id = deps.ids.next();
  await deps.db.transaction().execute(async (trx) => {
    // Two requests at once must not both see room for a code: writing the account row first makes the
    // second wait for the first to commit (a row lock on PostgreSQL; SQLite has one writer anyway).
    await trx.updateTable('accounts').set({ id: account.id }).where('id', '=', account.id).execute();
    const live = await trx
      .selectFrom('one_time_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', account.id)
      .where('purpose', '=', 'login_code')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(live?.n ?? 0) >= LIVE_CODES_MAX) return;
    await insertOneTimeToken(trx, {
      id,
      purpose: 'login_code',
      accountId: account.id,
      tokenHash: codeHash(account.id, code),
      expiresAt: new Date(now.getTime() + LOGIN_CODE_MS).toISOString(),
      now: now.toISOString(),
    });
    await queueMail(trx, deps.ids.next(), now.toISOString(), loginCodeMail({ to: email, code, role, codeId: id }));
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
  await consumeRateLimit(deps.db, `login-entry:ip:${addressBucket(input.ip)}`, CODE_ENTRY_LIMIT, now);
  const code = input.code.replace(/\s+/g, '');
  const account = await findAccount(deps.db, email, input.role);
  if (account?.status !== 'active') throw new AppError('unauthorized', WRONG_CODE);
  const live = await deps.db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('purpose', '=', 'login_code')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('attempts', '<', LOGIN_CODE_TRIES)
    .orderBy('created_at', 'desc')
    .limit(LIVE_CODES_MAX)
    .execute();
  const row = /^\d{8}$/.test(code)
    ? live.find((candidate) => tokenMatches(`${account.id}:${code}`, candidate.token_hash))
    : undefined;
  if (!row) {
    // A wrong try counts against every valid code, outside any transaction so that it sticks; the
    // fifth one uses them up.
    const ids = live.map((candidate) => candidate.id);
    if (ids.length > 0) {
      await deps.db.updateTable('one_time_tokens').set({ attempts: sql`attempts + 1` }).where('id', 'in', ids).execute();
      await deps.db
        .updateTable('one_time_tokens')
        .set({ used_at: now.toISOString() })
        .where('id', 'in', ids)
        .where('attempts', '>=', LOGIN_CODE_TRIES)
        .execute();
    }
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
