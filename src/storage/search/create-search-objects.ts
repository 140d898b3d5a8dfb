import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/** Creates the dialect's search structures; called from the initial migration. */
export async function createSearchObjects(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    // A stable integer key for FTS5 rows: listings have text ids, and implicit rowids may change on VACUUM.
    await sql`create table listing_fts_map (rowid integer primary key, listing_id text not null unique)`.execute(db);
    await sql`create virtual table listing_fts using fts5(
      name, description, categories, place,
      content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(db);
  } else {
    await sql`create table listing_search (
      listing_id text collate "C" primary key references listings(id) on delete cascade,
      document tsvector not null)`.execute(db);
    await sql`create index listing_search_document on listing_search using gin (document)`.execute(db);
  }
}
