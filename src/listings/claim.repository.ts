/** Claims (submissions and claims of existing listings) and the append-only review log. */
import type { ClaimTable, Executor, ReviewLogTable } from '../storage/database.js';
import type { Finding } from './verification-evidence.js';

export type ClaimRow = ClaimTable;

export async function insertClaim(db: Executor, row: ClaimRow): Promise<void> {
  await db.insertInto('claims').values(row).execute();
}

export async function findClaim(db: Executor, id: string): Promise<ClaimRow | undefined> {
  return db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The findings of the claim's last evidence check (the `last_findings` column is encoded and parsed here only). */
export function claimFindings(claim: Pick<ClaimRow, 'last_findings'>): Finding[] {
  return claim.last_findings ? (JSON.parse(claim.last_findings) as Finding[]) : [];
}

/** The `last_findings` column for a check's findings. */
export function findingsColumn(findings: Finding[]): string {
  return JSON.stringify(findings);
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
