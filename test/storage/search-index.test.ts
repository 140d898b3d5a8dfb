import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdGenerator } from '../../src/deps.js';
import type { SearchFilters } from '../../src/storage/search/search-index.js';
import { parseSearchTerms } from '../../src/storage/search/search-text.js';
import { fixedClock } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

describe.each(DIALECTS)('SearchIndex on %s', (dialect) => {
  let storage: TestStorage;
  const ids: Record<string, string> = {};

  const NO_FILTERS: SearchFilters = { categories: [], country: null, localityKey: null, verified: null };

  /** Listing ids (sorted) matching `text` as the directory asks: the last word while typed also by its completions. */
  async function match(text: string, filters: Partial<SearchFilters> = {}, field: 'name' | 'all' = 'all'): Promise<string[]> {
    const terms = parseSearchTerms(text);
    if (!terms) return [];
    const groups = terms.terms.map((t) => [t]);
    const last = terms.terms.at(-1) ?? '';
    if (terms.lastIsPrefix)
      groups[groups.length - 1] = [last, ...(await storage.search.completions(storage.db, last, 16)).map((c) => c.term)];
    const query = { groups, field, filters: { ...NO_FILTERS, ...filters } };
    return (await storage.search.candidates(storage.db, query, 100)).map((c) => c.id).sort();
  }
  const sorted = (...keys: string[]) => keys.map((k) => ids[k] ?? '').sort();

  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    const clock = fixedClock();
    const deps = { ...storage, clock, ids: createIdGenerator(clock) };
    ids.florist = await createListing(deps, {
      name: 'Rosewood Florist',
      description: 'Bouquets and wedding flowers.',
      categories: ['florist'],
      address: { locality: 'Zürich', country: 'CH' },
      hours: [
        { day: 'mo', opens: '09:00', closes: '18:00' },
        { day: 'sa', opens: '22:00', closes: '02:30' },
      ],
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

  it("reads candidates alike inside a caller's transaction, and leaves the pooled connections' settings as they were", async () => {
    const terms = parseSearchTerms('bread');
    const query = { groups: (terms?.terms ?? []).map((t) => [t]), field: 'all' as const, filters: NO_FILTERS };
    const showMemory = async () => (await sql<{ work_mem: string }>`show work_mem`.execute(storage.db)).rows[0]?.work_mem;
    const before = dialect === 'postgres' ? await showMemory() : undefined;
    const outside = await Promise.all(Array.from({ length: 6 }, () => storage.search.candidates(storage.db, query, 10)));
    const inside = await storage.db.transaction().execute((trx) => storage.search.candidates(trx, query, 10));
    expect(outside.every((found) => JSON.stringify(found) === JSON.stringify(inside))).toBe(true);
    expect(inside.map((c) => c.id)).toEqual([ids.bakery]);
    if (dialect === 'postgres') {
      const after = await Promise.all(Array.from({ length: 6 }, showMemory));
      expect(after).toEqual(after.map(() => before));
    }
  });

  it('matches names alone through the name field', async () => {
    expect(await match('rosewood')).toEqual(sorted('florist', 'bakery'));
    expect(await match('rosewood', {}, 'name')).toEqual([ids.florist]);
    expect(await match('crumb bak', {}, 'name')).toEqual([ids.bakery]);
    expect(await match('sourdough', {}, 'name')).toEqual([]);
  });

  it('applies category, country, city and verification filters with the words', async () => {
    expect(await match('rosewood', { categories: ['bakery', 'cafe'] })).toEqual([ids.bakery]);
    expect(await match('rosewood', { country: 'CH' })).toEqual([ids.florist]);
    expect(await match('rosewood', { localityKey: 'zurich' })).toEqual([ids.florist]);
    expect(await match('rosewood', { localityKey: 'paris' })).toEqual([]);
    expect(await match('rosewood', { country: 'CH', localityKey: 'zurich' })).toEqual([ids.florist]);
    // A city named as in another country than the one asked for, and a city that only begins as one does.
    expect(await match('rosewood', { country: 'NL', localityKey: 'zurich' })).toEqual([]);
    expect(await match('rosewood', { localityKey: 'zur' })).toEqual([]);
    expect(await match('rosewood', { verified: true })).toEqual([]);
    expect(await match('rosewood', { verified: false })).toEqual(sorted('florist', 'bakery'));
  });

  it('applies categories within a country or a city of it, and only there', async () => {
    expect(await match('rosewood', { categories: ['florist'], country: 'CH' })).toEqual([ids.florist]);
    expect(await match('rosewood', { categories: ['florist'], country: 'NL' })).toEqual([]);
    expect(await match('rosewood', { categories: ['bakery', 'florist'], country: 'CH', localityKey: 'zurich' })).toEqual([
      ids.florist,
    ]);
    expect(await match('rosewood', { categories: ['florist'], country: 'CH', localityKey: 'paris' })).toEqual([]);
    // A city of another country than the one asked for.
    expect(await match('rosewood', { categories: ['bakery'], country: 'CH', localityKey: 'amsterdam' })).toEqual([]);
    expect(await match('rosewood', { categories: ['bakery'], localityKey: 'amsterdam' })).toEqual([ids.bakery]);
    // Without words: the filters alone.
    const only = (filters: Partial<SearchFilters>) => ({
      groups: [],
      field: 'all' as const,
      filters: { ...NO_FILTERS, ...filters },
    });
    const found = async (filters: Partial<SearchFilters>) =>
      (await storage.search.candidates(storage.db, only(filters), 10)).map((c) => c.id).sort();
    expect(await found({ categories: ['bakery', 'cafe'], country: 'NL', localityKey: 'amsterdam' })).toEqual([ids.bakery]);
    expect(await found({ categories: ['bakery', 'cafe'], country: 'FR' })).toEqual([ids.cafe]);
    expect(await found({ categories: ['florist'], country: 'FR' })).toEqual([]);
  });

  it('matches languages and opening days, within a country when one is asked for', async () => {
    const doc = (listingId: string, country: string, languages: string[], openDays: string[]) => ({
      listingId,
      name: `Polyglot ${listingId}`,
      body: 'polyglot',
      country,
      localityKey: null,
      categories: ['cafe'],
      verified: false,
      languages,
      openDays,
      cells: [],
      fields: {
        name: `Polyglot ${listingId}`,
        categories: '["cafe"]',
        locality: null,
        region: null,
        country,
        hours: '[]',
        lat: null,
        lon: null,
      },
    });
    const clock = fixedClock();
    const deps = { ...storage, clock, ids: createIdGenerator(clock) };
    const [lisbon, london] = [
      await createListing(deps, { slug: 'polyglot-lisbon', name: 'Polyglot Lisbon', categories: ['cafe'] }),
      await createListing(deps, { slug: 'polyglot-london', name: 'Polyglot London', categories: ['cafe'] }),
    ] as [string, string];
    await storage.search.index(storage.db, [doc(lisbon, 'PT', ['pt'], ['mo', 'su']), doc(london, 'GB', ['en', 'pt'], ['mo'])]);
    expect(await match('polyglot', { language: 'pt' })).toEqual([lisbon, london].sort());
    expect(await match('polyglot', { language: 'en' })).toEqual([london]);
    expect(await match('polyglot', { language: 'en', country: 'PT' })).toEqual([]);
    expect(await match('polyglot', { language: 'pt', country: 'PT' })).toEqual([lisbon]);
    expect(await match('polyglot', { openDays: ['su'] })).toEqual([lisbon]);
    expect(await match('polyglot', { openDays: ['su', 'mo'], country: 'GB' })).toEqual([london]);
    expect(await match('polyglot', { openDays: ['su'], country: 'GB' })).toEqual([]);
    // Without words: the filters alone.
    const only = { groups: [], field: 'all' as const, filters: { ...NO_FILTERS, language: 'en', country: 'GB' } };
    expect((await storage.search.candidates(storage.db, only, 10)).map((c) => c.id)).toEqual([london]);
    await storage.search.remove(storage.db, [lisbon, london]);
  });

  it('tells cities in any script apart', async () => {
    const clock = fixedClock();
    const deps = { ...storage, clock, ids: createIdGenerator(clock) };
    const city = (locality: string, slug: string) => ({
      slug,
      name: `Kissa ${locality}`,
      description: 'Kissaten.',
      categories: ['cafe'],
      address: { locality, country: 'JP' },
    });
    const tokyo = await createListing(deps, city('東京', 'kissa-tokyo'));
    const osaka = await createListing(deps, city('大阪', 'kissa-osaka'));
    expect(await match('kissaten', { localityKey: '東京' })).toEqual([tokyo]);
    expect(await match('kissaten', { localityKey: '大阪' })).toEqual([osaka]);
    await storage.search.remove(storage.db, [tokyo, osaka]);
  });

  it('completes a word being typed from the indexed words, most common first, and stops at the limit', async () => {
    // Each of these is in one listing, so ties go alphabetically; a word in more listings would lead.
    expect(await storage.search.completions(storage.db, 'cr', 16)).toEqual([
      { term: 'creme', documents: 1 },
      { term: 'croissants', documents: 1 },
      { term: 'crumb', documents: 1 },
    ]);
    expect((await storage.search.completions(storage.db, 'cr', 2)).map((c) => c.term)).toEqual(['creme', 'croissants']);
    expect(await storage.search.completions(storage.db, 'zz', 16)).toEqual([]);
    const every = { groups: [['rosewood']], field: 'all' as const, filters: NO_FILTERS };
    expect(await storage.search.candidates(storage.db, every, 10)).toHaveLength(2);
    expect(await storage.search.candidates(storage.db, every, 1)).toHaveLength(1);
  });

  it('ignores accents and case on both sides', async () => {
    expect(await match('ZURICH')).toEqual([ids.florist]);
    expect(await match('creme brulee')).toEqual([ids.cafe]);
    expect(await match('Crème')).toEqual([ids.cafe]);
  });

  it('requires every term and treats the last as a prefix while typing', async () => {
    expect(await match('crumb sour')).toEqual([ids.bakery]);
    expect(await match('crumb sourdough')).toEqual([ids.bakery]);
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

  it('forgets a removed listing and reindexes a changed one, with its fields', async () => {
    await storage.search.remove(storage.db, [ids.cafe ?? '']);
    expect(await match('espresso')).toEqual([]);
    const changed = (name: string) => ({
      listingId: ids.cafe ?? '',
      name,
      body: 'Now serving matcha. cafe Paris',
      country: 'FR',
      localityKey: 'paris',
      categories: ['cafe'],
      verified: false,
      languages: [],
      openDays: [],
      cells: [],
      fields: {
        name,
        categories: '["cafe"]',
        locality: 'Paris',
        region: null,
        country: 'FR',
        hours: '[{"day":"mo","opens":"08:00","closes":"18:00"}]',
        lat: 48.86,
        lon: 2.35,
      },
    });
    await storage.search.index(storage.db, [changed('Café Crème')]);
    await storage.search.index(storage.db, [changed('Café Matcha')]);
    expect(await match('matcha')).toEqual([ids.cafe]);
    expect(await match('espresso')).toEqual([]);
    const query = { groups: [['matcha']], field: 'all' as const, filters: NO_FILTERS };
    const [found] = await storage.search.candidates(storage.db, query, 10, 'checks');
    expect(found).toMatchObject({ id: ids.cafe, name: 'Café Matcha', locality: 'Paris', lat: 48.86, lon: 2.35 });
    expect(found?.hours).toBe('[{"day":"mo","opens":"08:00","closes":"18:00"}]');
  });

  it.skipIf(dialect !== 'postgres')(
    'never starts a scan where another one has got to, so the first matches stay the same',
    async () => {
      // Several connections at once: each is set when the pool opens it.
      const shown = await Promise.all(
        [1, 2, 3].map(() => sql<{ synchronize_seqscans: string }>`show synchronize_seqscans`.execute(storage.db)),
      );
      expect(shown.map((r) => r.rows[0]?.synchronize_seqscans)).toEqual(['off', 'off', 'off']);
    },
  );

  it('hands back each candidate with what ranking, and the checks when asked, read, as the listing holds it', async () => {
    const query = { groups: [['bouquets']], field: 'all' as const, filters: NO_FILTERS };
    const held = await storage.db
      .selectFrom('listings')
      .select(['id', 'name', 'categories', 'locality', 'region', 'country', 'hours', 'lat', 'lon'])
      .where('id', '=', ids.florist ?? '')
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({ name: 'Rosewood Florist', locality: 'Zürich', country: 'CH', lat: 52.09 });
    expect(JSON.parse(held.hours)).not.toEqual([]);
    expect(await storage.search.candidates(storage.db, query, 10, 'checks')).toEqual([held]);
    // SQLite keeps both in one narrow table and hands them back together; PostgreSQL reads the second only when asked.
    const { hours, lat, lon, ...ranked } = held;
    const forRanking = dialect === 'sqlite' ? held : ranked;
    expect(await storage.search.candidates(storage.db, query, 10, 'ranking')).toEqual([forRanking]);
    expect(await storage.search.candidates(storage.db, query, 10)).toEqual([{ id: ids.florist }]);
  });
});
