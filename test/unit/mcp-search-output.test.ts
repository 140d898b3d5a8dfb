/**
 * What `search_businesses` hands an agent: a lean result per business (who, where, why it
 * matches, its JSON profile), a line of text each, and a result its output schema accepts.
 */
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import type { DirectoryResult } from '../../src/directory/search.service.js';
import { SearchResult } from '../../src/mcp/mcp.schemas.js';
import { searchBusinesses } from '../../src/mcp/tools.js';

type Listing = DirectoryResult['results'][number];

function listing(slug: string, extra: Partial<Listing> = {}): Listing {
  return {
    slug,
    name: `Bright ${slug}`,
    description: 'A family dental practice.',
    categories: ['dentist'],
    city: 'Lisbon',
    region: 'Lisbon',
    country: 'PT',
    countryName: 'Portugal',
    verified: false,
    businessStatus: 'operational',
    updatedAt: '2026-11-01T00:00:00.000Z',
    profileUrl: `https://signboard.example/business/${slug}.json`,
    pageUrl: `https://signboard.example/business/${slug}`,
    ...extra,
  };
}

function found(results: Listing[], extra: Partial<DirectoryResult> = {}): DirectoryResult {
  return {
    ok: true,
    query: {
      q: 'dentist lisbon',
      category: ['dentist'],
      country: null,
      city: 'Lisbon',
      verified: null,
      language: null,
      openAt: null,
      openNow: false,
      near: null,
      radiusKm: null,
      sort: 'relevance',
      limit: 20,
    },
    total: results.length,
    totalExact: true,
    interpretation: {
      understood: [{ kind: 'category', value: 'dentist', label: 'Dentists', words: 'dentist' }],
      text: null,
      ignored: [],
      literal: false,
    },
    suggestions: [],
    results,
    nextCursor: null,
    ...extra,
  };
}

const checkOutput = Compile(SearchResult);

describe('search_businesses output', () => {
  it('keeps who, where, why and the profile link, and leaves out what get_business gives', async () => {
    const result = found([listing('a', { verified: true }), listing('b')]);
    const output = await searchBusinesses(async () => result, { query: 'dentist lisbon' });
    const [first] = output.structured.results as Record<string, unknown>[];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['slug', 'name', 'description', 'categories', 'city', 'country', 'countryName', 'verified', 'profileUrl', 'matches'].sort(),
    );
    expect(first?.matches).toEqual(['Dentists', 'Lisbon']);
    expect(checkOutput.Check(output.structured)).toBe(true);
    expect(output.text.split('\n')).toEqual([
      '2 businesses for "dentist lisbon" (read as: Dentists).',
      '1. Bright a (a): Dentists, Lisbon, Portugal, verified owner.',
      '2. Bright b (b): Dentists, Lisbon, Portugal.',
    ]);
  });

  it('says when a business is closed and how far it is', async () => {
    const result = found([
      listing('c', { businessStatus: 'closed_temporarily', distanceKm: 1.2 }),
      listing('d', { businessStatus: 'closed_permanently' }),
    ]);
    const output = await searchBusinesses(async () => result, { query: 'dentist lisbon' });
    const [closed, gone] = output.structured.results as Record<string, unknown>[];
    expect(closed).toMatchObject({ businessStatus: 'closed_temporarily', distanceKm: 1.2 });
    expect(gone).toMatchObject({ businessStatus: 'closed_permanently' });
    expect(gone).not.toHaveProperty('distanceKm');
    expect(checkOutput.Check(output.structured)).toBe(true);
    expect(output.text).toContain('1. Bright c (c): Dentists, Lisbon, Portugal (1.2 km), temporarily closed.');
    expect(output.text).toContain('2. Bright d (d): Dentists, Lisbon, Portugal, closed permanently.');
  });

  it('writes a result handed out again by the cache once', async () => {
    const result = found([listing('e')], { nextCursor: 'abc' });
    const first = await searchBusinesses(async () => result, { query: 'dentist lisbon' });
    const again = await searchBusinesses(async () => result, { query: 'dentist lisbon' });
    expect(again).toBe(first);
    expect(first.text).toContain('More: call again with cursor "abc".');
  });
});
