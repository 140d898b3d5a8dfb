import { sql } from 'kysely';
import type { Executor } from '../database.js';
import type { SearchDocument, SearchIndex } from './search-index.js';
import { type SearchTerms, toIndexText } from './search-text.js';

/** ts_rank weights for D, C, B, A: place/categories are B, description C, name A. */
const WEIGHTS = '{0.05, 0.1, 0.4, 1.0}';

/** PostgreSQL tsvector ('simple' config) with a GIN index behind {@link SearchIndex}. */
export function createPostgresSearchIndex(): SearchIndex {
  return {
    dialect: 'postgres',

    async index(db: Executor, doc: SearchDocument) {
      await sql`insert into listing_search (listing_id, document) values (${doc.listingId},
          setweight(to_tsvector('simple', ${toIndexText(doc.name)}), 'A') ||
          setweight(to_tsvector('simple', ${toIndexText(doc.categories)}), 'B') ||
          setweight(to_tsvector('simple', ${toIndexText(doc.place)}), 'B') ||
          setweight(to_tsvector('simple', ${toIndexText(doc.description)}), 'C'))
        on conflict (listing_id) do update set document = excluded.document`.execute(db);
    },

    async remove(db: Executor, listingId: string) {
      await sql`delete from listing_search where listing_id = ${listingId}`.execute(db);
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
