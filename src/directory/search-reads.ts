/**
 * What one directory request reads, remembered for the rest of that request. A search that finds
 * nothing is tried again as typed, with words set aside and as up to four wider searches, and
 * these read many of the same index matches and listing rows again: "salon pet grooming in
 * Berlin, open now" and the suggestion "whenever they open" ask the index the same two questions.
 */
import type { Deps } from '../deps.js';
import type { FieldsWanted, IndexedListing, MatchQuery } from '../storage/search/search-index.js';
import { type CandidateRow, findCandidateRows } from './search.repository.js';

/** What a page needs read of its candidates beyond their ids. */
export interface RowNeeds {
  /** The fields ranking reads (name, categories, place). */
  ranking: boolean;
  /** The stored sort keys (name, publication and update time). */
  sortKeys: boolean;
  /** The opening hours and the point. */
  checks: boolean;
}

export interface SearchReads {
  /**
   * Up to `limit` ids of listings matching a query, in the search index's order; with `fields`, the
   * index hands back those fields too (kept for {@link SearchReads.rows}).
   */
  candidates(query: MatchQuery, limit: number, fields?: FieldsWanted): Promise<string[]>;
  /** The published listings among these ids (see `findCandidateRows`), in no particular order. */
  rows(ids: string[], needs: RowNeeds): Promise<CandidateRow[]>;
}

/** How much each field request reads: a read of more answers one of fewer. */
const FIELD_LEVEL = { none: 0, ranking: 1, checks: 2 } as const;

/** Reads for one request: nothing is kept beyond it, so nothing can go stale. */
export function requestReads(deps: Pick<Deps, 'db' | 'search'>): SearchReads {
  // Kept as promises, so searches running at once (the wider searches of a suggestion) share a read under way.
  const matches = new Map<string, { ids: Promise<string[]>; limit: number; fields?: FieldsWanted }>();
  // What the index handed back with its matches, when asked: the fields of listings it holds (published ones only).
  const indexed = new Map<string, IndexedListing>();
  const rowsByColumns = new Map<string, Map<string, CandidateRow | null>>();
  return {
    async candidates(query, limit, fields) {
      const key = JSON.stringify(query);
      const known = matches.get(key);
      // A read with a larger limit, or one that found fewer than it asked for (all there are), answers a smaller
      // one, when it was asked for as many fields.
      if (known && FIELD_LEVEL[known.fields ?? 'none'] >= FIELD_LEVEL[fields ?? 'none']) {
        const ids = await known.ids;
        if (known.limit >= limit || ids.length < known.limit) return ids.slice(0, limit);
      }
      const ids = deps.search.candidates(deps.db, query, limit, fields).then((found) => {
        for (const listing of found) {
          // A listing handed back with its hours before is not replaced by one without.
          if (listing.name !== undefined && indexed.get(listing.id)?.hours === undefined) indexed.set(listing.id, listing);
        }
        return found.map((listing) => listing.id);
      });
      matches.set(key, { ids, limit, fields });
      return ids;
    },
    async rows(ids, { ranking, sortKeys, checks }) {
      // Ranking, and the checks where the index keeps the hours, need nothing it did not hand back with the ids.
      const handedBack = (id: string) => {
        const listing = indexed.get(id);
        return listing !== undefined && (!checks || listing.hours !== undefined);
      };
      if (!sortKeys && ids.every(handedBack)) return ids.flatMap((id) => indexed.get(id) ?? []);
      const columns = `${ranking}:${checks}`;
      // Rows read with more columns serve a read of fewer.
      const wider = [`${ranking}:true`, 'true:true', `true:${checks}`].map((c) => rowsByColumns.get(c));
      let known = rowsByColumns.get(columns);
      if (!known) {
        known = new Map();
        rowsByColumns.set(columns, known);
      }
      const own = known;
      const lookUp = (id: string) => [own, ...wider].find((rows) => rows?.has(id))?.get(id);
      const missing = ids.filter((id) => lookUp(id) === undefined);
      if (missing.length > 0) {
        const found = new Map((await findCandidateRows(deps.db, missing, ranking, checks)).map((row) => [row.id, row]));
        // An id that is not a published listing is remembered as such.
        for (const id of missing) own.set(id, found.get(id) ?? null);
      }
      return ids.flatMap((id) => lookUp(id) ?? []);
    },
  };
}
