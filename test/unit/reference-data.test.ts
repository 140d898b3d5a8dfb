import { describe, expect, it } from 'vitest';
import {
  AI_CRAWLERS,
  CATEGORIES,
  COUNTRIES,
  countryAfterIn,
  detectAgentFamily,
  findCountry,
} from '../../src/reference/reference-data.js';
import { parseSearchTerms, tokenize } from '../../src/storage/search/search-text.js';

describe('reference data', () => {
  it('has at least 30 categories with unique slugs and a schema.org type', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(CATEGORIES.length);
    for (const c of CATEGORIES) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.schemaType).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });

  it('has every ISO country with a centroid in range', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(Math.abs(c.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(c.lon)).toBeLessThanOrEqual(180);
    }
    for (const code of ['HK', 'MO', 'TW', 'EH', 'AX', 'XK']) expect(findCountry(code), code).toBeDefined();
    // Largest-landmass centroids: France is in Europe, not pulled towards French Guiana.
    expect(findCountry('fr')).toMatchObject({ name: 'France' });
    expect(findCountry('FR')?.lon).toBeGreaterThan(0);
    expect(findCountry('NZ')?.lon).toBeGreaterThan(160);
  });

  it('lists AI crawler robots.txt tokens of every purpose, each once', () => {
    const tokens = AI_CRAWLERS.map((c) => c.token.toLowerCase());
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const c of AI_CRAWLERS) expect(c.token).toMatch(/^[A-Za-z_-]+$/); // RFC 9309 product token
    for (const purpose of ['training', 'search', 'user']) {
      expect(AI_CRAWLERS.filter((c) => c.purpose === purpose).length, purpose).toBeGreaterThanOrEqual(5);
    }
    expect(tokens).toEqual(expect.arrayContaining(['gptbot', 'oai-searchbot', 'chatgpt-user', 'claudebot', 'perplexitybot']));
  });

  it.each([
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)', 'GPTBot'],
    ['Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', 'ClaudeBot'],
    ['Mozilla/5.0 (compatible; PerplexityBot/1.0)', 'PerplexityBot'],
    ['Mozilla/5.0 ... ChatGPT-User/1.0', 'ChatGPT-User'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36', 'browser'],
    ['curl/8.5.0', 'other bot'],
    ['python-requests/2.32', 'other bot'],
    ['', 'other bot'],
  ])('detects %s as %s', (ua, family) => {
    expect(detectAgentFamily(ua)).toBe(family);
  });
});

describe('search text', () => {
  it('folds accents and case and splits on anything but letters and digits', () => {
    expect(tokenize('Crème-Brûlée & CAFÉ "Zürich"\u0000x')).toEqual(['creme', 'brulee', 'cafe', 'zurich', 'x']);
  });

  it('keeps at most 12 distinct terms and marks the last as a prefix while typing', () => {
    expect(parseSearchTerms('a b c d e f g h i j k l m n o')?.terms).toHaveLength(12);
    expect(parseSearchTerms('flor')).toEqual({ terms: ['flor'], lastIsPrefix: true });
    expect(parseSearchTerms('flor ')).toEqual({ terms: ['flor'], lastIsPrefix: false });
    expect(parseSearchTerms('"*"')).toBeNull();
  });
});

describe('country names after "in"', () => {
  it('takes "the" where English writes it', () => {
    expect(['Netherlands', 'United States', 'United Kingdom', 'Philippines', 'Portugal', 'Czechia'].map(countryAfterIn)).toEqual([
      'the Netherlands',
      'the United States',
      'the United Kingdom',
      'the Philippines',
      'Portugal',
      'Czechia',
    ]);
  });
});
