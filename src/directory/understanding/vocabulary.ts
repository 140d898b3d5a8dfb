/**
 * What query understanding knows of the directory's own contents: its cities (for the phrase
 * book) and the indexed words with their counts (for other inflections and misspellings of a
 * typed word). Read from the database at first use and again in the background once
 * {@link REFRESH_MS} old, so a request never waits for more than the first read.
 */
import { stemmer as english } from '@orama/stemmers/english';
import SearchableMap from 'minisearch/SearchableMap';
import type { Deps } from '../../deps.js';
import { editDistance } from '../../edit-distance.js';
import { listPublishedCities } from '../figures.repository.js';
import { buildPhraseBook, type KnownCity, type PhraseBook, stemIn, typoAllowance } from './phrases.js';

/** How old the vocabulary may get before it is read again (in the background). */
export const REFRESH_MS = 5 * 60_000;
/** Other forms of a word searched beside it ("plumbers" for "plumber"), most common first. */
const MAX_INFLECTIONS = 4;
/** Corrections of an unknown word searched instead of it, most common first. */
const MAX_CORRECTIONS = 3;

export interface QueryVocabulary {
  book: PhraseBook;
  /** Whether the search index holds this word as written. */
  isKnownWord(word: string): boolean;
  /**
   * Indexed words a typed word should also match: its other inflections, or, when the index does
   * not hold it, the closest words within its typo allowance. Empty when there are none.
   */
  variants(word: string): string[];
}

/** Builds the vocabulary from the directory's cities and indexed words (a pure function). */
export function buildQueryVocabulary(cities: KnownCity[], terms: { term: string; documents: number }[]): QueryVocabulary {
  const book = buildPhraseBook(cities);
  const counts = new Map(terms.map((t) => [t.term, t.documents]));
  const byStem = new Map<string, string[]>();
  const letters = new SearchableMap<number>();
  for (const { term, documents } of terms) {
    if (!/^\p{L}+$/u.test(term)) continue;
    // Memoised: the same words come back at every refresh.
    const stem = stemIn('en', term);
    const list = byStem.get(stem);
    if (list) list.push(term);
    else byStem.set(stem, [term]);
    if (term.length >= 5) letters.set(term, documents);
  }
  const common = (a: string, b: string) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0);
  return {
    book,
    isKnownWord: (word) => counts.has(word),
    variants(word) {
      if (!/^\p{L}+$/u.test(word)) return [];
      if (counts.has(word)) {
        return (byStem.get(english(word)) ?? [])
          .filter((t) => t !== word)
          .sort(common)
          .slice(0, MAX_INFLECTIONS);
      }
      const allowed = typoAllowance(word);
      if (allowed === 0) return (byStem.get(english(word)) ?? []).sort(common).slice(0, MAX_INFLECTIONS);
      // Levenshtein within one more edit finds transpositions, which count as one typo here.
      const near = [...letters.fuzzyGet(word, allowed + 1).keys()].filter((t) => editDistance(word, t, allowed) <= allowed);
      const sameStem = byStem.get(english(word)) ?? [];
      return [...new Set([...sameStem, ...near])].sort(common).slice(0, MAX_CORRECTIONS);
    },
  };
}

type VocabularyDeps = Pick<Deps, 'db'>;

async function readVocabulary(deps: VocabularyDeps): Promise<QueryVocabulary> {
  const [places, terms] = await Promise.all([
    listPublishedCities(deps.db),
    deps.db.selectFrom('search_terms').select(['term', 'documents']).execute(),
  ]);
  const cities: KnownCity[] = places.map((p) => ({ key: p.key, name: p.name, country: p.country }));
  return buildQueryVocabulary(
    cities,
    terms.map((t) => ({ term: t.term, documents: Number(t.documents) })),
  );
}

export interface QueryVocabularySource {
  current(): Promise<QueryVocabulary>;
}

/** The vocabulary, read once and refreshed in the background when older than {@link REFRESH_MS}. */
export function createQueryVocabulary(deps: VocabularyDeps, refreshMs = REFRESH_MS): QueryVocabularySource {
  let held: { vocabulary: QueryVocabulary; readAt: number } | null = null;
  let reading: Promise<QueryVocabulary> | null = null;
  const read = () => {
    reading ??= readVocabulary(deps)
      .then((vocabulary) => {
        held = { vocabulary, readAt: Date.now() };
        return vocabulary;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  return {
    async current() {
      if (!held) return read();
      if (Date.now() - held.readAt > refreshMs) read().catch(() => undefined);
      return held.vocabulary;
    },
  };
}

const sources = new WeakMap<object, QueryVocabularySource>();

/** The vocabulary of one database, shared by every search of this process. */
export function queryVocabularyOf(deps: VocabularyDeps): QueryVocabularySource {
  let source = sources.get(deps.db);
  if (!source) {
    source = createQueryVocabulary(deps);
    sources.set(deps.db, source);
  }
  return source;
}
