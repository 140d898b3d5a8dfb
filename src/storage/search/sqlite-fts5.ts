import { sql } from 'kysely';
import { chunk } from '../chunk.js';
import type { Executor } from '../database.js';
import type { SearchDocument, SearchIndex } from './search-index.js';
import { type SearchTerms, toIndexText } from './search-text.js';

/** Column weights for bm25(): name, description, categories, place. */
const WEIGHTS = sql.raw('10.0, 1.0, 3.0, 3.0');
/** Rows per statement, well inside SQLite's bound-parameter limit. */
const ROWS_PER_STATEMENT = 200;

async function rowidsOf(db: Executor, listingIds: string[]): Promise<Map<string, number>> {
  const result = await sql<{ rowid: number; listing_id: string }>`select rowid, listing_id from listing_fts_map
    where listing_id in (${sql.join(listingIds)})`.execute(db);
  return new Map(result.rows.map((r) => [r.listing_id, r.rowid]));
}

/** SQLite FTS5 (contentless, unicode61) behind {@link SearchIndex}. */
export function createSqliteSearchIndex(): SearchIndex {
  return {
    dialect: 'sqlite',

    async index(db: Executor, docs: SearchDocument[]) {
      for (const part of chunk(docs, ROWS_PER_STATEMENT)) {
        const ids = part.map((d) => sql`(${d.listingId})`);
        await sql`insert into listing_fts_map (listing_id) values ${sql.join(ids)} on conflict (listing_id) do nothing`.execute(
          db,
        );
        const rowids = await rowidsOf(
          db,
          part.map((d) => d.listingId),
        );
        await sql`delete from listing_fts where rowid in (${sql.join([...rowids.values()])})`.execute(db);
        const rows = part.map(
          (d) =>
            sql`(${rowids.get(d.listingId)}, ${toIndexText(d.name)}, ${toIndexText(d.description)}, ${toIndexText(d.categories)}, ${toIndexText(d.place)})`,
        );
        await sql`insert into listing_fts (rowid, name, description, categories, place) values ${sql.join(rows)}`.execute(db);
      }
    },

    async remove(db: Executor, listingIds: string[]) {
      for (const part of chunk(listingIds, ROWS_PER_STATEMENT)) {
        const rowids = [...(await rowidsOf(db, part)).values()];
        if (rowids.length === 0) continue;
        await sql`delete from listing_fts where rowid in (${sql.join(rowids)})`.execute(db);
        await sql`delete from listing_fts_map where rowid in (${sql.join(rowids)})`.execute(db);
      }
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
