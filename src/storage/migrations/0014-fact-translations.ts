/** A fact in other languages, as its owner wrote it: a JSON list of `{lang, text, question}` beside the fact. */
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('facts').addColumn('translations', 'text').execute();
}
