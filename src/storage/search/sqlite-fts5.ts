import { sql } from 'kysely';
import type { Executor } from '../database.js';
import type { SearchDocument, SearchIndex } from './search-index.js';
import { type SearchTerms, toIndexText } from './search-text.js';

/** Column weights for bm25(): name, description, categories, place. */
const WEIGHTS = sql.raw('10.0, 1.0, 3.0, 3.0');

/** SQLite FTS5 (contentless, unicode61) behind {@link SearchIndex}. */
export function createSqliteSearchIndex(): SearchIndex {
  return {
    dialect: 'sqlite',

    async index(db: Executor, doc: SearchDocument) {
      await sql`insert into listing_fts_map (listing_id) values (${doc.listingId}) on conflict (listing_id) do nothing`.execute(
        db,
      );
      const row = await sql<{ rowid: number }>`select rowid from listing_fts_map where listing_id = ${doc.listingId}`.execute(db);
      const rowid = row.rows[0]?.rowid;
      await sql`delete from listing_fts where rowid = ${rowid}`.execute(db);
      await sql`insert into listing_fts (rowid, name, description, categories, place) values (
        ${rowid}, ${toIndexText(doc.name)}, ${toIndexText(doc.description)},
        ${toIndexText(doc.categories)}, ${toIndexText(doc.place)})`.execute(db);
    },

    async remove(db: Executor, listingId: string) {
      await sql`delete from listing_fts where rowid = (select rowid from listing_fts_map where listing_id = ${listingId})`.execute(
        db,
      );
      await sql`delete from listing_fts_map where listing_id = ${listingId}`.execute(db);
    },

    matchTable(terms: SearchTerms) {
      return sql<{
        listing_id: string;
        score: number;
      }>`(select map.listing_id as listing_id, -bm25(listing_fts, ${WEIGHTS}) as score
        from listing_fts join listing_fts_map map on map.rowid = listing_fts.rowid
        where listing_fts match ${toFtsQuery(terms)})`.as('m');
    },
  };
}

/** Each term becomes a quoted FTS5 string (tokens hold only letters and digits), ANDed. */
export function toFtsQuery({ terms, lastIsPrefix }: SearchTerms): string {
  return terms.map((term, i) => `"${term}"${lastIsPrefix && i === terms.length - 1 ? '*' : ''}`).join(' ');
}
