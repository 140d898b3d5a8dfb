/**
 * On PostgreSQL, search documents also tag each category within the listing's country and city
 * (`kc:pt:bakery`, `kl:pt:lisbon:bakery`): GIN builds the whole list of every tag a query holds
 * before it intersects them, so a category in a city asked three long lists (the category, the
 * country, the city: 2.5 ms for a bakery in Lisbon at a million listings) where one short list
 * answers. The index and its word counts are left empty; the application writes every published
 * listing's document anew at its next start (`rebuildSearchIfBehind`). SQLite's full-text index
 * intersects its lists quickly enough and is left as it is. Frozen: it imports nothing from the
 * application.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') return;
  await sql`truncate listing_search`.execute(db);
  await sql`delete from search_terms`.execute(db);
}
