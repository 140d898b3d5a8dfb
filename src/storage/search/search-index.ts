import type { AliasedRawBuilder } from 'kysely';
import type { Dialect, Executor } from '../database.js';
import type { SearchTerms } from './search-text.js';

/** What the index stores for one listing; plain text, normalised by the implementation. */
export interface SearchDocument {
  listingId: string;
  name: string;
  description: string;
  /** Category slugs and names. */
  categories: string;
  /** City, region and country name. */
  place: string;
}

/** A derived table of matching listings with a higher-is-better relevance score. */
export interface SearchMatch {
  listing_id: string;
  score: number;
}

/**
 * Full-text search over listings, one implementation per database (Outline's search provider
 * idea). Services never see SQL dialects; the directory repository joins {@link matchTable}.
 * Scores are only comparable within one query; ties are broken by listing id by the caller.
 */
export interface SearchIndex {
  readonly dialect: Dialect;
  /**
   * Adds or replaces the documents of some listings (ids unique within the call); call inside
   * the transaction that changes them.
   */
  index(db: Executor, docs: SearchDocument[]): Promise<void>;
  /** Drops listings from the index (absent ones are ignored). */
  remove(db: Executor, listingIds: string[]): Promise<void>;
  /**
   * A derived table `m(listing_id, score)` of every listing whose document contains all terms,
   * name matches weighted above category/place matches above description matches.
   */
  matchTable(terms: SearchTerms): AliasedRawBuilder<SearchMatch, 'm'>;
}
