import { sql } from 'kysely';
import { chunk } from '../chunk.js';
import type { Executor } from '../database.js';
import type { SearchDocument, SearchIndex } from './search-index.js';
import { type SearchTerms, toIndexText } from './search-text.js';

/** Rows per statement, well inside PostgreSQL's bound-parameter limit. */
const ROWS_PER_STATEMENT = 500;

/** ts_rank weights for D, C, B, A: place/categories are B, description C, name A. */
const WEIGHTS = '{0.05, 0.1, 0.4, 1.0}';

/** PostgreSQL tsvector ('simple' config) with a GIN index behind {@link SearchIndex}. */
export function createPostgresSearchIndex(): SearchIndex {
  return {
    dialect: 'postgres',

    async index(db: Executor, docs: SearchDocument[]) {
      for (const part of chunk(docs, ROWS_PER_STATEMENT)) {
        const rows = part.map(
          (d) => sql`(${d.listingId},
            setweight(to_tsvector('simple', ${toIndexText(d.name)}), 'A') ||
            setweight(to_tsvector('simple', ${toIndexText(d.categories)}), 'B') ||
            setweight(to_tsvector('simple', ${toIndexText(d.place)}), 'B') ||
            setweight(to_tsvector('simple', ${toIndexText(d.description)}), 'C'))`,
        );
        await sql`insert into listing_search (listing_id, document) values ${sql.join(rows)}
          on conflict (listing_id) do update set document = excluded.document`.execute(db);
      }
    },

    async remove(db: Executor, listingIds: string[]) {
      for (const part of chunk(listingIds, ROWS_PER_STATEMENT)) {
        await sql`delete from listing_search where listing_id in (${sql.join(part)})`.execute(db);
      }
    },

    matchTable(terms: SearchTerms) {
      const query = sql`to_tsquery('simple', ${toTsQuery(terms)})`;
      // float8 so the score survives a JSON round trip in keyset cursors exactly.
      return sql<{ listing_id: string; score: number }>`(select s.listing_id as listing_id,
          ts_rank(${WEIGHTS}::float4[], s.document, ${query})::float8 as score
        from listing_search s where s.document @@ ${query})`.as('m');
    },
  };
}

/** Terms hold only letters and digits, so quoting them makes a safe tsquery. */
export function toTsQuery({ terms, lastIsPrefix }: SearchTerms): string {
  return terms.map((term, i) => `'${term}'${lastIsPrefix && i === terms.length - 1 ? ':*' : ''}`).join(' & ');
}
