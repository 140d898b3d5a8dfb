/**
 * `/api/directory`: validates the parameters the schema cannot, then either pages through
 * filtered listings in a stored order (no `q`), or ranks a bounded set of candidates from the
 * search index (with `q`): up to {@link NAME_CANDIDATES} listings whose name matches and
 * {@link WORD_CANDIDATES} whose text matches, scored by {@link relevanceScore}. Counts stop at
 * {@link TOTAL_CAP}. Every query's cost is bounded, whatever the number of listings.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { sortKey } from '../listings/listing-input.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import type { ListingTable } from '../storage/database.js';
import type { MatchQuery, SearchFilters } from '../storage/search/search-index.js';
import { parseSearchTerms, type SearchTerms } from '../storage/search/search-text.js';
import type { Urls } from '../urls.js';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.js';
import { type ListingSummary, presentListingSummary } from './listing.present.js';
import { relevanceScore } from './relevance.js';
import { countFilteredListings, type DirectorySort, findDirectoryPage, findPublishedListings } from './search.repository.js';

/** Listings whose name holds every word, taken first. */
export const NAME_CANDIDATES = 200;
/** Listings whose text holds every word. */
export const WORD_CANDIDATES = 500;
/** Counting stops here; beyond it `total` is a lower bound and `totalExact` false. */
export const TOTAL_CAP = 10_000;
/** Completions a word still being typed expands to, most common first. */
export const PREFIX_COMPLETIONS = 16;

export interface DirectoryParams {
  q?: string | undefined;
  category?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  verified?: 'true' | 'false' | undefined;
  sort?: DirectorySort | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface DirectoryResult {
  ok: true;
  query: {
    q: string | null;
    category: string[];
    country: string | null;
    city: string | null;
    verified: boolean | null;
    sort: DirectorySort;
    limit: number;
  };
  total: number;
  /** False when counting stopped at {@link TOTAL_CAP}. */
  totalExact: boolean;
  results: ListingSummary[];
  nextCursor: string | null;
}

type Scored = ListingTable & { score: number };
type After = { key: number | string | null; id: string } | null;

const SORT_VALUE: Record<DirectorySort, (row: Scored) => number | string | null> = {
  relevance: (row) => row.score,
  name: (row) => row.sort_name,
  newest: (row) => row.published_at,
  updated: (row) => row.updated_at,
};
const DESCENDING: Record<DirectorySort, boolean> = { relevance: true, name: false, newest: true, updated: true };

/** Orders keyed rows by the sort key then id, as the SQL pages do (nulls last in either direction). */
function compareBy(sort: DirectorySort) {
  const sign = DESCENDING[sort] ? -1 : 1;
  return (a: { key: number | string | null; id: string }, b: { key: number | string | null; id: string }) => {
    if (a.key !== b.key) {
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return (a.key < b.key ? -1 : 1) * sign;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** Each typed word is a group; the last, when still being typed, also matches its completions. */
async function wordGroups(deps: Pick<Deps, 'db' | 'search'>, terms: SearchTerms): Promise<string[][]> {
  const groups = terms.terms.map((t) => [t]);
  const last = terms.terms[terms.terms.length - 1];
  if (terms.lastIsPrefix && last) {
    groups[groups.length - 1] = [last, ...(await deps.search.completions(deps.db, last, PREFIX_COMPLETIONS))];
  }
  return groups;
}

/** The best-matching listings for words and filters, sorted and paged in memory. */
async function searchWords(
  deps: Pick<Deps, 'db' | 'search'>,
  terms: SearchTerms,
  filters: SearchFilters,
  sort: DirectorySort,
  limit: number,
  after: After,
) {
  const groups = await wordGroups(deps, terms);
  const match = (field: MatchQuery['field']): MatchQuery => ({ groups, field, filters });
  const [byName, byWords, counted] = await Promise.all([
    deps.search.candidates(deps.db, match('name'), NAME_CANDIDATES),
    deps.search.candidates(deps.db, match('all'), WORD_CANDIDATES),
    deps.search.count(deps.db, match('all'), TOTAL_CAP),
  ]);
  const rows = await findPublishedListings(deps.db, [...new Set([...byName, ...byWords])]);
  const compare = compareBy(sort);
  const keyed = rows
    .map((row) => ({ ...row, score: relevanceScore(row, groups) }))
    .map((row) => ({ row, key: SORT_VALUE[sort](row), id: row.id }))
    .sort(compare);
  const start = after ? keyed.findIndex((r) => compare(r, after) > 0) : 0;
  const page = start < 0 ? [] : keyed.slice(start, start + limit + 1).map((r) => r.row);
  return { page, total: counted };
}

export async function searchDirectory(
  deps: Pick<Deps, 'db' | 'search'>,
  urls: Urls,
  params: DirectoryParams,
): Promise<DirectoryResult> {
  const q = params.q?.trim() || null;
  const categories = params.category ? [...new Set(params.category.split(',').map((c) => c.trim().toLowerCase()))] : [];
  const unknown = categories.filter((c) => !findCategory(c));
  if (unknown.length > 0) {
    throw new AppError('unknown_category', `Unknown category: ${unknown.join(', ')}.`, { parameter: 'category', unknown });
  }
  const country = params.country ? findCountry(params.country) : undefined;
  if (params.country && !country) {
    throw new AppError('unknown_country', `Unknown country code "${params.country}".`, { parameter: 'country' });
  }
  const city = params.city?.trim() || null;
  const verified = params.verified === undefined ? null : params.verified === 'true';
  const terms = q ? parseSearchTerms(q) : null;
  // relevance needs a query; without one the natural order is by name.
  const sort: DirectorySort = params.sort && !(params.sort === 'relevance' && !q) ? params.sort : q ? 'relevance' : 'name';
  const limit = params.limit ?? 20;
  const filters: SearchFilters = {
    categories,
    country: country?.code ?? null,
    localityKey: city ? sortKey(city) : null,
    verified,
  };
  const query = { q, category: categories, country: country?.code ?? null, city, verified, sort, limit };

  // Text with no searchable words (only punctuation) matches nothing.
  if (q && !terms) return { ok: true, query, total: 0, totalExact: true, results: [], nextCursor: null };

  const fingerprint = queryFingerprint([sort, terms, filters]);
  const cursor = params.cursor ? decodeCursor(params.cursor, fingerprint) : null;
  const after = cursor && { key: cursor.k, id: cursor.id };
  const { page: rows, total } = terms
    ? await searchWords(deps, terms, filters, sort, limit, after)
    : await Promise.all([
        findDirectoryPage(deps.db, { filters, sort: sort as Exclude<DirectorySort, 'relevance'>, limit, after }),
        countFilteredListings(deps.db, filters, TOTAL_CAP),
      ]).then(([page, counted]) => ({ page: page.map((row) => ({ ...row, score: 0 })), total: counted }));
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ f: fingerprint, k: SORT_VALUE[sort](last), id: last.id }) : null;
  return {
    ok: true,
    query,
    total,
    totalExact: total < TOTAL_CAP,
    results: page.map((row) => presentListingSummary(row, urls)),
    nextCursor,
  };
}
