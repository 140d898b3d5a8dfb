/**
 * The search index also holds what a search reads of each candidate besides its id, so that a
 * search's up to 500 candidates come with it instead of a second read of as many rows scattered over
 * the listings table (at a million listings, 4 ms at the median on PostgreSQL, 10 ms on SQLite). On
 * SQLite, what ranking reads (name, categories, locality, region, country) and what the opening and
 * distance checks read (hours, lat, lon) go in a table of their own beside the narrow
 * `listing_fts_map`, filled here from the listings. On PostgreSQL, what ranking reads goes in
 * `listing_search` itself (the hours there made the in-order scans of common words a third longer),
 * which is left empty with its word counts for the application to write anew at its next start
 * (`rebuildSearchIfBehind`). Frozen: it imports nothing from the application.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create table listing_fts_fields (
      rowid integer primary key, listing_id text not null,
      name text not null, categories text not null, locality text, region text, country text,
      hours text not null, lat real, lon real)`.execute(db);
    await sql`insert into listing_fts_fields
      select m.rowid, m.listing_id, l.name, l.categories, l.locality, l.region, l.country, l.hours, l.lat, l.lon
      from listing_fts_map m join listings l on l.id = m.listing_id`.execute(db);
    return;
  }
  await sql`truncate listing_search`.execute(db);
  await sql`delete from search_terms`.execute(db);
  await sql`alter table listing_search
    add column name text collate "C" not null,
    add column categories text collate "C" not null,
    add column locality text collate "C",
    add column region text collate "C",
    add column country text collate "C"`.execute(db);
}
