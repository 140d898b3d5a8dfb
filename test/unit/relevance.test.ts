import { describe, expect, it } from 'vitest';
import { type RankedFields, relevanceScore } from '../../src/directory/relevance.js';

const listing = (name: string, categories: string[] = ['bakery'], locality = 'Utrecht'): RankedFields => ({
  name,
  categories: JSON.stringify(categories),
  locality,
  region: null,
  country: 'NL',
});

describe('relevanceScore', () => {
  it('puts a name holding every word above any other match', () => {
    const named = relevanceScore(listing('Utrecht Rye Bakery'), [['rye'], ['utrecht']]);
    const partly = relevanceScore(listing('Rye House', ['bakery'], 'Utrecht'), [['rye'], ['utrecht']]);
    expect(named).toBeGreaterThan(partly);
  });

  it('counts a word by where it occurs: name, then category or place, then description', () => {
    const inName = relevanceScore(listing('Florist Jansen', ['cafe']), [['florist']]);
    const inCategory = relevanceScore(listing('Jansen & Co', ['florist']), [['florist']]);
    const inDescription = relevanceScore(listing('Jansen & Co', ['cafe']), [['florist']]);
    expect(inName).toBeGreaterThan(inCategory);
    expect(inCategory).toBeGreaterThan(inDescription);
    expect(relevanceScore(listing('Jansen & Co', ['cafe']), [['netherlands']])).toBe(inCategory);
  });

  it('lets any completion of a typed word count, and a shorter name win a tie', () => {
    expect(relevanceScore(listing('Golden Bakehouse'), [['bake', 'bakery', 'bakehouse']])).toBeGreaterThan(
      relevanceScore(listing('Golden Mill', ['cafe']), [['bake', 'bakery', 'bakehouse']]),
    );
    expect(relevanceScore(listing('Rye Bakery'), [['rye']])).toBeGreaterThan(
      relevanceScore(listing('Old Rye Bakery'), [['rye']]),
    );
  });
  it('gives joining words a point in the name without needing them for the whole-name rank', () => {
    const store = relevanceScore(listing('Tanaka Store'), [['tanaka']], ['store']);
    const dentistry = relevanceScore(listing('Tanaka Dentistry'), [['tanaka']], ['store']);
    expect(store).toBeGreaterThan(dentistry);
    expect(dentistry).toBeGreaterThan(relevanceScore(listing('Rye Store'), [['tanaka']], ['store']));
  });
});
