/**
 * Search documents also tag each language and opening day within the listing's country, so a
 * search in a country asks the index for a short list instead of every listing that serves in
 * English or opens on Sunday. The index and its word counts are left empty; the application
 * writes every published listing's document anew at its next start (`rebuildSearchIfBehind`).
 * Frozen: it imports nothing from the application.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`drop table listing_fts`.execute(db);
    await sql`delete from listing_fts_map`.execute(db);
    await sql`create virtual table listing_fts using fts5(body, tags,
      content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(db);
  } else {
    await sql`truncate listing_search`.execute(db);
  }
  await sql`delete from search_terms`.execute(db);
}
