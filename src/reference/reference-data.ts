/**
 * Committed reference data (data/*.json): the category taxonomy, countries with centroids, the
 * AI agent families of the hit counters and the AI crawlers' robots.txt tokens. Immutable;
 * loaded once.
 */
import { readFileSync } from 'node:fs';

export interface Category {
  slug: string;
  name: string;
  description: string;
  /** The schema.org LocalBusiness subtype used in JSON-LD. */
  schemaType: string;
}

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
  numeric: string | null;
  lat: number;
  lon: number;
}

export interface AgentFamily {
  family: string;
  vendor: string;
  purpose: 'training' | 'search' | 'user' | 'other';
  /** Case-insensitive substrings of the User-Agent header. */
  patterns: string[];
}

/** A robots.txt product token of an AI crawler, checked by the website audit. */
export interface AiCrawler {
  token: string;
  vendor: string;
  /** training: data for models; search: the index AI answers cite; user: fetches a person asked for. */
  purpose: 'training' | 'search' | 'user';
  note?: string;
}

/** Reads a JSON file of the `data/` folder (a path inside it). */
export function readData<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')) as T;
}

export const CATEGORIES: readonly Category[] = Object.freeze(readData<Category[]>('categories.json'));
export const COUNTRIES: readonly Country[] = Object.freeze(readData<Country[]>('countries.json'));
export const AGENT_FAMILIES: readonly AgentFamily[] = Object.freeze(
  readData<{ families: AgentFamily[] }>('ai-agents.json').families,
);
export const AI_CRAWLERS: readonly AiCrawler[] = Object.freeze(readData<{ crawlers: AiCrawler[] }>('ai-crawlers.json').crawlers);

const categoryBySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
const countryByCode = new Map(COUNTRIES.map((c) => [c.code, c]));

export function findCategory(slug: string): Category | undefined {
  return categoryBySlug.get(slug);
}

/** Looks a country up by alpha-2 code, case-insensitively. */
export function findCountry(code: string): Country | undefined {
  return countryByCode.get(code.toUpperCase());
}

/** "Utrecht, Netherlands", or whichever part is known; null when neither is. */
export function placeName(locality: string | null, countryCode: string | null): string | null {
  const country = countryCode ? (findCountry(countryCode)?.name ?? countryCode) : null;
  return [locality, country].filter(Boolean).join(', ') || null;
}

/** Country names English writes with "the": plural or compound names ("the Netherlands", "the United States"). */
const WITH_ARTICLE =
  /^(Netherlands|Philippines|Bahamas|Gambia|Maldives|Seychelles|Comoros)$|\b(Republic|Kingdom|States|Islands|Emirates|Federation|Union)\b/;

/** A country's name as it follows "in": "in the Netherlands", "in Portugal". */
export function countryAfterIn(name: string): string {
  return WITH_ARTICLE.test(name) && !name.startsWith('The ') ? `the ${name}` : name;
}

/** Family name for requests from no known AI agent but that look automated. */
export const OTHER_BOT = 'other bot';
/** Family name for what looks like a person's browser. */
export const BROWSER = 'browser';

const lowerPatterns = AGENT_FAMILIES.flatMap((f) => f.patterns.map((p) => [p.toLowerCase(), f.family] as const));
const BOT_HINT =
  /bot|crawl|spider|slurp|fetch|curl|wget|python|httpclient|http-client|go-http|java\/|okhttp|axios|node|undici|libwww|scrapy|headless/i;

/** Maps a User-Agent header to an agent family, `other bot` or `browser`. */
export function detectAgentFamily(userAgent: string | undefined): string {
  if (!userAgent) return OTHER_BOT;
  const ua = userAgent.toLowerCase();
  for (const [pattern, family] of lowerPatterns) if (ua.includes(pattern)) return family;
  if (BOT_HINT.test(ua)) return OTHER_BOT;
  return /mozilla\/|opera\//.test(ua) ? BROWSER : OTHER_BOT;
}
