import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DemoData, generateDemoData } from '../../src/demo/generate.js';
import { seedDemo } from '../../src/demo/seed.js';
import { SORTED_IN_MEMORY } from '../../src/directory/directory-page.js';
import { saveListings } from '../../src/listings/listing-writer.js';
import { distanceKm } from '../../src/storage/search/geo-cells.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { draftOf, listingRecord } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/storage.js';

type Draft = DemoData['listings'][number]['draft'];
interface Summary {
  slug: string;
  categories: string[];
  city: string | null;
  country: string | null;
  distanceKm?: number;
}

describe.each(DIALECTS)('directory search reads natural queries on %s', (dialect) => {
  let t: TestApp;
  let drafts: Draft[];
  const get = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/directory${query}` });
    return { status: res.statusCode, body: res.json() };
  };
  const slugsWhere = (test: (d: Draft) => boolean) =>
    drafts
      .filter(test)
      .map((d) => d.slug)
      .sort();
  const slugsOf = (body: { results: Summary[] }) => body.results.map((r) => r.slug).sort();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDemo(t.deps);
    drafts = generateDemoData(new Date(TEST_NOW)).listings.map((l) => l.draft);
  });
  afterAll(() => t.close());

  it('reads category, city and language from the text and says what it read', async () => {
    const { status, body } = await get(`?q=${encodeURIComponent('dentists in Vancouver who speak English')}`);
    expect(status).toBe(200);
    expect(body.interpretation.understood.map((u: { kind: string }) => u.kind).sort()).toEqual(['category', 'city', 'language']);
    expect(body.interpretation.text).toBeNull();
    const expected = slugsWhere(
      (d) => d.categories.includes('dentist') && d.address.locality === 'Vancouver' && d.languages.includes('en'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(slugsOf(body)).toEqual(expected);
  });

  it('forgives typos, plurals, missing accents and the taxonomy being worded otherwise', async () => {
    for (const [q, category, city] of [
      ['bakry utrecht', 'bakery', 'Utrecht'],
      ['plumber amsterdam', 'plumbing', 'Amsterdam'],
      ['car repair goteborg', 'auto-repair', 'Göteborg'],
      ['munich accountant', 'accounting', 'Munich'],
    ] as const) {
      const { body } = await get(`?q=${encodeURIComponent(q)}`);
      const expected = slugsWhere((d) => d.categories.includes(category) && d.address.locality === city);
      expect(expected.length, q).toBeGreaterThan(0);
      expect(slugsOf(body), q).toEqual(expected);
    }
  });

  it('reads countries by their common names and opening days', async () => {
    const { body } = await get(`?q=${encodeURIComponent('bakery in the Netherlands open on Sunday')}`);
    const expected = slugsWhere(
      (d) => d.categories.includes('bakery') && d.address.country === 'NL' && d.hours.some((h) => h.day === 'su'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(slugsOf(body)).toEqual(expected);
    expect(body.interpretation.understood.find((u: { kind: string }) => u.kind === 'open').label).toBe('open Sunday');
  });

  it('searches the text as typed with interpret=false', async () => {
    const { body } = await get('?q=plumber%20amsterdam&interpret=false');
    expect(body.interpretation).toBeNull();
    expect(body.results.every((r: Summary) => r.city === 'Amsterdam' || r.categories.includes('plumbing'))).toBe(true);
  });

  it('keeps names it could misread: a name search still finds the business', async () => {
    const named = drafts.find((d) => /spa$/i.test(d.name) && !d.categories.includes('spa-wellness'));
    expect(named).toBeDefined();
    const { body } = await get(`?q=${encodeURIComponent(named?.name ?? '')}`);
    expect(body.results.map((r: Summary) => r.slug)).toContain(named?.slug);
  });

  it('sets aside words no listing matches, and says so', async () => {
    const { body } = await get(`?q=${encodeURIComponent('zebra-striped plumber in Nairobi')}`);
    expect(body.interpretation.ignored.length).toBeGreaterThan(0);
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((r: Summary) => r.categories.includes('plumbing') && r.city === 'Nairobi')).toBe(true);
  });

  it('finds nothing in a place the directory does not hold, rather than everywhere', async () => {
    const { body } = await get(`?q=${encodeURIComponent('dentist in Reykjavik')}`);
    expect(body.total).toBe(0);
    expect(body.interpretation.ignored).toEqual([]);
    const anywhere = body.suggestions.find((s: { params: Record<string, string> }) => !s.params.q);
    expect(anywhere?.params.category).toBe('dentist');
    expect(anywhere?.total).toBe(slugsWhere((d) => d.categories.includes('dentist')).length);
  });

  it('ranks listings whose name holds every word typed first, also the words read as a category', async () => {
    const named = drafts.filter((d) => d.name.split(' ').length === 2);
    for (const draft of named) {
      const { body } = await get(`?q=${encodeURIComponent(draft.name)}`);
      const first = body.results[0]?.name.toLowerCase() ?? '';
      for (const word of draft.name.toLowerCase().split(' ')) expect(first, draft.name).toContain(word);
    }
  });

  it('suggests wider searches that find listings when nothing matches, each with parameters that run it', async () => {
    const { body } = await get(`?q=${encodeURIComponent('dentist in Lisbon who speaks Japanese')}`);
    expect(body.total).toBe(0);
    expect(body.results).toEqual([]);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions[0].label).toBe('without the language');
    const followed = await get(`?${new URLSearchParams(body.suggestions[0].params)}`);
    expect(followed.body.total).toBe(body.suggestions[0].total);
  });

  it('filters by language, opening day and time, and now, in the listing time zone', async () => {
    const { body: spoken } = await get('?language=hi&limit=50');
    expect(slugsOf(spoken)).toEqual(slugsWhere((d) => d.languages.includes('hi')));

    const { body: lateThursday } = await get('?openAt=thT22:00&limit=50');
    expect(slugsOf(lateThursday)).toEqual(
      slugsWhere((d) => d.hours.some((h) => h.day === 'th' && h.opens <= '22:00' && '22:00' < h.closes)),
    );

    // 12:00 UTC on a Saturday: 21:00 in Tokyo, 13:00 in Amsterdam.
    const { body: now } = await get('?openNow=true&country=JP&limit=50');
    expect(slugsOf(now)).toEqual(
      slugsWhere(
        (d) => d.address.country === 'JP' && d.hours.some((h) => h.day === 'sa' && h.opens <= '21:00' && '21:00' < h.closes),
      ),
    );
  });

  it('finds listings near a point within a radius, nearest first', async () => {
    const lisbon = { lat: 38.7223, lon: -9.1393 };
    const { status, body } = await get(`?near=${lisbon.lat},${lisbon.lon}&radiusKm=30&sort=distance&limit=50`);
    expect(status).toBe(200);
    const expected = slugsWhere((d) => d.geo != null && distanceKm(lisbon.lat, lisbon.lon, d.geo.lat, d.geo.lon) <= 30);
    expect(expected.length).toBeGreaterThan(0);
    expect(slugsOf(body)).toEqual(expected);
    const distances = body.results.map((r: Summary) => r.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers bad parameters with a 400 that names them', async () => {
    for (const [query, parameter] of [
      ['?openAt=someday', 'openAt'],
      ['?openAt=saT25:00', 'openAt'],
      ['?near=91,0', 'near'],
      ['?near=lisbon', 'near'],
      ['?sort=distance', 'sort'],
    ] as const) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body.error.details?.parameter ?? body.error.parameter ?? JSON.stringify(body), query).toContain(parameter);
    }
    for (const query of ['?language=dutch', '?radiusKm=0', `?q=${'dentist%20'.repeat(400)}`, '?q=bakery%00']) {
      expect((await get(query)).status, query).toBe(400);
    }
  });
});

describe.each(DIALECTS)('a natural query matching more listings than are ranked, on %s', (dialect) => {
  let t: TestApp;
  const get = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/directory${query}` })).json();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // More bakeries in one city than a search ranks in memory; one has the city and the trade in its name.
    const names = Array.from({ length: SORTED_IN_MEMORY + 20 }, (_, i) => `Crumb ${String(i).padStart(3, '0')}`);
    names[SORTED_IN_MEMORY - 7] = 'Utrecht Bakery Corner';
    const items = names.map((name, i) => ({
      draft: draftOf(listingRecord({ slug: `crumb-${i}`, name, address: { locality: 'Utrecht', country: 'NL' } })),
    }));
    await t.deps.db.transaction().execute((trx) => saveListings(trx, t.deps, items, { source: 'imported', approvedBy: 'test' }));
  });
  afterAll(() => t.close());

  it('ranks the first matches by the words typed, and says the total is a lower bound', async () => {
    const body = await get(`?q=${encodeURIComponent('bakery in utrecht')}`);
    expect(body.interpretation.understood.map((u: { kind: string }) => u.kind).sort()).toEqual(['category', 'city']);
    expect(body.total).toBe(SORTED_IN_MEMORY);
    expect(body.totalExact).toBe(false);
    expect(body.results[0].name).toBe('Utrecht Bakery Corner');
    // Pages follow one another in that order, none twice.
    const next = await get(`?q=${encodeURIComponent('bakery in utrecht')}&cursor=${body.nextCursor}`);
    expect(next.results).toHaveLength(20);
    const seen = new Set([...body.results, ...next.results].map((r: { slug: string }) => r.slug));
    expect(seen.size).toBe(body.results.length + next.results.length);
  });

  it('pages through every match in name order when the filters are given as such', async () => {
    const body = await get('?category=bakery&city=Utrecht');
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Crumb ${String(i).padStart(3, '0')}`),
    );
    expect(body.totalExact).toBe(false);
  });

  it('counts a wider search only as far as it needs to offer it, and says when more match', async () => {
    const body = await get(`?q=${encodeURIComponent('bakery in utrecht who speaks japanese')}`);
    expect(body.total).toBe(0);
    const without = body.suggestions.find((s: { label: string }) => s.label === 'without the language');
    expect(without).toMatchObject({ total: 100, totalExact: false });
    const followed = await get(`?${new URLSearchParams(without.params)}`);
    expect(followed.total).toBe(SORTED_IN_MEMORY);
    expect(followed.totalExact).toBe(false);
  });

  it('counts a place of more listings than it sorts in memory by the place index alone, and a smaller one from the search index', async () => {
    const indexReads = vi.spyOn(t.deps.search, 'candidates');
    try {
      const body = await get('?country=NL&city=Utrecht');
      expect(body.results.map((r: { name: string }) => r.name)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Crumb ${String(i).padStart(3, '0')}`),
      );
      expect(body.total).toBe(SORTED_IN_MEMORY);
      expect(body.totalExact).toBe(false);
      expect(indexReads).not.toHaveBeenCalled();
      const verified = await get('?country=NL&city=Utrecht&verified=true');
      expect(verified.totalExact).toBe(true);
      expect(verified.total).toBe(0);
      expect(indexReads).toHaveBeenCalled();
    } finally {
      indexReads.mockRestore();
    }
  });
});
