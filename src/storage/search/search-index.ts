import type { RawBuilder } from 'kysely';
import type { Dialect, Executor, ListingTable } from '../database.js';

/**
 * What a search reads of a candidate besides its id: what ranking reads (name, categories, place) and
 * what the opening and distance checks read. An index keeps at least the first and hands back what it
 * keeps with each candidate.
 */
export type CandidateFields = Pick<
  ListingTable,
  'name' | 'categories' | 'locality' | 'region' | 'country' | 'hours' | 'lat' | 'lon'
>;

/**
 * What a candidate read hands back besides ids: what ranking reads (`'ranking'`), or also what the
 * opening and distance checks read (`'checks'`). An index may hand back more than asked.
 */
export type FieldsWanted = 'ranking' | 'checks';

/** A listing the index matched, with the candidate fields it keeps when they were asked for. */
export type IndexedListing = Partial<CandidateFields> & { id: string };

/** What the index stores for one published listing; text is tokenised by the index. */
export interface SearchDocument {
  listingId: string;
  name: string;
  /** Description, category slugs and names, city, region and country name. */
  body: string;
  /** Facets that filters match exactly. */
  country: string | null;
  localityKey: string | null;
  categories: string[];
  verified: boolean;
  /** Primary language subtags (`nl`, `en`) the business serves in. */
  languages: string[];
  /** Days with opening hours (`mo`…`su`). */
  openDays: string[];
  /** Map cells holding the listing's point (see `geo-cells.ts`); empty without coordinates. */
  cells: string[];
  /** The listing's fields a search reads of a candidate, as stored (handed back with it). */
  fields: CandidateFields;
}

/** Directory filters the index applies together with the words. */
export interface SearchFilters {
  /** Any of these category slugs. */
  categories: string[];
  country: string | null;
  localityKey: string | null;
  verified: boolean | null;
  /** A primary language subtag the business must serve in. */
  language?: string | null;
  /** Open on any of these days. */
  openDays?: string[];
  /** In any of these map cells. */
  cells?: string[];
}

/**
 * What to match: every group must match (AND); a group matches when any of its words occurs
 * (a typed word with its completions). `field: 'name'` matches names only.
 */
export interface MatchQuery {
  groups: string[][];
  field: 'name' | 'all';
  filters: SearchFilters;
}

/**
 * Full-text search over published listings, one implementation per database (Outline's search
 * provider idea). Every read is bounded: candidates stop at a limit, so the cost of a
 * query does not grow with the number of listings that contain a common word. Relevance order is
 * computed by the caller over the candidates.
 */
/** A known word and the number of documents it was indexed in (a count that only grows). */
export interface Completion {
  term: string;
  documents: number;
}

export interface SearchIndex {
  readonly dialect: Dialect;
  /** Adds or replaces the documents of some listings (ids unique); call inside the transaction that changes them. */
  index(db: Executor, docs: SearchDocument[]): Promise<void>;
  /** Drops listings from the index (absent ones are ignored). */
  remove(db: Executor, listingIds: string[]): Promise<void>;
  /** The greatest listing id in the index, or null when it is empty (see `rebuildSearchIfBehind`). */
  lastIndexedId(db: Executor): Promise<string | null>;
  /** Up to `limit` matching listings, in index order (oldest indexed first), each with the `fields` wanted. */
  candidates(db: Executor, query: MatchQuery, limit: number, fields?: FieldsWanted): Promise<IndexedListing[]>;
  /** Up to `limit` indexed words that start with `prefix` (excluding it), most common first. */
  completions(db: Executor, prefix: string, limit: number): Promise<Completion[]>;
  /**
   * How the directory compares a filter column (`l.country`…) while paging listings in an order
   * index that holds that column: the form that keeps this database's planner on the order index.
   */
  pagingColumn(column: string): RawBuilder<unknown>;
}
