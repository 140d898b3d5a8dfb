/** The fact index searched term by term, against MiniSearch's own search of the same query. */
import MiniSearch, { type Query } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { TERM_SEARCH_OPTIONS, termSearcher } from '../../src/answers/term-search.js';

const FACTS = [
  { id: 'f1', question: '', keywords: 'price cost', text: 'a watch battery replacement cost 25 and is done while you wait' },
  { id: 'f2', question: 'do you repair clock', keywords: 'service', text: 'grandfather clock are collect from your home' },
  { id: 'f3', question: '', keywords: 'service', text: 'watch strap in leather metal and rubber are fit on the spot' },
  { id: 'f4', question: '', keywords: 'polici', text: 'repair come with a 12 month warranti on every watch' },
  { id: 'f5', question: 'how long doe a servic take', keywords: 'faq', text: 'most servic take three to four week' },
  { id: 'f6', question: '', keywords: 'locat address', text: 'the shop is at 31 elizabeth street opposit the post offic' },
];

function indexOf() {
  const index = new MiniSearch({ fields: ['question', 'keywords', 'text'], ...TERM_SEARCH_OPTIONS });
  index.addAll(FACTS);
  return index;
}

/** The query the engine asked MiniSearch before: typed terms with one typo forgiven, or related terms. */
function queryOf(typed: readonly string[], related: readonly string[]): Query {
  return {
    combineWith: 'OR',
    queries: [
      { queries: [typed.join(' ')], fuzzy: (term: string) => (term.length >= 4 ? 0.25 : 0), maxFuzzy: 1 },
      ...(related.length > 0 ? [{ queries: [related.join(' ')], fuzzy: false }] : []),
    ],
  };
}

const WORDS = [
  'watch',
  'wattch',
  'batteri',
  'replac',
  'clock',
  'repair',
  'repaer',
  'servic',
  'price',
  'cost',
  'strap',
  'shop',
  'home',
  'leather',
  'week',
  'spot',
  'nothing',
  'fit',
  'is',
];

describe('termSearcher', () => {
  it('finds the facts MiniSearch finds for the whole query, with the same scores to the last bit', () => {
    const index = indexOf();
    const search = termSearcher(index, 100);
    // A fixed pseudo-random walk through word choices: typed and related words in many combinations and orders.
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 16;
    };
    let both = 0;
    for (let round = 0; round < 300; round++) {
      const pick = (count: number) => [...new Set(Array.from({ length: count }, () => WORDS[next() % WORDS.length] as string))];
      const typed = pick(next() % 4);
      const related = pick(next() % 5).filter((w) => !typed.includes(w));
      if (typed.length > 1 && related.length > 1) both++;
      const expected = index.search(queryOf(typed, related), TERM_SEARCH_OPTIONS);
      const found = search(typed, related);
      expect(found.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
      for (const result of found) {
        const same = expected.find((r) => r.id === result.id);
        expect(result.score).toBe(same?.score);
        expect([...result.queryTerms].sort()).toEqual([...(same?.queryTerms ?? [])].sort());
      }
      expect(found.map((r) => r.score)).toEqual(expected.map((r) => r.score));
    }
    // The walk did combine several typed words with several related ones.
    expect(both).toBeGreaterThan(50);
  });

  it('forgives a typo only in a typed word of four letters or more', () => {
    const search = termSearcher(indexOf(), 100);
    expect(search(['wattch'], []).map((r) => r.id)).toContain('f1');
    expect(search([], ['wattch'])).toEqual([]);
    expect(search(['fir'], [])).toEqual([]);
  });
});
