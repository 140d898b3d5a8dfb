/** Stored website audits (the history shown on the owner dashboard). */
import type { Executor, WebsiteAuditTable } from '../storage/database.js';

export type AuditRow = WebsiteAuditTable;

export async function insertAudit(db: Executor, row: AuditRow): Promise<void> {
  await db.insertInto('website_audits').values(row).execute();
}

export async function findAudit(db: Executor, id: string): Promise<AuditRow | undefined> {
  return db.selectFrom('website_audits').selectAll().where('id', '=', id).executeTakeFirst();
}
