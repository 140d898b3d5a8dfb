/**
 * Fixed-window rate limits kept in the database, so every instance sees the same counts.
 * A bucket is a string such as `submit:ip:<hash>`; IPs are hashed before they reach a bucket name.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../errors.js';
import type { Db } from '../storage/database.js';
import { addressKey } from './client-address.js';

export interface RateLimit {
  /** Most hits allowed per window. */
  limit: number;
  windowMs: number;
}

/** A short, non-reversible key for an IP address or e-mail in a bucket name. */
export function bucketKey(value: string): string {
  return createHash('sha256').update(`signboard-rate:${value.toLowerCase()}`).digest('base64url').slice(0, 22);
}

/** The bucket key of a client address: IPv6 addresses count by their /64. */
export function addressBucket(ip: string): string {
  return bucketKey(addressKey(ip));
}

/** Counts one hit against the bucket; returns the seconds until the window ends when it was already full, else null. */
async function countHit(db: Db, bucket: string, rule: RateLimit, now: Date): Promise<number | null> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const windowStart = new Date(start).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirst();
  if (Number(row?.count ?? 0) <= rule.limit) return null;
  return Math.max(1, Math.ceil((start + rule.windowMs - now.getTime()) / 1000));
}

/**
 * Counts one hit against the bucket.
 * @throws AppError rate_limited (429, with Retry-After) when the window's limit is already reached.
 */
export async function consumeRateLimit(
  db: Db,
  bucket: string,
  rule: RateLimit,
  now: Date,
  message = 'Too many requests',
): Promise<void> {
  const retryAfter = await countHit(db, bucket, rule, now);
  if (retryAfter !== null) {
    throw new AppError(
      'rate_limited',
      `${message}; try again in ${retryAfter} s.`,
      { retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
}

/** Counts one hit against the bucket and says whether it was within the limit (for work that is skipped, not refused). */
export async function withinRateLimit(db: Db, bucket: string, rule: RateLimit, now: Date): Promise<boolean> {
  return (await countHit(db, bucket, rule, now)) === null;
}

/** Drops windows that ended before `before` (housekeeping). */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(before.getTime() - 86_400_000).toISOString())
    .execute();
}
