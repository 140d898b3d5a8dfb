/** `/api/directory`: validates the parameters the schema cannot, runs the query, pages. */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { sortKey } from '../listings/listing-input.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import { parseSearchTerms } from '../storage/search/search-text.js';
import type { Urls } from '../urls.js';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.js';
import { type ListingSummary, presentListingSummary } from './listing.present.js';
import { countDirectoryMatches, type DirectoryRow, type DirectorySort, findDirectoryPage } from './search.repository.js';

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
  results: ListingSummary[];
  nextCursor: string | null;
}

const SORT_VALUE: Record<DirectorySort, (row: DirectoryRow) => number | string | null> = {
  relevance: (row) => row.score,
  name: (row) => row.sort_name,
  newest: (row) => row.published_at,
  updated: (row) => row.updated_at,
};

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
  const filters = { categories, country: country?.code ?? null, cityKey: city ? sortKey(city) : null, verified };
  const query = { q, category: categories, country: country?.code ?? null, city, verified, sort, limit };

  // Text with no searchable words (only punctuation) matches nothing.
  if (q && !terms) return { ok: true, query, total: 0, results: [], nextCursor: null };

  const fingerprint = queryFingerprint([sort, terms, filters]);
  const after = params.cursor ? decodeCursor(params.cursor, fingerprint) : null;
  const [rows, total] = await Promise.all([
    findDirectoryPage(deps.db, deps.search, { terms, filters, sort, limit, after: after && { key: after.k, id: after.id } }),
    countDirectoryMatches(deps.db, deps.search, terms, filters),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ f: fingerprint, k: SORT_VALUE[sort](last), id: last.id }) : null;
  return { ok: true, query, total, results: page.map((row) => presentListingSummary(row, urls)), nextCursor };
}
