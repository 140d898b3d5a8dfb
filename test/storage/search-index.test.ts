import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdGenerator } from '../../src/deps.js';
import { parseSearchTerms } from '../../src/storage/search/search-text.js';
import { fixedClock } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

describe.each(DIALECTS)('SearchIndex on %s', (dialect) => {
  let storage: TestStorage;
  const ids: Record<string, string> = {};

  /** Listing ids matching `text`, best first (ties by id), as the directory orders them. */
  async function match(text: string): Promise<string[]> {
    const terms = parseSearchTerms(text);
    if (!terms) return [];
    const rows = await storage.db
      .selectFrom(storage.search.matchTable(terms))
      .select(['m.listing_id', 'm.score'])
      .orderBy('m.score', 'desc')
      .orderBy('m.listing_id')
      .execute();
    return rows.map((r) => r.listing_id);
  }

  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    const clock = fixedClock();
    const deps = { ...storage, clock, ids: createIdGenerator(clock) };
    ids.florist = await createListing(deps, {
      name: 'Rosewood Florist',
      description: 'Bouquets and wedding flowers.',
      categories: ['florist'],
      address: { locality: 'Zürich', country: 'CH' },
    });
    ids.bakery = await createListing(deps, {
      name: 'Crumb Bakery',
      description: 'Sourdough bread; we also sell rosewood cutting boards.',
      categories: ['bakery'],
      address: { locality: 'Amsterdam', country: 'NL' },
    });
    ids.cafe = await createListing(deps, {
      name: 'Café Crème',
      description: 'Espresso, croissants and crème brûlée.',
      categories: ['cafe'],
      address: { locality: 'Paris', country: 'FR' },
    });
  });
  afterAll(() => storage.destroy());

  it('finds a listing by a word of its name, description, category or city', async () => {
    expect(await match('florist')).toEqual([ids.florist]);
    expect(await match('sourdough')).toEqual([ids.bakery]);
    expect(await match('bakeries')).toEqual([ids.bakery]);
    expect(await match('patisserie')).toEqual([]);
    expect(await match('amsterdam')).toEqual([ids.bakery]);
    expect(await match('cafe')).toEqual([ids.cafe]);
  });

  it('ranks a name match above a description match', async () => {
    expect(await match('rosewood')).toEqual([ids.florist, ids.bakery]);
  });

  it('ignores accents and case on both sides', async () => {
    expect(await match('ZURICH')).toEqual([ids.florist]);
    expect(await match('creme brulee')).toEqual([ids.cafe]);
    expect(await match('Crème')).toEqual([ids.cafe]);
  });

  it('requires every term and treats the last as a prefix while typing', async () => {
    expect(await match('crumb sour')).toEqual([ids.bakery]);
    expect(await match('crumb sour ')).toEqual([]);
    expect(await match('crumb florist')).toEqual([]);
    expect(await match('flor')).toEqual([ids.florist]);
  });

  it('is never broken by hostile text', async () => {
    const hostile = [
      '"',
      "'",
      '"unterminated',
      'AND OR NOT',
      'NEAR(a b)',
      'a* OR b*',
      '-florist',
      'florist:*',
      '!!!',
      '(',
      ')',
      '\u0000florist',
      'florist\u0000',
      `${'x'.repeat(10_000)}`,
      "'; drop table listings; --",
      '^florist',
      'col:florist',
      'name:rosewood',
      '{name}: florist',
      'florist & !bakery | cafe',
      '<->',
      '\\',
      '%_%',
    ];
    for (const text of hostile) {
      await expect(match(text), text).resolves.toBeInstanceOf(Array);
    }
    expect(await match('"florist"')).toEqual([ids.florist]);
    expect(await match('\u0000florist')).toEqual([ids.florist]);
  });

  it('forgets a removed listing and reindexes a changed one', async () => {
    await storage.search.remove(storage.db, [ids.cafe ?? '']);
    expect(await match('espresso')).toEqual([]);
    await storage.search.index(storage.db, [
      {
        listingId: ids.cafe ?? '',
        name: 'Café Crème',
        description: 'Now serving matcha.',
        categories: 'cafe',
        place: 'Paris',
      },
    ]);
    await storage.search.index(storage.db, [
      {
        listingId: ids.cafe ?? '',
        name: 'Café Crème',
        description: 'Now serving matcha.',
        categories: 'cafe',
        place: 'Paris',
      },
    ]);
    expect(await match('matcha')).toEqual([ids.cafe]);
    expect(await match('espresso')).toEqual([]);
  });
});
