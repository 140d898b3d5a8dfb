/** The one owner of `handoffs`: questions passed to a person, and their state. */
import type { Executor, HandoffTable } from '../storage/database.js';

export type HandoffRow = HandoffTable;
export type HandoffState = HandoffTable['state'];
export const HANDOFF_STATES: readonly HandoffState[] = ['open', 'seen', 'closed'];

export async function insertHandoff(db: Executor, row: HandoffRow): Promise<void> {
  await db.insertInto('handoffs').values(row).execute();
}

/** The handoff with this id of this client, or undefined. */
export async function findHandoff(db: Executor, listingId: string, id: string): Promise<HandoffRow | undefined> {
  return db.selectFrom('handoffs').selectAll().where('id', '=', id).where('listing_id', '=', listingId).executeTakeFirst();
}

/** A client's latest handoffs, newest first. */
export async function listHandoffs(db: Executor, listingId: string, limit: number): Promise<HandoffRow[]> {
  return db
    .selectFrom('handoffs')
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Sets a handoff's state; false when the client has no such handoff. */
export async function setHandoffState(
  db: Executor,
  listingId: string,
  id: string,
  state: HandoffState,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('handoffs')
    .set({ state, updated_at: now })
    .where('id', '=', id)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
