/** Public activity records: written by services in their own transactions, read newest first. */
import { sql } from 'kysely';
import type { ActivityTable, Db, Executor } from '../storage/database.js';

/** Public-safe event types. */
export const ACTIVITY_TYPES = [
  'listing_published',
  'listing_verified',
  'listing_removed',
  'correction_applied',
  'audit_completed',
  'question_answered',
  'handoff_recorded',
  'action_requested',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** An activity record with its detail decoded; the `detail` column is encoded and parsed here only. */
export type ActivityRow = Omit<ActivityTable, 'detail'> & { detail: Record<string, unknown> | null };

const encode = (row: ActivityRow): ActivityTable => ({ ...row, detail: row.detail ? JSON.stringify(row.detail) : null });
const decode = (row: ActivityTable): ActivityRow => ({
  ...row,
  detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
});

/** Records one public event. The caller guarantees `detail` holds nothing private. */
export async function recordActivity(db: Executor, row: ActivityRow): Promise<void> {
  await db.insertInto('activity').values(encode(row)).execute();
}

/** Records many events at once (demo data); records whose id is stored already are skipped. */
export async function recordActivities(db: Executor, rows: ActivityRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('activity')
      .values(rows.slice(i, i + 500).map(encode))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

export async function findActivityPage(
  db: Db,
  options: { limit: number; types: string[]; before: { at: string; id: string } | null },
): Promise<ActivityRow[]> {
  let qb = db.selectFrom('activity').selectAll();
  if (options.types.length > 0) qb = qb.where('type', 'in', options.types);
  const before = options.before;
  if (before) {
    qb = qb.where((eb) =>
      eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('id', '<', before.id)])]),
    );
  }
  const rows = await qb
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
  return rows.map(decode);
}

/** Records newer than each threshold (ISO times), counted in one query. */
export async function countActivitySince(db: Db, thresholds: string[]): Promise<number[]> {
  const oldest = [...thresholds].sort()[0];
  if (!oldest) return [];
  const row = await db
    .selectFrom('activity')
    .where('created_at', '>=', oldest)
    .select(thresholds.map((t, i) => sql<number>`sum(case when created_at >= ${t} then 1 else 0 end)`.as(`c${i}`)))
    .executeTakeFirst();
  const counts = (row ?? {}) as Record<string, number | null>;
  return thresholds.map((_, i) => Number(counts[`c${i}`] ?? 0));
}
