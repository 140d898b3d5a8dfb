/**
 * The one owner of `gateway_tasks`: every stored answer (ask, simple message, A2A) is written and
 * read here, and its citations are encoded and parsed here only.
 */
import { sql } from 'kysely';
import type { Answer, Citation, HandoffReason } from '../answers/types.js';
import type { Executor } from '../storage/database.js';
import type { TaskRecord } from './a2a/wire.js';

/** One answer as it is stored; the question must already be redacted. */
export interface NewTask {
  id: string;
  listingId: string;
  contextId: string;
  channel: 'ask' | 'message' | 'a2a';
  question: string;
  result: Answer;
  /** ISO 8601. */
  at: string;
}

export async function insertTask(db: Executor, task: NewTask): Promise<void> {
  const { result } = task;
  await db
    .insertInto('gateway_tasks')
    .values({
      id: task.id,
      listing_id: task.listingId,
      context_id: task.contextId,
      channel: task.channel,
      question: task.question,
      answer: result.answer,
      outcome: result.outcome,
      citations: JSON.stringify(result.citations),
      handoff_reason: result.handoff?.reason ?? null,
      state: result.outcome === 'refused' ? 'rejected' : 'completed',
      created_at: task.at,
      updated_at: task.at,
    })
    .execute();
}

/** The task with this id of this client, or undefined. */
export async function findTask(
  db: Executor,
  listingId: string,
  id: string,
  handoffRoute: string,
): Promise<TaskRecord | undefined> {
  const row = await db
    .selectFrom('gateway_tasks')
    .select(['id', 'context_id', 'question', 'answer', 'outcome', 'citations', 'handoff_reason', 'state', 'updated_at'])
    .where('id', '=', id)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    contextId: row.context_id,
    question: row.question,
    answer: row.answer,
    outcome: row.outcome as Answer['outcome'],
    citations: JSON.parse(row.citations) as Citation[],
    ...(row.handoff_reason ? { handoff: { reason: row.handoff_reason as HandoffReason, route: handoffRoute } } : {}),
    state: row.state,
    updatedAt: row.updated_at,
  };
}

/** A client's tasks since `from` (a UTC day), counted per day, outcome and channel. */
export async function countTasksByDay(
  db: Executor,
  listingId: string,
  from: string,
): Promise<{ day: string; outcome: Answer['outcome']; channel: string; count: number }[]> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('gateway_tasks')
    .select([day.as('day'), 'outcome', 'channel', (eb) => eb.fn.countAll<number>().as('count')])
    .where('listing_id', '=', listingId)
    .where('created_at', '>=', from)
    .groupBy([day, 'outcome', 'channel'])
    .execute();
  return rows.map((row) => ({ day: row.day, outcome: row.outcome, channel: row.channel, count: Number(row.count) }));
}

/** The latest question asked of this client in an A2A context, or null. */
export async function lastQuestionIn(db: Executor, listingId: string, contextId: string): Promise<string | null> {
  const row = await db
    .selectFrom('gateway_tasks')
    .select('question')
    .where('listing_id', '=', listingId)
    .where('context_id', '=', contextId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.question ?? null;
}
