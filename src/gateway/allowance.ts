/**
 * The ask route's daily visitor allowance (SPEC §6.5): per visitor, per client, per UTC day, in
 * the database so every instance counts together. A visitor is a hash of IP and user agent with
 * a salt that changes every day (kept in `app_secrets`, created by whichever instance comes first),
 * so yesterday's visitors cannot be linked to today's.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';

export interface Allowance {
  limit: number;
  remaining: number;
  resetsAt: string;
}

/** Today's salt per database handle: read once a day instead of on every answer. */
const saltCache = new WeakMap<object, { day: string; salt: string }>();

async function dailySalt(deps: Pick<Deps, 'db'>, day: string, now: string): Promise<string> {
  const cached = saltCache.get(deps.db);
  if (cached?.day === day) return cached.salt;
  const salt = await readDailySalt(deps, day, now);
  saltCache.set(deps.db, { day, salt });
  return salt;
}

async function readDailySalt(deps: Pick<Deps, 'db'>, day: string, now: string): Promise<string> {
  const name = `visitor-salt:${day}`;
  const created = await deps.db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  // The first answer of a day drops the salts of earlier days: old visitor hashes can never be recomputed.
  if (created) await deps.db.deleteFrom('app_secrets').where('name', 'like', 'visitor-salt:%').where('name', '<', name).execute();
  const row = await deps.db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Counts one answer for this visitor and client today.
 * @throws AppError rate_limited (429, Retry-After until UTC midnight) once the allowance is used up.
 */
export async function consumeAllowance(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  listingId: string,
  visitor: { ip: string; userAgent: string },
): Promise<Allowance> {
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  const resetsAt = new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000;
  const limit = deps.config.askDailyAllowance;
  const salt = await dailySalt(deps, day, now.toISOString());
  const visitorHash = createHash('sha256').update(`${salt}\n${visitor.ip}\n${visitor.userAgent}`).digest('base64url');
  const row = await deps.db
    .insertInto('allowance_counters')
    .values({ day, listing_id: listingId, visitor_hash: visitorHash, count: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'listing_id', 'visitor_hash']).doUpdateSet({ count: sql`allowance_counters.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const used = Number(row.count);
  if (used > limit) {
    const retryAfter = Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000));
    throw new AppError(
      'rate_limited',
      `The daily allowance of ${limit} answers for this business is used up; it resets at midnight UTC.`,
      { retryAfter, allowance: { limit, remaining: 0, resetsAt: new Date(resetsAt).toISOString() } },
      { 'Retry-After': String(retryAfter) },
    );
  }
  return { limit, remaining: limit - used, resetsAt: new Date(resetsAt).toISOString() };
}
