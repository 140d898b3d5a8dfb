/** Correction, removal and fact-change requests awaiting review. */
import type { ChangeRequestTable, Executor } from '../storage/database.js';

export type ChangeRequestRow = ChangeRequestTable;

export async function insertChangeRequest(db: Executor, row: ChangeRequestRow): Promise<void> {
  await db.insertInto('change_requests').values(row).execute();
}

export async function findChangeRequest(db: Executor, id: string): Promise<ChangeRequestRow | undefined> {
  return db.selectFrom('change_requests').selectAll().where('id', '=', id).executeTakeFirst();
}
