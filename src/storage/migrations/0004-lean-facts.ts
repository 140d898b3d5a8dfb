/**
 * Facts lose their index by listing and position: the primary key (listing id, fact id) already
 * finds a listing's facts, and sorting its few dozen by position costs nothing. One B-tree fewer
 * per fact makes a large import write less (about 8% of a million-listing SQLite file).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('facts_by_listing').execute();
}
