/**
 * `/api/directory`: reads the query as people type it (see `understanding/`), validates the
 * parameters the schema cannot, finds the page (see `directory-page.ts` for how its cost stays
 * bounded), relaxes a search that finds nothing, and issues the next cursor.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { sortKey } from '../listings/listing-input.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import { cellsCovering } from '../storage/search/geo-cells.js';
import type { SearchFilters } from '../storage/search/search-index.js';
import { parseSearchTerms } from '../storage/search/search-text.js';
import type { Urls } from '../urls.js';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.js';
import { type CandidateChecks, findPage, SORT_VALUE } from './directory-page.js';
import { type ListingSummary, presentListingSummary } from './listing.present.js';
import type { DirectorySort } from './search.repository.js';
import { parseNear, parseOpenAt } from './search-params.js';
import { requestReads, type SearchReads } from './search-reads.js';
import { type SearchPlan, type Suggestion, suggestRelaxed } from './search-suggestions.js';
import { type Interpretation, interpretQuery, type OpenWish, type Understood } from './understanding/interpret.js';
import { candidateDays, meetsOpenWish } from './understanding/opening.js';
import { type QueryVocabulary, queryVocabularyOf } from './understanding/vocabulary.js';

export interface DirectoryParams {
  q?: string | undefined;
  category?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  verified?: 'true' | 'false' | undefined;
  language?: string | undefined;
  openAt?: string | undefined;
  openNow?: 'true' | 'false' | undefined;
  near?: string | undefined;
  radiusKm?: number | undefined;
  interpret?: 'true' | 'false' | undefined;
  sort?: DirectorySort | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** What the query's text was read to mean, and what was set aside to find results. */
export interface InterpretationSummary {
  understood: Understood[];
  /** The words searched as text, or null when none were. */
  text: string | null;
  /** Words of the text left out because no listing matched them all. */
  ignored: string[];
  /** True when the understood filters found nothing and the text was searched as typed instead. */
  literal: boolean;
}

export interface DirectoryResult {
  ok: true;
  query: {
    q: string | null;
    category: string[];
    country: string | null;
    city: string | null;
    verified: boolean | null;
    language: string | null;
    openAt: string | null;
    openNow: boolean;
    near: string | null;
    radiusKm: number | null;
    sort: DirectorySort;
    limit: number;
  };
  total: number;
  /** False when more listings match than `total` says (counting stopped, or the best matches were cut). */
  totalExact: boolean;
  interpretation: InterpretationSummary | null;
  /** When nothing matched: nearby searches that do find listings, each with its parameters. */
  suggestions: Suggestion[];
  results: (ListingSummary & { distanceKm?: number })[];
  nextCursor: string | null;
}

const DEFAULT_RADIUS_KM = 25;

/** The explicit parameters, checked. */
function readExplicit(params: DirectoryParams, now: Date) {
  const categories = params.category ? [...new Set(params.category.split(',').map((c) => c.trim().toLowerCase()))] : [];
  const unknown = categories.filter((c) => !findCategory(c));
  if (unknown.length > 0) {
    throw new AppError('unknown_category', `Unknown category: ${unknown.join(', ')}.`, { parameter: 'category', unknown });
  }
  const country = params.country ? findCountry(params.country) : undefined;
  if (params.country && !country) {
    throw new AppError('unknown_country', `Unknown country code "${params.country}".`, { parameter: 'country' });
  }
  const openAt = params.openAt ? parseOpenAt(params.openAt) : null;
  const open: OpenWish | null = params.openNow === 'true' ? { days: null, time: null, now: true } : openAt;
  const near = params.near ? parseNear(params.near, params.radiusKm ?? DEFAULT_RADIUS_KM) : null;
  if (params.sort === 'distance' && !near) {
    throw new AppError('validation_failed', 'sort=distance needs near=lat,lon.', { parameter: 'sort' });
  }
  return {
    categories,
    country: country?.code ?? null,
    city: params.city?.trim() || null,
    verified: params.verified === undefined ? null : params.verified === 'true',
    language: params.language?.toLowerCase() ?? null,
    open,
    near,
    now,
  };
}

type Explicit = ReturnType<typeof readExplicit>;

/** Explicit parameters win; the query's reading fills what they leave open. */
function planOf(explicit: Explicit, reading: Interpretation | null, text: string | null): SearchPlan {
  const city = explicit.city ?? reading?.city?.name ?? null;
  const cityCountry = explicit.city ? null : (reading?.city?.country ?? null);
  return {
    categories: explicit.categories.length > 0 ? explicit.categories : (reading?.categories ?? []),
    country: explicit.country ?? reading?.country ?? cityCountry,
    city,
    verified: explicit.verified ?? reading?.verified ?? null,
    language: explicit.language ?? reading?.language ?? null,
    open: explicit.open ?? reading?.open ?? null,
    near: explicit.near,
    text,
  };
}

/** Whether an opening wish is checked exactly on each candidate (a time, now, today) rather than by its days alone. */
const checkedExactly = (open: OpenWish) => open.now || open.time !== null || open.days === null;

function filtersOf(plan: SearchPlan, now: Date): SearchFilters {
  const cells = plan.near ? (cellsCovering(plan.near.lat, plan.near.lon, plan.near.radiusKm) ?? []) : [];
  const narrowed = plan.categories.length > 0 || plan.country || plan.city || plan.language || cells.length > 0;
  // Most listings open on most days, and an index query that finds nothing reads every listing
  // holding the days asked: when other filters narrow and each candidate's hours are checked
  // exactly anyway, the days are left to that check.
  const byDays = plan.open && !(narrowed && checkedExactly(plan.open));
  return {
    categories: plan.categories,
    country: plan.country,
    localityKey: plan.city ? sortKey(plan.city) : null,
    verified: plan.verified,
    language: plan.language,
    openDays: plan.open && byDays ? candidateDays(plan.open, now) : [],
    cells,
  };
}

function checksOf(plan: SearchPlan, now: Date): CandidateChecks | null {
  const open = plan.open;
  const exactOpen = open && checkedExactly(open);
  if (!exactOpen && !plan.near) return null;
  return { near: plan.near, accept: exactOpen ? (row) => meetsOpenWish(row, open, now) : null };
}

/**
 * Candidates read when a wider search is counted for a suggestion: a suggestion needs only to know that
 * some match, and each candidate costs a read (of its place in the index, and of its hours or point
 * when they are checked).
 */
const SUGGESTION_CANDIDATES = 100;

/** Runs one plan: its page and total. */
async function runPlan(
  deps: Pick<Deps, 'db' | 'search'>,
  reads: SearchReads,
  plan: SearchPlan,
  sort: DirectorySort,
  limit: number,
  after: { key: number | string | null; id: string } | null,
  variants: (word: string) => string[],
  now: Date,
  lastIsPrefix: boolean,
  rank: { groups: string[][]; minor: string[] },
  /** Only count, within this many checked candidates (see `findPage`). */
  countWithin?: number,
) {
  const words = plan.text ? parseSearchTerms(`${plan.text}${lastIsPrefix ? '' : ' '}`) : null;
  if (plan.text && !words) return { rows: [], total: 0, exact: true, sortedBy: sort };
  return findPage(deps, reads, words, filtersOf(plan, now), sort, limit, after, {
    variants,
    checks: checksOf(plan, now),
    rankGroups: rank.groups,
    rankMinor: rank.minor,
    countWithin,
  });
}

/**
 * The order in which words are set aside when a search finds nothing: words the index does not
 * hold in any form first, then the others from the last. Words naming an unknown place are never
 * set aside: "dentist in reykjavik" finds nothing rather than every dentist.
 */
export function setAsideOrder(words: string[], unknownPlace: string[], vocabulary: QueryVocabulary): string[] {
  const kept = new Set(unknownPlace);
  const candidates = words.filter((w) => !kept.has(w)).reverse();
  const unheard = (w: string) => !vocabulary.isKnownWord(w) && vocabulary.variants(w).length === 0;
  return [...candidates.filter(unheard), ...candidates.filter((w) => !unheard(w))];
}

export async function searchDirectory(
  deps: Pick<Deps, 'db' | 'search' | 'clock'>,
  urls: Urls,
  params: DirectoryParams,
): Promise<DirectoryResult> {
  const now = deps.clock.now();
  const q = params.q?.trim() || null;
  const explicit = readExplicit(params, now);
  // Text with no searchable words (only punctuation) matches nothing.
  const typedTerms = q ? parseSearchTerms(q) : null;
  const noWords = q !== null && typedTerms === null;
  const interpret = params.interpret !== 'false' && !noWords;
  const vocabulary = q ? await queryVocabularyOf(deps).current() : null;
  const reading = q && interpret && vocabulary ? interpretQuery(q, vocabulary.book, vocabulary.isKnownWord) : null;
  const lastIsPrefix = Boolean(params.q && !/\s$/.test(params.q) && !reading?.understood.length);
  const variants = vocabulary ? vocabulary.variants : () => [];
  const literal = planOf(explicit, null, q);
  const read = reading ? planOf(explicit, reading, reading.text || null) : literal;
  // relevance needs words; without them the natural order is by name.
  const sort: DirectorySort = params.sort && !(params.sort === 'relevance' && !q) ? params.sort : q ? 'relevance' : 'name';

  const fingerprint = queryFingerprint([
    sort,
    q,
    interpret,
    explicit.categories,
    explicit.country,
    explicit.city,
    explicit.verified,
    explicit.language,
    params.openAt ?? null,
    params.openNow ?? null,
    params.near ?? null,
    params.radiusKm ?? null,
  ]);
  const cursor = params.cursor ? decodeCursor(params.cursor, fingerprint) : null;
  const after = cursor && { key: cursor.k, id: cursor.id };
  const limit = params.limit ?? 20;
  // Ranked by every word typed but the fillers, including those read as filters ("market" in "harvest market").
  const fillers = new Set(reading?.fillers);
  const rankWords = (typedTerms?.terms ?? []).filter((t) => !fillers.has(t));
  const rank = { groups: rankWords.map((t) => [t, ...variants(t)]), minor: [...fillers] };
  const reads = requestReads(deps);
  const run = (plan: SearchPlan, countWithin?: number) =>
    runPlan(deps, reads, plan, sort, limit, after, variants, now, lastIsPrefix, rank, countWithin);

  // The reading first; then the text as typed; then the reading with words set aside (see setAsideOrder).
  let chosen = read;
  let found = noWords ? { rows: [], total: 0, exact: true, sortedBy: sort } : await run(read);
  let usedLiteral = false;
  const ignored: string[] = [];
  if (found.total === 0 && reading && reading.understood.length > 0 && q && !noWords) {
    const typed = await run(literal);
    if (typed.total > 0) {
      found = typed;
      chosen = literal;
      usedLiteral = true;
    }
  }
  const constrained = (plan: SearchPlan) =>
    plan.categories.length > 0 || plan.country || plan.city || plan.language || plan.open || plan.near || plan.verified !== null;
  if (found.total === 0 && !usedLiteral && read.text && vocabulary) {
    const words = read.text.split(' ');
    const typedOrder = [...words];
    const order = setAsideOrder(words, reading?.unknownPlace ?? [], vocabulary);
    // Never all of the words when nothing else narrows the search.
    const keep = constrained(read) ? 0 : 1;
    for (const word of order) {
      if (found.total > 0 || words.length <= keep) break;
      words.splice(words.lastIndexOf(word), 1);
      ignored.push(word);
      chosen = { ...read, text: words.join(' ') || null };
      found = await run(chosen);
    }
    if (found.total === 0) {
      chosen = read;
      ignored.length = 0;
    }
    ignored.sort((a, b) => typedOrder.indexOf(a) - typedOrder.indexOf(b));
  }

  const page = found.rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    found.rows.length > limit && last ? encodeCursor({ f: fingerprint, k: SORT_VALUE[found.sortedBy](last), id: last.id }) : null;
  const suggestions =
    found.total === 0 && !cursor && !noWords ? await suggestRelaxed(chosen, (plan) => run(plan, SUGGESTION_CANDIDATES)) : [];
  return {
    ok: true,
    query: {
      q,
      category: explicit.categories,
      country: explicit.country,
      city: explicit.city,
      verified: explicit.verified,
      language: explicit.language,
      openAt: params.openAt ?? null,
      openNow: params.openNow === 'true',
      near: explicit.near ? `${explicit.near.lat},${explicit.near.lon}` : null,
      radiusKm: explicit.near ? explicit.near.radiusKm : null,
      sort,
      limit,
    },
    total: found.total,
    totalExact: found.exact,
    interpretation: reading
      ? { understood: usedLiteral ? [] : reading.understood, text: chosen.text, ignored, literal: usedLiteral }
      : null,
    suggestions,
    results: page.map((row) => ({
      ...presentListingSummary(row, urls),
      ...(row.distance !== null ? { distanceKm: Math.round(row.distance * 10) / 10 } : {}),
    })),
    nextCursor,
  };
}
