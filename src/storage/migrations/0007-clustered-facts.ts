/**
 * On SQLite, facts are kept in their primary key's order (a `without rowid` table): one B-tree per
 * fact instead of a table and its key's index, and a listing's facts side by side. An import writes
 * about a tenth less (100,000 listings: 17.6 → 16.1 s, and a 10% smaller file). PostgreSQL keeps
 * its table. The facts are copied over once, in key order (about a minute at 9 million facts).
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

const COLUMNS = sql.raw('id, listing_id, kind, text, question, url, lang, position, approved_at, approved_by');

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await db.schema
    .createTable('facts_clustered')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('question', 'text')
    .addColumn('url', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('facts_pk', ['listing_id', 'id'])
    .modifyEnd(sql`without rowid`)
    .execute();
  await sql`insert into facts_clustered (${COLUMNS}) select ${COLUMNS} from facts order by listing_id, id`.execute(db);
  await db.schema.dropTable('facts').execute();
  await db.schema.alterTable('facts_clustered').renameTo('facts').execute();
}
