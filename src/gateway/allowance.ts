/**
 * The ask route's daily visitor allowance: per visitor, per client, per UTC day, in
 * the database so every instance counts together. A visitor is a hash of IP and user agent with
 * a salt that changes every day (kept in `app_secrets`, created by whichever instance comes first),
 * so yesterday's visitors cannot be linked to today's.
 *
 * Answers arriving together are counted together: one upsert per event-loop turn adds each
 * counter's new answers and returns its total, and the answers of a counter take the numbers up
 * to that total in arrival order. The database still adds atomically, so instances never overspend.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { type InstanceState, stateSlot } from '../instance-state.js';
import type { Executor } from '../storage/database.js';

export interface Allowance {
  limit: number;
  remaining: number;
  resetsAt: string;
}

/** Today's salt, kept by the instance: read once a day instead of on every answer. */
const SALT = stateSlot('visitor salt', () => ({ day: '', salt: '' }));

async function dailySalt(deps: Pick<Deps, 'db' | 'state'>, day: string, now: string): Promise<string> {
  const kept = deps.state.get(SALT);
  if (kept.day === day) return kept.salt;
  const salt = await readDailySalt(deps, day, now);
  Object.assign(kept, { day, salt });
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
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'state'>,
  listingId: string,
  visitor: { ip: string; userAgent: string },
): Promise<Allowance> {
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  const resetsAt = new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000;
  const limit = deps.config.askDailyAllowance;
  const salt = await dailySalt(deps, day, now.toISOString());
  const visitorHash = createHash('sha256').update(`${salt}\n${visitor.ip}\n${visitor.userAgent}`).digest('base64url');
  const used = await countAnswer(deps, { day, listing_id: listingId, visitor_hash: visitorHash });
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

type CounterKey = { day: string; listing_id: string; visitor_hash: string };

interface Waiting {
  key: CounterKey;
  /** Resolved with each answer's number today, in arrival order. */
  waiters: { resolve: (used: number) => void; reject: (error: unknown) => void }[];
}

interface CountQueue {
  pending: Map<string, Waiting>;
  busy: boolean;
}

/** Counters in one upsert at most (four parameters each, far below either database's limit). */
const COUNTERS_PER_STATEMENT = 500;
/** The instance's queue of answers waiting to be counted. */
const COUNT_QUEUE = stateSlot('allowance count queue', (): CountQueue => ({ pending: new Map(), busy: false }));

/** Adds one answer to a visitor's counter and resolves with its number today (1 for the first). */
export function countAnswer(deps: { db: Executor; state: InstanceState }, key: CounterKey): Promise<number> {
  const { db } = deps;
  const queue = deps.state.get(COUNT_QUEUE);
  const id = `${key.day}|${key.listing_id}|${key.visitor_hash}`;
  let waiting = queue.pending.get(id);
  if (!waiting) {
    waiting = { key, waiters: [] };
    queue.pending.set(id, waiting);
  }
  const counted = new Promise<number>((resolve, reject) => waiting.waiters.push({ resolve, reject }));
  schedule(db, queue);
  return counted;
}

function schedule(db: Executor, queue: CountQueue): void {
  if (queue.busy || queue.pending.size === 0) return;
  queue.busy = true;
  setImmediate(() => {
    void flush(db, queue).finally(() => {
      queue.busy = false;
      schedule(db, queue);
    });
  });
}

async function flush(db: Executor, queue: CountQueue): Promise<void> {
  const batch: Waiting[] = [];
  for (const [id, waiting] of queue.pending) {
    if (batch.length === COUNTERS_PER_STATEMENT) break;
    batch.push(waiting);
    queue.pending.delete(id);
  }
  try {
    const rows = await db
      .insertInto('allowance_counters')
      .values(batch.map(({ key, waiters }) => ({ ...key, count: waiters.length })))
      .onConflict((oc) =>
        oc.columns(['day', 'listing_id', 'visitor_hash']).doUpdateSet({ count: sql`allowance_counters.count + excluded.count` }),
      )
      .returning(['day', 'listing_id', 'visitor_hash', 'count'])
      .execute();
    const totals = new Map(rows.map((r) => [`${r.day}|${r.listing_id}|${r.visitor_hash}`, Number(r.count)]));
    for (const { key, waiters } of batch) {
      const total = totals.get(`${key.day}|${key.listing_id}|${key.visitor_hash}`);
      if (total === undefined) throw new Error('allowance upsert returned no row for a counter');
      const before = total - waiters.length;
      for (const [i, waiter] of waiters.entries()) waiter.resolve(before + i + 1);
    }
  } catch (error) {
    for (const { waiters } of batch) for (const waiter of waiters) waiter.reject(error);
  }
}
