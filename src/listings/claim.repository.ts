/** Claims (submissions and claims of existing listings) and the append-only review log. */
import type { ClaimTable, Executor, ReviewLogTable } from '../storage/database.js';

export type ClaimRow = ClaimTable;

export async function insertClaim(db: Executor, row: ClaimRow): Promise<void> {
  await db.insertInto('claims').values(row).execute();
}

export async function findClaim(db: Executor, id: string): Promise<ClaimRow | undefined> {
  return db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateClaim(db: Executor, id: string, changes: Partial<ClaimRow>): Promise<void> {
  await db.updateTable('claims').set(changes).where('id', '=', id).execute();
}

/** Whether any account already owns the listing. */
export async function listingHasOwner(db: Executor, listingId: string): Promise<boolean> {
  const row = await db.selectFrom('listing_owners').select('account_id').where('listing_id', '=', listingId).executeTakeFirst();
  return row !== undefined;
}

/** Appends one decision to the review log; never pass tokens or private e-mails in `note`. */
export async function appendReviewLog(db: Executor, row: ReviewLogTable): Promise<void> {
  await db.insertInto('review_log').values(row).execute();
}
