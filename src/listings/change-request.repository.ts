/** Correction, removal and fact-change requests awaiting review. */
import type { ChangeRequestTable, Executor, ReviewLogTable } from '../storage/database.js';
import { appendReviewLog } from './claim.repository.js';

export type ChangeRequestRow = ChangeRequestTable;

async function insertChangeRequest(db: Executor, row: ChangeRequestRow): Promise<void> {
  await db.insertInto('change_requests').values(row).execute();
}

/** The requested changes of a correction or fact change (the `changes` column is encoded and parsed here only). */
export function requestedChanges<T = Record<string, unknown>>(request: Pick<ChangeRequestRow, 'changes'>, empty: T): T {
  return request.changes ? (JSON.parse(request.changes) as T) : empty;
}

/** A listing's latest requests, newest first, without their requested changes. */
export async function listChangeRequestsOf(db: Executor, listingId: string, limit: number) {
  return db
    .selectFrom('change_requests')
    .select(['id', 'kind', 'status', 'reason', 'created_at', 'reviewer_note', 'decided_at'])
    .where('listing_id', '=', listingId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findChangeRequest(db: Executor, id: string): Promise<ChangeRequestRow | undefined> {
  return db.selectFrom('change_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a new request in `pending_review` and its "requested" line in the review log. */
export async function openChangeRequest(
  db: Executor,
  input: {
    id: string;
    logId: string;
    kind: ChangeRequestRow['kind'];
    listingId: string;
    email: string;
    accountId: string | null;
    /** Requested changes (a correction's fields, a fact change's proposal), or null. */
    changes: object | null;
    reason: string;
    relationship: string | null;
    actor: { type: ReviewLogTable['actor_type']; id: string | null };
    now: string;
  },
): Promise<void> {
  await insertChangeRequest(db, {
    id: input.id,
    kind: input.kind,
    listing_id: input.listingId,
    requester_email: input.email,
    account_id: input.accountId,
    changes: input.changes === null ? null : JSON.stringify(input.changes),
    reason: input.reason,
    relationship: input.relationship,
    status: 'pending_review',
    reviewer_note: null,
    decided_at: null,
    decided_by: null,
    created_at: input.now,
  });
  await appendReviewLog(db, {
    id: input.logId,
    actor_type: input.actor.type,
    actor_id: input.actor.id,
    entity_type: input.kind,
    entity_id: input.id,
    action: 'requested',
    from_status: null,
    to_status: 'pending_review',
    note: null,
    created_at: input.now,
  });
}
