/** Stored gateway tasks, as A2A `GetTask` reads them. */
import type { Executor } from '../../storage/database.js';
import type { Answer, Citation, HandoffReason } from '../answer/types.js';
import type { TaskRecord } from './wire.js';

/** The task with this id of this client, or undefined. */
export async function findTask(
  db: Executor,
  listingId: string,
  id: string,
  handoffRoute: string,
): Promise<TaskRecord | undefined> {
  const row = await db
    .selectFrom('gateway_tasks')
    .select(['id', 'context_id', 'answer', 'outcome', 'citations', 'handoff_reason', 'state', 'updated_at'])
    .where('id', '=', id)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    contextId: row.context_id,
    answer: row.answer,
    outcome: row.outcome as Answer['outcome'],
    citations: JSON.parse(row.citations) as Citation[],
    ...(row.handoff_reason ? { handoff: { reason: row.handoff_reason as HandoffReason, route: handoffRoute } } : {}),
    state: row.state,
    updatedAt: row.updated_at,
  };
}
