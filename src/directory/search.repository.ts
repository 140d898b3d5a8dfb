/** The directory's SQL: filtered listing pages in a stored order (no words), and candidate rows. */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, ListingTable } from '../storage/database.js';
import type { SearchFilters } from '../storage/search/search-index.js';

export type DirectorySort = 'relevance' | 'name' | 'newest' | 'updated';

export interface DirectoryPageQuery {
  filters: SearchFilters;
  sort: Exclude<DirectorySort, 'relevance'>;
  limit: number;
  /** Sort key and id of the last item of the previous page. */
  after: { key: number | string | null; id: string } | null;
}

/** Sort column and direction: time sorts are descending; ties go by ascending id. */
const SORT_KEYS: Record<DirectoryPageQuery['sort'], { column: string; descending: boolean }> = {
  name: { column: 'l.sort_name', descending: false },
  newest: { column: 'l.published_at', descending: true },
  updated: { column: 'l.updated_at', descending: true },
};

function filtered(db: Db, filters: SearchFilters) {
  const conditions: RawBuilder<SqlBool>[] = [sql`l.listing_status = 'published'`];
  if (filters.categories.length > 0) {
    conditions.push(sql`exists (select 1 from listing_categories lc where lc.listing_id = l.id
      and lc.category_slug in (${sql.join(filters.categories)}))`);
  }
  if (filters.country) conditions.push(sql`l.country = ${filters.country}`);
  if (filters.localityKey) conditions.push(sql`l.locality_key = ${filters.localityKey}`);
  if (filters.verified !== null) {
    conditions.push(filters.verified ? sql`l.verification_status = 'verified'` : sql`l.verification_status <> 'verified'`);
  }
  return db.selectFrom('listings as l').where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`);
}

/** One page of filtered listings in the requested order (limit + 1 rows to detect a next page). */
export async function findDirectoryPage(db: Db, query: DirectoryPageQuery): Promise<ListingTable[]> {
  const { column, descending } = SORT_KEYS[query.sort];
  const key = sql.ref(column);
  let qb = filtered(db, query.filters).selectAll('l');
  if (query.after) {
    const { key: k, id } = query.after;
    const beyond = descending ? sql`${key} < ${k}` : sql`${key} > ${k}`;
    qb = qb.where(sql<SqlBool>`(${beyond} or (${key} = ${k} and l.id > ${id}))`);
  }
  return qb
    .orderBy(key, descending ? 'desc' : 'asc')
    .orderBy('l.id', 'asc')
    .limit(query.limit + 1)
    .execute();
}

/** How many published listings pass the filters, counting no further than `cap`. */
export async function countFilteredListings(db: Db, filters: SearchFilters, cap: number): Promise<number> {
  const row = await db
    .selectFrom(filtered(db, filters).select(sql`1`.as('one')).limit(cap).as('m'))
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The published listings among these ids (candidates from the search index), in no particular order. */
export async function findPublishedListings(db: Db, ids: string[]): Promise<ListingTable[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('listings').selectAll().where('id', 'in', ids).where('listing_status', '=', 'published').execute();
}
