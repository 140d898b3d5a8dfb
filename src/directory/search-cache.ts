/**
 * Directory searches kept while the published listings stay as they are, keyed by their
 * parameters and the minute ("open now" and "open today" change with the clock too).
 */
import type { Deps } from '../deps.js';
import { createVersionedCache } from '../http/versioned-cache.js';
import type { Urls } from '../urls.js';
import type { ListingsVersionSource } from './listings-version.js';
import { type DirectoryParams, type DirectoryResult, searchDirectory } from './search.service.js';

/** Searches kept (results of a page each; about 1,000 × 13 KB). */
export const CACHED_SEARCHES = 1000;

/** A directory search answered from the cache when it can be. */
export type CachedSearch = (params: DirectoryParams) => Promise<DirectoryResult>;

/** The cache key of a search at this time. */
export function searchCacheKey(params: object, now: Date): string {
  return `${JSON.stringify(params)}|${Math.floor(now.getTime() / 60_000)}`;
}

/** `searchDirectory`, answered from the cache while the listings and the minute stay the same. */
export function createCachedSearch(
  deps: Pick<Deps, 'db' | 'search' | 'clock'>,
  urls: Urls,
  version: ListingsVersionSource,
  maxEntries: number,
): CachedSearch {
  const cache = createVersionedCache<DirectoryResult>(maxEntries);
  return async (params) => {
    const { value } = await version.current();
    return cache.get(searchCacheKey(params, deps.clock.now()), value, () => searchDirectory(deps, urls, params));
  };
}
