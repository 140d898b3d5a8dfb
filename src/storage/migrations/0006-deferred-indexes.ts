/**
 * A note of the indexes a large import has dropped and not yet built again (see
 * `storage/deferred-indexes.ts`): a process that dies in between leaves the note behind, and the
 * next process to open the database builds them.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deferred_indexes')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('deferred_at', 'text', (c) => c.notNull())
    .execute();
}
