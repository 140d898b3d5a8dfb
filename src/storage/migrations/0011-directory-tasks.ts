/** Answers of the directory-wide agent (find businesses, ask one), kept so GetTask and follow-ups work on any instance. */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const text = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('directory_tasks')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('context_id', text, (c) => c.notNull())
    .addColumn('skill', text, (c) => c.notNull())
    .addColumn('question', text, (c) => c.notNull())
    .addColumn('answer', text, (c) => c.notNull())
    .addColumn('outcome', text, (c) => c.notNull())
    .addColumn('data', text, (c) => c.notNull())
    .addColumn('search', text)
    .addColumn('state', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('directory_tasks_by_context').on('directory_tasks').columns(['context_id', 'created_at']).execute();
}
