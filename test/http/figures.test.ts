import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoData, generateDemoData } from '../../src/demo/generate.js';
import { seedDemo } from '../../src/demo/seed.js';
import { CATEGORIES } from '../../src/reference/reference-data.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/storage.js';

const DAY = 86_400_000;

describe.each(DIALECTS)('directory figures on %s', (dialect) => {
  let t: TestApp;
  let demo: DemoData;
  const get = async (url: string) => (await t.app.inject(url)).json();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDemo(t.deps);
    demo = generateDemoData(new Date(TEST_NOW));
  });
  afterAll(() => t.close());

  it('counts listings per category from the data', async () => {
    const body = await get('/api/categories');
    expect(body.categories).toHaveLength(CATEGORIES.length);
    for (const category of body.categories) {
      const expected = demo.listings.filter((l) => l.draft.categories.includes(category.slug)).length;
      expect(category.count, category.slug).toBe(expected);
    }
    expect(body.categories.filter((c: { count: number }) => c.count > 0).length).toBeGreaterThanOrEqual(20);
  });

  it('lists countries and cities with counts that add up', async () => {
    const body = await get('/api/locations');
    const located = demo.listings.filter((l) => l.draft.address.country);
    expect(body.unlocated).toBe(demo.listings.length - located.length);
    expect(body.unlocated).toBeGreaterThan(0);
    expect(body.countries.length).toBeGreaterThanOrEqual(15);
    expect(body.countries.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(located.length);
    for (const country of body.countries) {
      expect(
        country.cities.reduce((sum: number, c: { count: number }) => sum + c.count, 0),
        country.code,
      ).toBe(country.count);
    }
    const nl = body.countries.find((c: { code: string }) => c.code === 'NL');
    expect(nl.name).toBe('Netherlands');
    expect(nl.count).toBe(located.filter((l) => l.draft.address.country === 'NL').length);
  });

  it('computes headline stats from the database', async () => {
    const { stats, generatedAt } = await get('/api/stats');
    expect(generatedAt).toBe(TEST_NOW);
    const activity = (type: string) => demo.activity.filter((a) => a.type === type).length;
    expect(stats).toMatchObject({
      listings: demo.listings.length,
      verifiedListings: demo.listings.filter((l) => l.verification).length,
      countries: new Set(demo.listings.map((l) => l.draft.address.country).filter(Boolean)).size,
      approvedFacts: demo.listings.reduce((sum, l) => sum + l.draft.facts.length, 0),
      questionsAnswered: activity('question_answered'),
      handoffs: activity('handoff_recorded'),
      auditsCompleted: activity('audit_completed'),
    });
    const since = new Date(Date.parse(TEST_NOW) - 29 * DAY).toISOString().slice(0, 10);
    const agentHits = demo.hits.filter((h) => h.day >= since && h.agentFamily !== 'browser').reduce((s, h) => s + h.count, 0);
    expect(stats.agentHitsLast30Days).toBe(agentHits);
  });

  it('places listings on the globe by country centroid and counts the unlocated', async () => {
    const globe = await get('/api/globe');
    const withCountry = demo.listings.filter((l) => l.draft.address.country);
    const withGeo = demo.listings.filter((l) => l.draft.geo);
    expect(globe.listings).toBe(demo.listings.length);
    expect(globe.unlocated).toBe(demo.listings.length - withCountry.length);
    expect(globe.locatedByGeo).toBe(withGeo.length);
    expect(globe.locatedByCountry).toBe(withCountry.length - withGeo.length);
    expect(globe.points.reduce((sum: number, p: { count: number }) => sum + p.count, 0)).toBe(withCountry.length);
    const us = globe.points.find((p: { country: string }) => p.country === 'US');
    expect(us).toMatchObject({ name: 'United States', lat: 38.8208, lon: -96.3316 });
    expect(globe.activity.length).toBeGreaterThan(0);
    for (const a of globe.activity) {
      expect(a.country).not.toBeNull();
      expect(a.detail === null || !JSON.stringify(a.detail).includes('@')).toBe(true);
    }
  });

  it('builds daily analytics series over the requested window', async () => {
    const body = await get('/api/analytics');
    expect(body.days).toBe(30);
    expect(body.series).toHaveLength(30);
    expect(body.to).toBe(TEST_NOW.slice(0, 10));
    const week = await get('/api/analytics?days=7');
    expect(week.series).toHaveLength(7);
    const from = week.from;
    const answered = demo.activity.filter((a) => a.type === 'question_answered' && a.createdAt >= from).length;
    expect(week.totals.questionsAnswered).toBe(answered);
    const published = demo.listings.filter((l) => l.createdAt >= from).length;
    expect(week.totals.published).toBe(published);
    const hits = demo.hits.filter((h) => h.day >= from);
    expect(week.totals.browserHits).toBe(hits.filter((h) => h.agentFamily === 'browser').reduce((s, h) => s + h.count, 0));
    expect(week.agentFamilies.find((f: { family: string }) => f.family === 'GPTBot')).toMatchObject({
      vendor: 'OpenAI',
      purpose: 'training',
    });
    const series = week.series.reduce((s: number, d: { agentHits: number }) => s + d.agentHits, 0);
    expect(series).toBe(week.totals.agentHits);
  });

  it.each(['0', '91', 'abc', '7.5', '-1'])('rejects days=%s', async (days) => {
    const res = await t.app.inject(`/api/analytics?days=${days}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.parameter).toBe('days');
  });

  it('pages through activity newest first, each record once, with pulse and growth', async () => {
    const first = await get('/api/activity?limit=50');
    expect(first.records).toHaveLength(50);
    const ids: string[] = [];
    const times: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`/api/activity?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...page.records.map((r: { id: string }) => r.id));
      times.push(...page.records.map((r: { at: string }) => r.at));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids.length).toBe(demo.activity.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(times).toEqual([...times].sort().reverse());

    const now = Date.parse(TEST_NOW);
    const since = (ms: number) => demo.activity.filter((a) => Date.parse(a.createdAt) >= now - ms).length;
    expect(first.pulse).toEqual({ lastHour: since(3_600_000), last24Hours: since(DAY), last7Days: since(7 * DAY) });
    expect(first.growth).toHaveLength(30);
    expect(first.growth[29].total).toBe(demo.listings.length);

    const audits = await get('/api/activity?type=audit_completed&limit=5');
    expect(
      audits.records.every((r: { type: string; detail: { domain: string } }) => r.type === 'audit_completed' && r.detail.domain),
    ).toBe(true);
    const bad = await t.app.inject('/api/activity?type=DROP%20TABLE');
    expect(bad.statusCode).toBe(400);
  });

  it('serves the home page bootstrap in one call', async () => {
    const body = await get('/api/bootstrap');
    expect(body.ok).toBe(true);
    expect(body.site).toMatchObject({ name: 'Signboard', publicUrl: 'http://signboard.test' });
    expect(body.stats.listings).toBe(demo.listings.length);
    expect(body.topCategories.length).toBe(8);
    expect(body.featured.every((l: { verified: boolean }) => l.verified)).toBe(true);
    expect(body.recent).toHaveLength(6);
    expect(body.activity).toHaveLength(10);
    expect(body.gateway.llms).toBe('http://signboard.test/llms.txt');
    expect(body.urls.openapi).toBe('http://signboard.test/openapi.json');
  });
});
