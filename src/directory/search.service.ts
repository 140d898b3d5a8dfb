/**
 * `/api/directory`: validates the parameters the schema cannot, finds the page (see
 * `directory-page.ts` for how its cost stays bounded) and issues the next cursor.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { sortKey } from '../listings/listing-input.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import type { SearchFilters } from '../storage/search/search-index.js';
import { parseSearchTerms } from '../storage/search/search-text.js';
import type { Urls } from '../urls.js';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.js';
import { findPage, SORT_VALUE } from './directory-page.js';
import { type ListingSummary, presentListingSummary } from './listing.present.js';
import type { DirectorySort } from './search.repository.js';

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
  /** False when more listings match than `total` says (counting stopped, or the best matches were cut). */
  totalExact: boolean;
  results: ListingSummary[];
  nextCursor: string | null;
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
  // The raw text: a trailing space means the last word is complete (no completions).
  const terms = q && params.q ? parseSearchTerms(params.q) : null;
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
  const { rows, total, exact } = await findPage(deps, terms, filters, sort, limit, after);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ f: fingerprint, k: SORT_VALUE[sort](last), id: last.id }) : null;
  return {
    ok: true,
    query,
    total,
    totalExact: exact,
    results: page.map((row) => presentListingSummary(row, urls)),
    nextCursor,
  };
}
