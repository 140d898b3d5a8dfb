/** The one owner of `directory_tasks`: the directory agent's answers, written and read here only. */
import type { Selectable } from 'kysely';
import type { DirectoryTaskTable, Executor } from '../../storage/database.js';

/** What a find was searched with, for a follow-up in the same context. */
export interface SearchMemory {
  /** The query as searched (the follow-up's words folded in). */
  text: string;
  /** The words read as each kind of filter ("category" → "dentist"). */
  understood: { kind: string; words: string }[];
}

export interface DirectoryTask {
  id: string;
  contextId: string;
  skill: 'find' | 'ask';
  question: string;
  answer: string;
  outcome: string;
  data: Record<string, unknown>;
  search: SearchMemory | null;
  state: 'completed' | 'rejected';
  /** ISO 8601. */
  at: string;
}

export async function insertDirectoryTask(db: Executor, task: DirectoryTask): Promise<void> {
  await db
    .insertInto('directory_tasks')
    .values({
      id: task.id,
      context_id: task.contextId,
      skill: task.skill,
      question: task.question,
      answer: task.answer,
      outcome: task.outcome,
      data: JSON.stringify(task.data),
      search: task.search ? JSON.stringify(task.search) : null,
      state: task.state,
      created_at: task.at,
    })
    .execute();
}

type Row = Selectable<DirectoryTaskTable>;

function taskOf(row: Row): DirectoryTask {
  return {
    id: row.id,
    contextId: row.context_id,
    skill: row.skill === 'ask' ? 'ask' : 'find',
    question: row.question,
    answer: row.answer,
    outcome: row.outcome,
    data: JSON.parse(row.data) as Record<string, unknown>,
    search: row.search ? (JSON.parse(row.search) as SearchMemory) : null,
    state: row.state === 'rejected' ? 'rejected' : 'completed',
    at: row.created_at,
  };
}

export async function findDirectoryTask(db: Executor, id: string): Promise<DirectoryTask | undefined> {
  const row = await db.selectFrom('directory_tasks').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? taskOf(row) : undefined;
}

/** The latest find of a context, whose search a follow-up refines. */
export async function lastFindOf(db: Executor, contextId: string): Promise<DirectoryTask | undefined> {
  const row = await db
    .selectFrom('directory_tasks')
    .selectAll()
    .where('context_id', '=', contextId)
    .where('skill', '=', 'find')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? taskOf(row) : undefined;
}
