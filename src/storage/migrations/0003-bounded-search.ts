/**
 * Search that stays fast at a million listings: SQLite's FTS5 table becomes two columns (`body`
 * with every searchable word once, `tags` with name words and filter facets), PostgreSQL's
 * documents gain the same tags, and `search_terms` counts words for prefix completion. The index
 * is left empty: the application writes every published listing's document anew at its next start
 * (`rebuildSearchIfBehind`), with the indexer of its own day. The listing order indexes also carry
 * the filter columns, so paging filtered listings in name or time order reads only the index, and
 * an index by id carries what ranking and sorting candidates read (no long text), so they never
 * touch the table. Frozen: it imports nothing from the application.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
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
  for (const [name, key] of [
    ['listings_status_name', 'sort_name'],
    ['listings_status_published', 'published_at'],
    ['listings_status_updated', 'updated_at'],
  ] as const) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('listings')
      .columns(['listing_status', key, 'id', 'country', 'locality_key', 'verification_status'])
      .execute();
  }
  if (dialect === 'postgres') {
    // City implies country; without this PostgreSQL multiplies their selectivities and misjudges plans.
    await sql`create statistics listings_place_stats (dependencies, ndistinct) on country, locality_key from listings`.execute(
      db,
    );
    // Ten times the default sample of words and tags per document: estimates for words outside the
    // most common hundred decide between an index and a scan (all-class p99 over 1M listings 25.8
    // instead of 30.9 ms in one run each).
    await sql`alter table listing_search alter column document set statistics 1000`.execute(db);
  }
  await db.schema
    .createIndex('listings_sort_keys')
    .on('listings')
    .columns([
      'id',
      'listing_status',
      'sort_name',
      'published_at',
      'updated_at',
      'name',
      'categories',
      'locality',
      'region',
      'country',
    ])
    .execute();
  // Documents without tags would match no filter: they are written anew after migrating.
  if (dialect === 'postgres') await sql`delete from listing_search`.execute(db);
}
