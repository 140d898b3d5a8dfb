import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/storage.js';

describe.each(DIALECTS)('GET /business/{slug}.json on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createListing(t.deps, {
      slug: 'rye-and-rose',
      name: 'Rye & Rose',
      description: 'Bakery and flower corner.',
      website: 'https://www.rye-and-rose.example/',
      phone: '+31 20 555 0100',
      email: 'hello@rye-and-rose.example',
      address: { street: 'Kerkstraat 12', locality: 'Amsterdam', region: 'North Holland', postalCode: '1017', country: 'nl' },
      geo: { lat: 52.3676, lon: 4.9041 },
      categories: ['bakery', 'florist'],
      hours: [
        { day: 'mo', opens: '08:00', closes: '17:00' },
        { day: 'sa', opens: '18:00', closes: '02:00' },
      ],
      priceRange: '$$',
      languages: ['nl', 'en'],
      sameAs: ['https://social.example/ryeandrose'],
      facts: [
        { id: 'summary-1', kind: 'summary', text: 'Rye & Rose bakes rye bread and sells flowers.' },
        { kind: 'service', text: 'Rye bread baked daily.' },
        {
          kind: 'faq',
          question: 'Do you deliver?',
          text: 'Flowers are delivered within Amsterdam.',
          url: 'https://rye-and-rose.example/delivery',
        },
        { kind: 'area_served', text: 'Amsterdam' },
      ],
    });
    await createListing(t.deps, { slug: 'waiting-room', name: 'Waiting Room', status: 'pending_review' });
    await createListing(t.deps, { slug: 'gone-shop', name: 'Gone Shop' });
    await t.deps.db.updateTable('listings').set({ listing_status: 'removed' }).where('slug', '=', 'gone-shop').execute();
  });
  afterAll(() => t.close());

  it('returns the public profile with approved facts, links and verification', async () => {
    const res = await t.app.inject('/business/rye-and-rose.json');
    expect(res.statusCode).toBe(200);
    const { ok, business } = res.json();
    expect(ok).toBe(true);
    expect(business).toMatchObject({
      slug: 'rye-and-rose',
      name: 'Rye & Rose',
      website: 'https://www.rye-and-rose.example/',
      domain: 'rye-and-rose.example',
      phone: '+31 20 555 0100',
      email: 'hello@rye-and-rose.example',
      address: { street: 'Kerkstraat 12', locality: 'Amsterdam', country: 'NL', countryName: 'Netherlands' },
      geo: { lat: 52.3676, lon: 4.9041 },
      location: 'geo',
      categories: [
        { slug: 'bakery', name: 'Bakeries' },
        { slug: 'florist', name: 'Florists' },
      ],
      verification: { status: 'unverified', method: null, verifiedAt: null },
      links: {
        page: 'http://signboard.test/business/rye-and-rose',
        profile: 'http://signboard.test/business/rye-and-rose.json',
        ask: 'http://signboard.test/ai/rye-and-rose/ask',
        sampleQuestions: 'http://signboard.test/ai/rye-and-rose/sample-questions',
        handshake: 'http://signboard.test/ai/rye-and-rose/a2a/v1/handshake',
        agentCard: 'http://signboard.test/ai/rye-and-rose/.well-known/agent-card.json',
      },
    });
    expect(business.facts).toHaveLength(4);
    expect(business.facts[0]).toEqual({
      id: 'summary-1',
      kind: 'summary',
      text: 'Rye & Rose bakes rye bread and sells flowers.',
      lang: 'en',
    });
    expect(business.facts[2]).toMatchObject({
      kind: 'faq',
      question: 'Do you deliver?',
      url: 'https://rye-and-rose.example/delivery',
    });
    expect(business.facts[1].id).toMatch(/^f-[0-9a-f]{12}$/);
  });

  it('embeds schema.org JSON-LD of the primary category type', async () => {
    const { jsonLd } = (await t.app.inject('/business/rye-and-rose.json')).json();
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Bakery',
      '@id': 'http://signboard.test/business/rye-and-rose#business',
      name: 'Rye & Rose',
      url: 'https://www.rye-and-rose.example/',
      telephone: '+31 20 555 0100',
      address: { '@type': 'PostalAddress', streetAddress: 'Kerkstraat 12', addressLocality: 'Amsterdam', addressCountry: 'NL' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.3676, longitude: 4.9041 },
      priceRange: '$$',
      sameAs: ['https://social.example/ryeandrose'],
      areaServed: ['Amsterdam'],
      makesOffer: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Rye bread baked daily.' } }],
    });
    expect(jsonLd.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '18:00', closes: '02:00' },
    ]);
  });

  it('answers 404 for unknown and unpublished listings and 410 for removed ones', async () => {
    for (const slug of ['no-such-place', 'waiting-room']) {
      const res = await t.app.inject(`/business/${slug}.json`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ok: false, error: { code: 'listing_not_found' } });
    }
    const gone = await t.app.inject('/business/gone-shop.json');
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.code).toBe('listing_removed');
  });

  it('rejects malformed slugs with a 400', async () => {
    for (const slug of ['Bad_Slug', 'a--b', '-x', `${'a'.repeat(81)}`, 'caf%C3%A9', 'x%00y']) {
      const res = await t.app.inject(`/business/${slug}.json`);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().error.details.parameter).toBe('slug');
    }
  });

  it('keeps private fields out of the profile', async () => {
    const text = (await t.app.inject('/business/rye-and-rose.json')).body;
    for (const field of ['listing_status', 'sort_name', 'locality_key', 'requester', 'token']) expect(text).not.toContain(field);
  });
});
