/** Stored website audits (the history shown on the owner dashboard); the one owner of `website_audits` and its encoded checks. */
import type { Executor, WebsiteAuditTable } from '../storage/database.js';
import type { AuditCheck } from './run-audit.js';

/** An audit row with its checks decoded. */
export type AuditRow = Omit<WebsiteAuditTable, 'checks'> & { checks: AuditCheck[] };

export async function insertAudit(db: Executor, row: AuditRow): Promise<void> {
  await db
    .insertInto('website_audits')
    .values({ ...row, checks: JSON.stringify(row.checks) })
    .execute();
}

export async function findAudit(db: Executor, id: string): Promise<AuditRow | undefined> {
  const row = await db.selectFrom('website_audits').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...row, checks: JSON.parse(row.checks) as AuditCheck[] };
}

/** A listing's latest audits, newest first, without their checks. */
export async function listAuditHistory(db: Executor, listingId: string, limit: number) {
  return db
    .selectFrom('website_audits')
    .select(['id', 'url', 'score', 'grade', 'fetched_at'])
    .where('listing_id', '=', listingId)
    .orderBy('fetched_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
