import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoData, generateDemoData } from '../../src/demo/generate.js';
import { seedDemo } from '../../src/demo/seed.js';
import { sortKey } from '../../src/listings/listing-input.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/storage.js';

interface Summary {
  slug: string;
  name: string;
  verified: boolean;
  country: string | null;
  city: string | null;
  categories: string[];
}

describe.each(DIALECTS)('GET /api/directory on %s', (dialect) => {
  let t: TestApp;
  let demo: DemoData;

  const get = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/directory${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  /** Follows nextCursor to the end and returns every slug seen, in order. */
  async function walk(query: string): Promise<string[]> {
    const slugs: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 200; page++) {
      const sep = query.includes('?') ? '&' : '?';
      const { status, body } = await get(`${query}${cursor ? `${sep}cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      slugs.push(...body.results.map((r: Summary) => r.slug));
      cursor = body.nextCursor;
      if (!cursor) return slugs;
    }
    throw new Error('paging did not end');
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDemo(t.deps);
    demo = generateDemoData(new Date(TEST_NOW));
  });
  afterAll(() => t.close());

  it('lists every published listing by name with the right total', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body.total).toBe(demo.listings.length);
    expect(body.query).toEqual({
      q: null,
      category: [],
      country: null,
      city: null,
      verified: null,
      language: null,
      openAt: null,
      openNow: false,
      near: null,
      radiusKm: null,
      sort: 'name',
      limit: 20,
    });
    expect(body.interpretation).toBeNull();
    expect(body.results).toHaveLength(20);
    const first = body.results[0];
    expect(first.profileUrl).toBe(`http://signboard.test/business/${first.slug}.json`);
  });

  it('pages through every listing exactly once, in order, for every sort', async () => {
    const all = demo.listings.map((l) => l.draft.slug).sort();
    for (const sort of ['name', 'newest', 'updated']) {
      const slugs = await walk(`?sort=${sort}&limit=17`);
      expect(slugs.length, sort).toBe(all.length);
      expect([...slugs].sort(), sort).toEqual(all);
    }
    const byName = await walk('?limit=50');
    const names = byName.map((slug) => sortKey(demo.listings.find((l) => l.draft.slug === slug)?.draft.name ?? ''));
    expect(names).toEqual([...names].sort());
    const newest = await walk('?sort=newest&limit=50');
    const times = newest.map((slug) => demo.listings.find((l) => l.draft.slug === slug)?.createdAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages through search results by relevance exactly once', async () => {
    const expected = demo.listings.filter((l) => l.draft.categories.includes('bakery')).length;
    const { body } = await get('?q=bakery&limit=3');
    expect(body.query.sort).toBe('relevance');
    expect(body.total).toBeGreaterThanOrEqual(expected);
    expect(body.totalExact).toBe(true);
    const slugs = await walk('?q=bakery&limit=3');
    expect(slugs.length).toBe(body.total);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('ranks listings whose name holds every word first, and completes the word being typed', async () => {
    const named = (slug: string) => /bakery/i.test(demo.listings.find((l) => l.draft.slug === slug)?.draft.name ?? '');
    const slugs = await walk('?q=bakery&limit=50');
    const firstOther = slugs.findIndex((slug) => !named(slug));
    expect(firstOther).toBeGreaterThan(0);
    expect(slugs.slice(firstOther).some(named)).toBe(false);
    const typed = (await get('?q=bake')).body;
    expect(typed.total).toBeGreaterThanOrEqual(slugs.length);
    const typedFirst = demo.listings.find((l) => l.draft.slug === typed.results[0].slug)?.draft.name;
    expect(typedFirst).toMatch(/\bbake/i);
    // A trailing space ends the word: no completions.
    expect((await get('?q=bake%20')).body.total).toBeLessThan(typed.total);
    const filtered = await walk('?q=bak&country=NL&category=bakery');
    const inNl = demo.listings.filter((l) => l.draft.address.country === 'NL' && l.draft.categories.includes('bakery'));
    expect(filtered.sort()).toEqual(inNl.map((l) => l.draft.slug).sort());
  });

  it('filters by category, country, city and verification with exact counts', async () => {
    const published = demo.listings.map((l) => l.draft);
    const florists = published.filter((d) => d.categories.includes('florist') || d.categories.includes('bakery'));
    const { body: cat } = await get('?category=florist,bakery&limit=50');
    expect(cat.total).toBe(florists.length);
    expect(cat.results.every((r: Summary) => r.categories.includes('florist') || r.categories.includes('bakery'))).toBe(true);

    const { body: nl } = await get('?country=nl');
    expect(nl.query.country).toBe('NL');
    expect(nl.total).toBe(published.filter((d) => d.address.country === 'NL').length);

    const montreal = published.filter((d) => d.address.locality === 'Montréal').length;
    expect(montreal).toBeGreaterThan(0);
    const { body: city } = await get('?city=MONTREAL&limit=50');
    expect(city.total).toBe(montreal);

    const verified = demo.listings.filter((l) => l.verification).length;
    const { body: v } = await get('?verified=true&limit=50');
    expect(v.total).toBe(verified);
    expect(v.results.every((r: Summary) => r.verified)).toBe(true);
    const { body: nv } = await get('?verified=false');
    expect(nv.total).toBe(published.length - verified);

    const { body: combined } = await get('?q=bakery&country=NL&verified=true');
    expect(combined.results.every((r: Summary) => r.country === 'NL' && r.verified)).toBe(true);
  });

  it('answers text with no searchable words with no results', async () => {
    const { status, body } = await get(`?q=${encodeURIComponent('"*()')}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, results: [], nextCursor: null });
  });

  it('keeps user text from breaking the query', async () => {
    for (const q of ['"', "a' OR 1=1 --", 'NEAR(x y)', 'bak*', 'café:*', '(((', 'x'.repeat(200)]) {
      const { status } = await get(`?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
    }
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?q=', 'q'],
    [`?q=${'x'.repeat(201)}`, 'q'],
    ['?q=a%00b', 'q'],
    ['?q=a&q=b', 'q'],
    ['?city=', 'city'],
    ['?country=NLD', 'country'],
    ['?country=1', 'country'],
    ['?verified=yes', 'verified'],
    ['?sort=bogus', 'sort'],
    ['?category=a,b,c,d,e,f', 'category'],
    ['?category=bak%20ery', 'category'],
    ['?cursor=not%20base64', 'cursor'],
    [`?cursor=${'a'.repeat(600)}`, 'cursor'],
  ])('rejects %s with a 400 naming the parameter', async (query, parameter) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.parameter).toBe(parameter);
  });

  it('rejects unknown categories and countries with their own codes', async () => {
    const cat = await get('?category=bakery,unicorns');
    expect(cat.status).toBe(400);
    expect(cat.body.error).toMatchObject({ code: 'unknown_category', details: { parameter: 'category', unknown: ['unicorns'] } });
    const country = await get('?country=XX');
    expect(country.status).toBe(400);
    expect(country.body.error.code).toBe('unknown_country');
  });

  it('rejects malformed cursors and cursors of another query', async () => {
    const garbage = await get(`?cursor=${Buffer.from('{"x":1}').toString('base64url')}`);
    expect(garbage.status).toBe(400);
    expect(garbage.body.error.code).toBe('invalid_cursor');
    const notJson = await get('?cursor=abcdef');
    expect(notJson.body.error.code).toBe('invalid_cursor');
    const { body } = await get('?q=bakery&limit=2');
    const other = await get(`?q=florist&cursor=${body.nextCursor}`);
    expect(other.status).toBe(400);
    expect(other.body.error.code).toBe('invalid_cursor');
  });

  it('rejects bad percent-encoding without a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/directory?q=%E0%A4%A' });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe.each(DIALECTS)('directory ranking on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { createListing } = await import('../helpers/factories.js');
    await createListing(t.deps, {
      name: 'Harbour Deli',
      description: 'Sandwiches; our bread comes from Juniper Kitchen.',
      categories: ['grocery'],
    });
    await createListing(t.deps, { name: 'Juniper Kitchen', description: 'Seasonal cooking.', categories: ['restaurant'] });
    await createListing(t.deps, {
      name: 'Hidden Juniper',
      description: 'Not yet reviewed.',
      categories: ['restaurant'],
      status: 'pending_review',
    });
  });
  afterAll(() => t.close());

  it('puts a name match above a description match and hides unpublished listings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/directory?q=juniper' });
    const body = res.json();
    expect(body.results.map((r: Summary) => r.name)).toEqual(['Juniper Kitchen', 'Harbour Deli']);
    expect(body.total).toBe(2);
  });
});

describe.each(DIALECTS)('kept search and profile bodies on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createListing(t.deps, { slug: 'cafe-zurich', name: 'Café Zürich 東京', description: 'Crème brûlée — à emporter.' });
  });
  afterAll(() => t.close());

  it('sends the same UTF-8 body, with its byte length, when it comes from the cache', async () => {
    for (const url of ['/api/directory?q=zurich', '/business/cafe-zurich.json']) {
      const [first, kept] = [await t.app.inject(url), await t.app.inject(url)];
      expect(kept.body).toBe(first.body);
      expect(Number(kept.headers['content-length'])).toBe(Buffer.byteLength(kept.body));
      expect(kept.body).toContain('Café Zürich 東京');
    }
  });
});

describe.each(DIALECTS)('completions of a word being typed on %s', (dialect) => {
  let t: TestApp;
  const slugsFor = async (q: string) =>
    ((await t.app.inject(`/api/directory?q=${q}&limit=50`)).json().results as Summary[]).map((r) => r.slug).sort();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Words zqa…zqf in 6, 5, 4, 3, 2 and 1 listings: zqa is the most common.
    const words = ['zqa', 'zqb', 'zqc', 'zqd', 'zqe', 'zqf'];
    for (const [i, word] of words.entries()) {
      for (let n = 0; n < words.length - i; n++) {
        await createListing(t.deps, {
          slug: `${word}-${n}`,
          name: `Shop ${word} ${n}`,
          description: `A shop selling ${word} goods.`,
        });
      }
    }
  });
  afterAll(() => t.close());

  it('expands a two-letter word to its four most common completions only', async () => {
    const twoLetters = await slugsFor('zq');
    expect(new Set(twoLetters.map((slug) => slug.slice(0, 3)))).toEqual(new Set(['zqa', 'zqb', 'zqc', 'zqd']));
    expect(twoLetters).toHaveLength(6 + 5 + 4 + 3);
    expect(await slugsFor('zqe')).toEqual(['zqe-0', 'zqe-1']);
  });
});
