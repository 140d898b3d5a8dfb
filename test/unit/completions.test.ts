import { describe, expect, it } from 'vitest';
import { upToListings } from '../../src/directory/directory-page.js';

const completions = [
  { term: 'classic', documents: 189_462 },
  { term: 'cleaning', documents: 72_665 },
  { term: 'clinic', documents: 46_354 },
];

describe('completions a word being typed matches in descriptions', () => {
  it('stop at the one that brings them to the given number of listings', () => {
    expect(upToListings(completions, 20_000).map((c) => c.term)).toEqual(['classic']);
    expect(upToListings(completions, 250_000).map((c) => c.term)).toEqual(['classic', 'cleaning']);
    expect(upToListings(completions, 1_000_000).map((c) => c.term)).toEqual(['classic', 'cleaning', 'clinic']);
  });

  it('keep every completion of a small directory, and none when there are none', () => {
    const few = [
      { term: 'zqa', documents: 6 },
      { term: 'zqb', documents: 5 },
    ];
    expect(upToListings(few, 20_000)).toEqual(few);
    expect(upToListings([], 20_000)).toEqual([]);
  });
});
