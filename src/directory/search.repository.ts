/** The directory's SQL: filtered listing pages in a stored order (no words), and candidate rows. */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, ListingTable } from '../storage/database.js';
import type { SearchFilters, SearchIndex } from '../storage/search/search-index.js';

export type DirectorySort = 'relevance' | 'name' | 'newest' | 'updated' | 'distance';

export interface DirectoryPageQuery {
  filters: SearchFilters;
  sort: 'name' | 'newest' | 'updated';
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

/**
 * @param paging when rows are read in a sort order: filter columns are then compared in the form
 * the search index says keeps its database's planner on the order index (which holds them).
 */
function filtered(db: Db, filters: SearchFilters, paging?: SearchIndex) {
  const column = (name: string) => (paging ? paging.pagingColumn(name) : sql.ref(name));
  const conditions: RawBuilder<SqlBool>[] = [sql`l.listing_status = 'published'`];
  if (filters.categories.length > 0) {
    // The order indexes carry the categories (a JSON list of slugs): a page in order reads them there.
    conditions.push(
      paging
        ? sql`(${sql.join(
            filters.categories.map((c) => sql`l.categories like ${`%"${c}"%`}`),
            sql` or `,
          )})`
        : sql`exists (select 1 from listing_categories lc where lc.listing_id = l.id
      and lc.category_slug in (${sql.join(filters.categories)}))`,
    );
  }
  if (filters.country) conditions.push(sql`${column('l.country')} = ${filters.country}`);
  if (filters.localityKey) conditions.push(sql`${column('l.locality_key')} = ${filters.localityKey}`);
  if (filters.verified !== null) {
    const status = column('l.verification_status');
    conditions.push(filters.verified ? sql`${status} = 'verified'` : sql`${status} <> 'verified'`);
  }
  // Languages and opening days are JSON arrays: matched as text, only on pages the index showed to be common.
  if (filters.language) {
    conditions.push(sql`(l.languages like ${`%"${filters.language}"%`} or l.languages like ${`%"${filters.language}-%`})`);
  }
  if (filters.openDays?.length) {
    conditions.push(
      sql`(${sql.join(
        filters.openDays.map((d) => sql`l.hours like ${`%"day":"${d}"%`}`),
        sql` or `,
      )})`,
    );
  }
  return db.selectFrom('listings as l').where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`);
}

/**
 * One page of filtered listings in the requested order (limit + 1 rows to detect a next page):
 * ids first, from the order index alone, then the full rows of just those.
 */
export async function findDirectoryPage(db: Db, search: SearchIndex, query: DirectoryPageQuery): Promise<ListingTable[]> {
  const { column, descending } = SORT_KEYS[query.sort];
  const key = sql.ref(column);
  let qb = filtered(db, query.filters, search).select('l.id');
  if (query.after) {
    const { key: k, id } = query.after;
    // The plain bound (<= or >=) lets the database seek straight to the cursor in the order index.
    const bound = descending ? sql`${key} <= ${k}` : sql`${key} >= ${k}`;
    const beyond = descending ? sql`${key} < ${k}` : sql`${key} > ${k}`;
    qb = qb.where(sql<SqlBool>`${bound} and (${beyond} or l.id > ${id})`);
  }
  const ids = await qb
    .orderBy(key, descending ? 'desc' : 'asc')
    .orderBy('l.id', 'asc')
    .limit(query.limit + 1)
    .execute();
  return findListingsInOrder(
    db,
    ids.map((row) => row.id),
  );
}

/** How many published listings pass the filters, counting no further than `cap`. */
export async function countFilteredListings(db: Db, filters: SearchFilters, cap: number): Promise<number> {
  const row = await db
    .selectFrom(filtered(db, filters).select(sql`1`.as('one')).limit(cap).as('m'))
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * What is read of a candidate: its id, and what sorting (status and sort keys), ranking and the
 * checks need of it, as far as they were read. No long text, so fetching hundreds stays cheap.
 */
export type CandidateRow = Pick<ListingTable, 'id'> &
  Partial<
    Pick<
      ListingTable,
      | 'listing_status'
      | 'sort_name'
      | 'published_at'
      | 'updated_at'
      | 'name'
      | 'categories'
      | 'locality'
      | 'region'
      | 'country'
      | 'hours'
      | 'lat'
      | 'lon'
    >
  >;

const SORT_KEY_COLUMNS = ['id', 'listing_status', 'sort_name', 'published_at', 'updated_at'] as const;
const RANKING_COLUMNS = ['name', 'categories', 'locality', 'region', 'country'] as const;
const CHECKED_COLUMNS = ['hours', 'lat', 'lon', 'country'] as const;

/**
 * The published listings among these ids (candidates from the search index), in no particular
 * order, with the ranking columns when asked (else only what the sort-keys index holds), and the
 * opening hours and point when they are to be checked.
 */
export async function findCandidateRows(db: Db, ids: string[], forRanking: boolean, forChecks = false): Promise<CandidateRow[]> {
  if (ids.length === 0) return [];
  const columns = [
    ...new Set([...SORT_KEY_COLUMNS, ...(forRanking ? RANKING_COLUMNS : []), ...(forChecks ? CHECKED_COLUMNS : [])]),
  ];
  // Status is checked here, not in SQL: with it in the WHERE clause SQLite may scan a status index.
  const rows: CandidateRow[] = await db.selectFrom('listings').select(columns).where('id', 'in', ids).execute();
  return rows.filter((row) => row.listing_status === 'published');
}

/** Full rows for these ids, in the order given (a page of results). */
export async function findListingsInOrder(db: Db, ids: string[]): Promise<ListingTable[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('listings').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
