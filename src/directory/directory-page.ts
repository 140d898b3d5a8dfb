/**
 * How one directory page is found, with every query's cost bounded whatever the number of
 * listings: words go to the search index for at most {@link NAME_CANDIDATES} listings whose name
 * matches and {@link WORD_CANDIDATES} whose text matches, ranked by {@link relevanceScore} and
 * sorted in memory; filters alone page in SQL through the order indexes, unless the index shows
 * at most {@link SORTED_IN_MEMORY} matches, which are sorted in memory instead.
 */
import type { Deps } from '../deps.js';
import type { ListingTable } from '../storage/database.js';
import { distanceKm } from '../storage/search/geo-cells.js';
import type { Completion, FieldsWanted, SearchFilters } from '../storage/search/search-index.js';
import type { SearchTerms } from '../storage/search/search-text.js';
import { type RankedFields, relevanceScore } from './relevance.js';
import {
  type CandidateRow,
  countFilteredListings,
  type DirectorySort,
  findDirectoryPage,
  findListingsInOrder,
} from './search.repository.js';
import type { SearchReads } from './search-reads.js';

/** Listings whose name holds every word, taken first. */
export const NAME_CANDIDATES = 150;
/** Listings whose text holds every word. */
export const WORD_CANDIDATES = 350;
/** Completions a word still being typed expands to, most common first. */
export const PREFIX_COMPLETIONS = 8;
/**
 * Completions of a one- or two-letter word: its completions are the most common words of all, and
 * each one the index has to match costs PostgreSQL 1.5–4 ms at a million listings.
 */
export const SHORT_PREFIX_COMPLETIONS = 4;
/**
 * In descriptions, a word being typed matches its completions up to the one that brings them to
 * this many listings together (names match them all). The text tier takes at most
 * {@link WORD_CANDIDATES} listings, so more common words add little it can show, while each costs
 * PostgreSQL's index its whole list of listings: at a million listings, "cl" completes to
 * classic (189,000 listings), cleaning (73,000), clinic (46,000) and clothing (40,000).
 */
export const COMPLETION_LISTINGS = 20_000;
/** Filters matching at most this many listings are sorted in memory instead of scanned in SQL order. */
export const SORTED_IN_MEMORY = 500;
/**
 * Counting filtered listings stops here; beyond it `total` is a lower bound and `totalExact`
 * false. No larger than {@link SORTED_IN_MEMORY}: a filter sent to SQL is known to match more.
 */
export const TOTAL_CAP = SORTED_IN_MEMORY;

type Scored = ListingTable & { score: number; distance: number | null };
type ScoredCandidate = CandidateRow & { score: number; distance: number | null };

/**
 * Conditions the index cannot decide, checked on each candidate: being within a distance, or a
 * test on opening hours. Candidates are then sorted in memory, so totals may be lower bounds.
 */
export interface CandidateChecks {
  near: { lat: number; lon: number; radiusKm: number } | null;
  /** Whether a candidate's hours and place pass (opening at a time, now, or on its own today). */
  accept: ((row: Pick<ListingTable, 'hours' | 'lat' | 'lon' | 'country'>) => boolean) | null;
}
/** Sort key and id of the last item of the previous page. */
export type After = { key: number | string | null; id: string } | null;

/** The value a row is sorted and cursored by. */
export const SORT_VALUE: Record<DirectorySort, (row: ScoredCandidate) => number | string | null> = {
  relevance: (row) => row.score,
  name: (row) => row.sort_name ?? null,
  newest: (row) => row.published_at ?? null,
  updated: (row) => row.updated_at ?? null,
  distance: (row) => row.distance,
};
/** Orders by a key stored with the listing, which the search index does not hold. */
const SORTED_BY_KEY = new Set<DirectorySort>(['name', 'newest', 'updated']);
const DESCENDING: Record<DirectorySort, boolean> = { relevance: true, name: false, newest: true, updated: true, distance: false };

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

/** Completions, most common first, up to the one that brings them to `max` listings together. */
export function upToListings(completions: Completion[], max: number): Completion[] {
  let listings = 0;
  return completions.filter((c) => {
    const take = listings < max;
    listings += c.documents;
    return take;
  });
}

/**
 * Each typed word is a group; the last, when still being typed, also matches its completions:
 * all of them in names and ranking (`groups`), the most common in descriptions (`textGroups`).
 */
async function wordGroups(
  deps: Pick<Deps, 'db' | 'search'>,
  terms: SearchTerms,
  variants: (word: string) => string[],
): Promise<{ groups: string[][]; textGroups: string[][] }> {
  const groups = terms.terms.map((t) => [t, ...variants(t)]);
  const textGroups = [...groups];
  const last = terms.terms[terms.terms.length - 1];
  if (terms.lastIsPrefix && last) {
    const count = last.length <= 2 ? SHORT_PREFIX_COMPLETIONS : PREFIX_COMPLETIONS;
    const completions = await deps.search.completions(deps.db, last, count);
    const typed = groups[groups.length - 1] ?? [last];
    groups[groups.length - 1] = [...new Set([...typed, ...completions.map((c) => c.term)])];
    textGroups[textGroups.length - 1] = [
      ...new Set([...typed, ...upToListings(completions, COMPLETION_LISTINGS).map((c) => c.term)]),
    ];
  }
  return { groups, textGroups };
}

/** Whether a filter narrows the set enough to ask the index (a lone "not verified" does not). */
const narrows = (f: SearchFilters) =>
  f.categories.length > 0 ||
  f.country !== null ||
  f.localityKey !== null ||
  f.verified === true ||
  Boolean(f.language) ||
  Boolean(f.openDays?.length) ||
  Boolean(f.cells?.length);

/**
 * Whether filters name a country and nothing besides but its city, and "verified" with a city: the
 * place index (country, city, status, verification) counts them in one short range, where the search
 * index builds the whole list of a country's or a city's listings before it hands back the first.
 */
const placeOnly = (f: SearchFilters) =>
  f.country !== null &&
  (f.verified === null || f.localityKey !== null) &&
  f.categories.length === 0 &&
  !f.language &&
  !f.openDays?.length &&
  !f.cells?.length;

/** Sorts candidate ids (scored when there are words), then reads full rows for one page. */
async function pageOfCandidates(
  deps: Pick<Deps, 'db'>,
  reads: SearchReads,
  ids: string[],
  groups: string[][],
  minor: string[],
  sort: DirectorySort,
  limit: number,
  after: After,
  checks: CandidateChecks | null,
  /** Only the total is wanted: no rows are read for a page. */
  countOnly = false,
): Promise<{ rows: Scored[]; total: number }> {
  const compare = compareBy(sort);
  const ranking = groups.length > 0;
  const near = checks?.near ?? null;
  const accept = checks?.accept ?? null;
  // A count needs neither scores nor order: only which candidates pass the checks.
  const needs = { ranking: ranking && !countOnly, sortKeys: SORTED_BY_KEY.has(sort) && !countOnly, checks: checks !== null };
  const passing = (await reads.rows(ids, needs))
    .map((row) => ({
      ...row,
      distance: near && row.lat != null && row.lon != null ? distanceKm(near.lat, near.lon, row.lat, row.lon) : null,
    }))
    .filter((row) => (!near || (row.distance !== null && row.distance <= near.radiusKm)) && (!accept || accept(row as never)));
  if (countOnly) return { rows: [], total: passing.length };
  const keyed = passing
    .map((candidate) => {
      const row = { ...candidate, score: ranking ? relevanceScore(candidate as RankedFields, groups, minor) : 0 };
      return { row, key: SORT_VALUE[sort](row), id: row.id };
    })
    .sort(compare);
  const start = after ? keyed.findIndex((r) => compare(r, after) > 0) : 0;
  const page = start < 0 ? [] : keyed.slice(start, start + limit + 1);
  const byId = new Map(page.map((r) => [r.id, r.row]));
  const rows = await findListingsInOrder(
    deps.db,
    page.map((r) => r.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, score: byId.get(row.id)?.score ?? 0, distance: byId.get(row.id)?.distance ?? null })),
    total: keyed.length,
  };
}

/**
 * Finds one page and the (capped) total: words go to the search index for bounded candidates;
 * filters alone page in SQL unless the index shows few enough matches to sort in memory, or they
 * were read from the words and are ranked by them (then the first {@link SORTED_IN_MEMORY} are).
 */
export async function findPage(
  deps: Pick<Deps, 'db' | 'search'>,
  reads: SearchReads,
  terms: SearchTerms | null,
  filters: SearchFilters,
  sort: DirectorySort,
  limit: number,
  after: After,
  options: {
    variants?: (word: string) => string[];
    checks?: CandidateChecks | null;
    /** The query's words read as filters, which rank the listings beside the searched words. */
    rankGroups?: string[][];
    /** Typed words that only join the others; a name holding them ranks a little higher. */
    rankMinor?: string[];
    /**
     * Only the total is wanted, and at most this many candidates are read for it (those that pass the
     * checks are counted; `exact` is false when more matched): a wider search offered when nothing
     * matched is counted so.
     */
    countWithin?: number;
  } = {},
): Promise<{ rows: Scored[]; total: number; exact: boolean; sortedBy: DirectorySort }> {
  const checks = options.checks ?? null;
  const countOnly = options.countWithin !== undefined;
  // A page that is not sorted by a stored key needs no more of its candidates than the index can hand back.
  const fieldsFromIndex = (order: DirectorySort): FieldsWanted | undefined =>
    SORTED_BY_KEY.has(order) ? undefined : checks ? 'checks' : 'ranking';
  // A count reads no more candidates than it is asked to count within.
  const within = options.countWithin;
  const inMemoryCap = Math.min(SORTED_IN_MEMORY, within ?? SORTED_IN_MEMORY);
  const inSql = async (total?: number) => {
    const sqlSort = sort === 'relevance' || sort === 'distance' ? 'name' : sort;
    const [page, counted] = await Promise.all([
      countOnly ? [] : findDirectoryPage(deps.db, deps.search, { filters, sort: sqlSort, limit, after }),
      total ?? countFilteredListings(deps.db, filters, TOTAL_CAP),
    ]);
    const rows = page.map((row) => ({ ...row, score: 0, distance: null }));
    return { rows, total: counted, exact: counted < TOTAL_CAP, sortedBy: sqlSort as DirectorySort };
  };
  if (!terms) {
    const inMemory = checks !== null || sort === 'distance';
    if (!narrows(filters) && !inMemory) return inSql();
    // One bounded read decides: few enough matches are sorted in memory, with an exact total;
    // more page in SQL, and the total is then the cap (at least that many match). Checks the
    // index cannot make keep to the bounded set, whose total is then a lower bound.
    const rank = sort === 'relevance' ? (options.rankGroups ?? []) : [];
    const inMemorySort = sort === 'relevance' && rank.length === 0 ? 'name' : sort;
    // Filters read from the words ("bookshop in Manchester who speaks English") are ranked by those words, as a text
    // search is, among the first candidates; only filters given as such page through every match in SQL.
    const pagedInSql = !inMemory && (rank.length === 0 || countOnly);
    // A count that finds more than it counts within says so, at that many.
    const beyond = () => (countOnly ? { rows: [], total: inMemoryCap, exact: false, sortedBy: sort } : inSql(TOTAL_CAP));
    if (pagedInSql && placeOnly(filters) && (await countFilteredListings(deps.db, filters, inMemoryCap + 1)) > inMemoryCap)
      return beyond();
    const query = { groups: [], field: 'all' as const, filters };
    const ids = await reads.candidates(query, inMemoryCap + 1, fieldsFromIndex(inMemorySort));
    const cut = ids.length > inMemoryCap;
    if (cut && pagedInSql) return beyond();
    const page = await pageOfCandidates(
      deps,
      reads,
      ids.slice(0, inMemoryCap),
      rank,
      options.rankMinor ?? [],
      inMemorySort,
      limit,
      after,
      checks,
      countOnly,
    );
    return { ...page, exact: !cut, sortedBy: inMemorySort };
  }
  const { groups, textGroups } = await wordGroups(deps, terms, options.variants ?? (() => []));
  const nameCap = Math.min(NAME_CANDIDATES, within ?? NAME_CANDIDATES);
  const wordCap = Math.min(WORD_CANDIDATES, within ?? WORD_CANDIDATES);
  // A listing's text holds its name: when both tiers match the same words, a count needs only the text's matches
  // (all of them when it is not cut, at least the cap when it is).
  const nameWithinText = countOnly && JSON.stringify(groups) === JSON.stringify(textGroups);
  const [byName, byWords] = await Promise.all([
    nameWithinText ? [] : reads.candidates({ groups, field: 'name', filters }, nameCap, fieldsFromIndex(sort)),
    reads.candidates({ groups: textGroups, field: 'all', filters }, wordCap, fieldsFromIndex(sort)),
  ]);
  const ids = [...new Set([...byName, ...byWords])];
  // The total is what can be paged through; when the text tier was cut, more listings match.
  const cut = byWords.length >= wordCap || byName.length >= nameCap;
  // The text's groups (with completions of the word being typed), then the other words the query
  // was read from, which rank too.
  const textWords = new Set(groups.map((g) => g[0]));
  const rank = [...groups, ...(options.rankGroups ?? []).filter((g) => !textWords.has(g[0]))];
  const page = await pageOfCandidates(deps, reads, ids, rank, options.rankMinor ?? [], sort, limit, after, checks, countOnly);
  return { ...page, exact: !cut, sortedBy: sort };
}
