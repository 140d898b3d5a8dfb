import { describe, expect, it } from 'vitest';
import { factIdFor, normaliseWebsite, parseListingInput, slugify } from '../../src/listings/listing-input.js';
import { listingRecord } from '../helpers/factories.js';

describe('parseListingInput', () => {
  it('normalises a valid record', () => {
    const parsed = parseListingInput(
      listingRecord({
        name: '  Café Zürich ',
        website: 'www.cafe-zurich.example',
        address: { locality: 'Zürich', country: 'ch' },
        geo: { lat: '47.37', lon: 8.54 },
      }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({
      slug: 'cafe-zurich-zurich-ch',
      name: 'Café Zürich',
      websiteUrl: 'https://www.cafe-zurich.example/',
      domain: 'cafe-zurich.example',
      address: { locality: 'Zürich', country: 'CH' },
      geo: { lat: 47.37, lon: 8.54 },
      listingStatus: 'published',
      businessStatus: 'operational',
    });
    expect(parsed.value.facts[0]?.id).toBe(factIdFor('summary', null, 'A small bakery.'));
  });

  it('lists every reason a record is invalid', () => {
    const parsed = parseListingInput({
      name: '',
      slug: 'Bad Slug',
      categories: ['bakery', 'unicorns'],
      website: 'ftp://x.example',
      email: 'not-an-email',
      phone: 'call me',
      address: { country: 'XX', planet: 'Mars' },
      geo: { lat: 91, lon: 0 },
      hours: [{ day: 'xx', opens: '8', closes: '9' }],
      facts: [
        { kind: 'faq', text: 'An answer without a question' },
        { kind: 'rumour', text: 'x' },
      ],
      colour: 'blue',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const text = parsed.reasons.join('\n');
    for (const part of [
      'name is required',
      'slug must be',
      'unknown category "unicorns"',
      'website must use http',
      'email is not',
      'phone may',
      'address.country "XX"',
      'address.planet',
      'geo.lat',
      'hours[0].day',
      'facts[0] of kind faq needs a question',
      'facts[1].kind',
      'unknown field "colour"',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('suggests the category a word most likely means', () => {
    const reasonsFor = (categories: string[]) => {
      const parsed = parseListingInput(listingRecord({ categories }));
      return parsed.ok ? [] : parsed.reasons;
    };
    expect(reasonsFor(['car-repair'])).toEqual(['unknown category "car-repair" (did you mean "auto-repair"?)']);
    expect(reasonsFor(['plumber', 'bakeries'])).toEqual([
      'unknown category "plumber" (did you mean "plumbing"?)',
      'unknown category "bakeries" (did you mean "bakery"?)',
    ]);
    expect(reasonsFor(['unicorns'])).toEqual(['unknown category "unicorns"']);
  });

  it('refuses a listing with neither a place nor a way to reach it', () => {
    const bare = { name: 'Nowhere Shop', categories: ['bakery'] };
    const parsed = parseListingInput(bare);
    expect(parsed.ok ? [] : parsed.reasons).toEqual([
      'a listing needs a place (address or geo) or a way to reach it (website, email or phone)',
    ]);
    for (const enough of [{ address: { locality: 'Leiden' } }, { geo: { lat: 52.1, lon: 4.5 } }, { phone: '+31 71 555 0100' }]) {
      expect(parseListingInput({ ...bare, ...enough }).ok, JSON.stringify(enough)).toBe(true);
    }
  });

  it('bounds lengths, lists and control characters', () => {
    const reasons = (record: Record<string, unknown>) => {
      const parsed = parseListingInput(listingRecord(record));
      return parsed.ok ? [] : parsed.reasons;
    };
    expect(reasons({ name: 'x'.repeat(121) })).toContain('name is longer than 120 characters');
    expect(reasons({ description: 'x'.repeat(1001) })).toContain('description is longer than 1000 characters');
    expect(reasons({ name: 'Nul\u0000Byte' })).toContain('name contains control characters');
    expect(reasons({ categories: ['bakery', 'cafe', 'bar', 'florist', 'hotel', 'music'] })).toContain(
      'categories has more than 5 items',
    );
    expect(reasons({ categories: [] })).toContain('categories must name 1 to 5 categories');
    expect(reasons({ website: `https://x.example/${'a'.repeat(2048)}` })).toContain('website is longer than 2048 characters');
    expect(parseListingInput(null).ok).toBe(false);
    expect(parseListingInput([1]).ok).toBe(false);
  });
});

describe('helpers', () => {
  it('slugifies text', () => {
    expect(slugify('Café Zürich', 'Bern')).toBe('cafe-zurich-bern');
    expect(slugify("Rosie's Bakery", 'Cork')).toBe('rosies-bakery-cork');
    expect(slugify('L’Atelier')).toBe('latelier');
    expect(slugify("the '90s")).toBe('the-90s');
    expect(slugify('!!!')).toBe('listing');
    expect(slugify('a'.repeat(100)).length).toBe(80);
  });

  it('normalises websites and refuses credentials', () => {
    expect(normaliseWebsite('HTTPS://WWW.Example.ORG/path')).toEqual({
      url: 'https://www.example.org/path',
      domain: 'example.org',
    });
    expect(normaliseWebsite('https://user:pw@example.org')).toBe('website must not contain credentials');
    expect(normaliseWebsite('javascript:alert(1)')).toBe('website must use http or https');
    expect(normaliseWebsite('localhost')).toBe('website must have a full domain name');
  });
});
