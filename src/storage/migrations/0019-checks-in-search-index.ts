/**
 * On PostgreSQL, `listing_search` also holds what the opening and distance checks read of a
 * candidate (its hours, written short, and its point), so that a search with an opening wish reads
 * no second batch of rows scattered over the listings (8–12 ms for 500 at a million listings); and
 * a city is tagged within its country (`l:lisbon:pt`), one list where the city and the country were
 * two long ones to intersect. The index and its word counts are left empty; the application writes
 * every published listing's document anew at its next start (`rebuildSearchIfBehind`). SQLite
 * keeps these in `listing_fts_fields` already (0017) and is left as it is. Frozen: it imports
 * nothing from the application.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') return;
  await sql`truncate listing_search`.execute(db);
  await sql`delete from search_terms`.execute(db);
  await sql`alter table listing_search
    add column hours text collate "C" not null,
    add column lat double precision,
    add column lon double precision`.execute(db);
}
