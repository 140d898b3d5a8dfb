/** The directory query: published listings, optional full-text match, filters, keyset paging. */
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db, ListingTable } from '../storage/database.js';
import type { SearchIndex } from '../storage/search/search-index.js';
import type { SearchTerms } from '../storage/search/search-text.js';

export type DirectorySort = 'relevance' | 'name' | 'newest' | 'updated';

export interface DirectoryFilters {
  /** Any of these category slugs. */
  categories: string[];
  country: string | null;
  /** Folded city name (see `sortKey`). */
  cityKey: string | null;
  verified: boolean | null;
}

export interface DirectoryPageQuery {
  terms: SearchTerms | null;
  filters: DirectoryFilters;
  sort: DirectorySort;
  limit: number;
  /** Sort key and id of the last item of the previous page. */
  after: { key: number | string | null; id: string } | null;
}

export type DirectoryRow = ListingTable & { score: number };

/** Sort key, direction: relevance and time sorts are descending; ties go by ascending id. */
const SORT_KEYS: Record<DirectorySort, { column: string; descending: boolean }> = {
  relevance: { column: 'm.score', descending: true },
  name: { column: 'l.sort_name', descending: false },
  newest: { column: 'l.published_at', descending: true },
  updated: { column: 'l.updated_at', descending: true },
};

// biome-ignore lint/suspicious/noExplicitAny: the match join changes the builder's table set; rows are typed below.
type AnyQuery = SelectQueryBuilder<any, any, any>;

function filtered(db: Db, search: SearchIndex, terms: SearchTerms | null, filters: DirectoryFilters): AnyQuery {
  const base: AnyQuery = terms
    ? db.selectFrom(search.matchTable(terms)).innerJoin('listings as l', 'l.id', 'm.listing_id')
    : db.selectFrom('listings as l');
  const conditions: RawBuilder<SqlBool>[] = [sql`l.listing_status = 'published'`];
  if (filters.categories.length > 0) {
    conditions.push(sql`exists (select 1 from listing_categories lc where lc.listing_id = l.id
      and lc.category_slug in (${sql.join(filters.categories)}))`);
  }
  if (filters.country) conditions.push(sql`l.country = ${filters.country}`);
  if (filters.cityKey) conditions.push(sql`l.locality_key = ${filters.cityKey}`);
  if (filters.verified !== null) {
    conditions.push(filters.verified ? sql`l.verification_status = 'verified'` : sql`l.verification_status <> 'verified'`);
  }
  return base.where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`);
}

/** One page of matching listings in the requested order (limit + 1 rows to detect a next page). */
export async function findDirectoryPage(db: Db, search: SearchIndex, query: DirectoryPageQuery): Promise<DirectoryRow[]> {
  const { column, descending } = SORT_KEYS[query.sort];
  const key = sql.ref(column);
  let qb = filtered(db, search, query.terms, query.filters)
    .selectAll('l')
    .select(query.terms ? sql<number>`m.score`.as('score') : sql<number>`0`.as('score'));
  if (query.after) {
    const { key: k, id } = query.after;
    const beyond = descending ? sql`${key} < ${k}` : sql`${key} > ${k}`;
    qb = qb.where(sql<SqlBool>`(${beyond} or (${key} = ${k} and l.id > ${id}))`);
  }
  return (await qb
    .orderBy(key, descending ? 'desc' : 'asc')
    .orderBy('l.id', 'asc')
    .limit(query.limit + 1)
    .execute()) as DirectoryRow[];
}

/** How many published listings match, ignoring paging. */
export async function countDirectoryMatches(
  db: Db,
  search: SearchIndex,
  terms: SearchTerms | null,
  filters: DirectoryFilters,
): Promise<number> {
  const row = await filtered(db, search, terms, filters).select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}
