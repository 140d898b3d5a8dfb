/**
 * Search that stays fast at a million listings: SQLite's FTS5 table becomes two columns (`body`
 * with every searchable word once, `tags` with name words and filter facets), PostgreSQL's
 * documents gain the same tags, and `search_terms` counts words for prefix completion. Every
 * published listing is indexed again.
 */
import { type Kysely, sql } from 'kysely';
import { syncSearch } from '../../listings/listing-writer.js';
import type { Database, Dialect } from '../database.js';
import { createPostgresSearchIndex } from '../search/postgres-tsvector.js';
import { createSqliteSearchIndex } from '../search/sqlite-fts5.js';

const BATCH = 1000;

export async function up(raw: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const db = raw as Kysely<Database>;
  const term = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('search_terms')
    .addColumn('term', term, (c) => c.primaryKey())
    .addColumn('documents', 'integer', (c) => c.notNull())
    .modifyEnd(dialect === 'sqlite' ? sql`without rowid` : sql``)
    .execute();
  if (dialect === 'sqlite') {
    await sql`drop table listing_fts`.execute(db);
    await sql`delete from listing_fts_map`.execute(db);
    await sql`create virtual table listing_fts using fts5(body, tags,
      content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(db);
  }
  const search = dialect === 'sqlite' ? createSqliteSearchIndex() : createPostgresSearchIndex();
  for (let after = ''; ; ) {
    const listings = await db.selectFrom('listings').selectAll().where('id', '>', after).orderBy('id').limit(BATCH).execute();
    await syncSearch(db, search, listings);
    const last = listings[listings.length - 1];
    if (!last) break;
    after = last.id;
  }
}
