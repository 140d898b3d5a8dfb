/** A business's fact index searched term by term, each term's matches kept (see `termSearcher`). Pure. */
import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { RecentCache } from '../lru.js';

/** How the fact index is searched: the query's terms are stems already, so they are neither split further nor stemmed again. */
export const TERM_SEARCH_OPTIONS = {
  tokenize: (text: string) => text.split(' ').filter(Boolean),
  processTerm: (term: string) => term,
  boost: { question: 3, keywords: 1.5, text: 1 },
} as const;

/** A typed word of four letters or more may be one letter off (a typo); words WordNet gave are spelt right. */
const forgiving = { fuzzy: (term: string) => (term.length >= 4 ? 0.25 : 0), maxFuzzy: 1 } as const;

/**
 * Searches a business's fact index for the words typed (one typo forgiven) or the words related to them, term by
 * term, keeping each term's matches: the questions put to one business share most of their words, and forgiving a
 * typo walks the index's whole term tree. It finds what `index.search` finds for the query "typed OR related",
 * with the same scores to the last bit (each fact's term scores are summed in the query's order, as MiniSearch sums
 * them) and the same matched query terms; results are best first.
 */
export function termSearcher(index: MiniSearch, keptTerms: number) {
  const matches = new RecentCache<string, ReadonlyMap<string, number>>(keptTerms);
  const matchesOf = (term: string, typed: boolean) => {
    // Words under four letters are matched exactly either way, so typed and related ones share an entry.
    const forgiven = typed && term.length >= 4;
    return matches.remember(`${forgiven ? '~' : '='}${term}`, () => {
      const found = index.search(term, forgiven ? { ...TERM_SEARCH_OPTIONS, ...forgiving } : TERM_SEARCH_OPTIONS);
      return new Map(found.map((result) => [String(result.id), result.score]));
    });
  };
  const sum = (terms: readonly string[], typed: boolean, into: Map<string, { score: number; terms: string[] }>) => {
    const part = new Map<string, { score: number; terms: string[] }>();
    for (const term of terms) {
      for (const [id, score] of matchesOf(term, typed)) {
        const found = part.get(id);
        if (found) {
          found.score += score;
          found.terms.push(term);
        } else part.set(id, { score, terms: [term] });
      }
    }
    for (const [id, { score, terms: matched }] of part) {
      const found = into.get(id);
      if (found) {
        found.score += score;
        found.terms.push(...matched);
      } else into.set(id, { score, terms: matched });
    }
  };
  return (typed: readonly string[], related: readonly string[]): SearchResult[] => {
    const found = new Map<string, { score: number; terms: string[] }>();
    sum(typed, true, found);
    sum(related, false, found);
    // As MiniSearch ranks: the summed score times the number of query terms that matched.
    return [...found]
      .map(([id, { score, terms }]) => ({ id, score: score * terms.length, terms: [], queryTerms: terms, match: {} }))
      .sort((a, b) => b.score - a.score);
  };
}
