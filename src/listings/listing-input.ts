/**
 * Validation and normalisation of listing data coming from outside (import rows, demo data,
 * later the submit form). Pure: no database, no clock.
 */
import { createHash } from 'node:crypto';
import { suggestCategory } from '../reference/category-suggestion.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import { foldText } from '../storage/search/search-text.js';

export const FACT_KINDS = [
  'summary',
  'service',
  'audience',
  'pricing',
  'hours',
  'location',
  'policy',
  'contact_route',
  'faq',
  'area_served',
  'language',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export const DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type Day = (typeof DAYS)[number];
/** English day names, for texts built from opening hours. */
export const DAY_NAMES: Record<Day, string> = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
};

export interface OpeningHours {
  day: Day;
  opens: string;
  closes: string;
}

export interface FactDraft {
  id: string;
  kind: FactKind;
  text: string;
  question: string | null;
  url: string | null;
  lang: string;
  /** The same fact as the owner wrote it in other languages (never machine-translated). */
  translations?: FactTranslation[];
}

/** A fact in another language: its text, and for a FAQ its question. */
export interface FactTranslation {
  lang: string;
  text: string;
  question: string | null;
}

/** Most translations one fact may have. */
export const MAX_TRANSLATIONS = 10;

/** A valid, normalised listing ready to be written. */
export interface ListingDraft {
  slug: string;
  name: string;
  description: string;
  categories: string[];
  websiteUrl: string | null;
  domain: string | null;
  phone: string | null;
  publicEmail: string | null;
  address: {
    street: string | null;
    locality: string | null;
    region: string | null;
    postalCode: string | null;
    country: string | null;
  };
  geo: { lat: number; lon: number } | null;
  hours: OpeningHours[];
  priceRange: string | null;
  languages: string[];
  sameAs: string[];
  businessStatus: 'operational' | 'closed_temporarily' | 'closed_permanently';
  listingStatus: 'pending_review' | 'published';
  facts: FactDraft[];
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reasons: string[] };

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL_PATTERN = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;
const PHONE_PATTERN = /^\+?[0-9 ().\-/]{4,40}$/;
const LANG_PATTERN = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;
const FACT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const IMPORT_FIELDS = new Set([
  'slug',
  'name',
  'description',
  'website',
  'email',
  'phone',
  'address',
  'geo',
  'categories',
  'hours',
  'status',
  'facts',
  'priceRange',
  'languages',
  'sameAs',
  'businessStatus',
]);

/** Lower-cased, accent-folded form used for name ordering and city filters. */
export function sortKey(value: string): string {
  return foldText(value).replace(/\s+/g, ' ').trim();
}

/**
 * Builds a slug from free text (`Café Zürich, Bern` → `cafe-zurich-bern`, `Rosie's` → `rosies`), at
 * most 80 characters.
 */
export function slugify(...parts: (string | null | undefined)[]): string {
  // An apostrophe inside a word joins it ("Rosie's", "L’Atelier"), as people write it.
  const text = parts
    .filter(Boolean)
    .join(' ')
    .replace(/(\p{L})['’ʼ](?=\p{L})/gu, '$1');
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'listing';
}

/**
 * Normalises a website URL: http(s) only, no credentials, at most 2048 characters.
 * @returns the URL and its domain (lower-cased host without `www.`), or an error reason.
 */
export function normaliseWebsite(raw: string): { url: string; domain: string } | string {
  if (raw.length > 2048) return 'website is longer than 2048 characters';
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return 'website is not a valid URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'website must use http or https';
  if (url.username || url.password) return 'website must not contain credentials';
  if (!url.hostname.includes('.') && !url.hostname.startsWith('[')) return 'website must have a full domain name';
  return { url: url.toString(), domain: url.hostname.toLowerCase().replace(/^www\./, '') };
}

/** A stable id for a fact without one, so re-imports keep citations valid. */
export function factIdFor(kind: string, question: string | null, text: string): string {
  return `f-${createHash('sha256')
    .update(`${kind}\n${question ?? ''}\n${text}`)
    .digest('hex')
    .slice(0, 12)}`;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Collects reasons while reading one record. */
export class Reader {
  readonly reasons: string[] = [];

  text(value: unknown, field: string, opts: { required?: boolean; max: number; min?: number }): string | null {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (opts.required) this.reasons.push(`${field} is required`);
      return null;
    }
    if (typeof value !== 'string') {
      this.reasons.push(`${field} must be a string`);
      return null;
    }
    const trimmed = value.trim();
    if (CONTROL.test(trimmed)) this.reasons.push(`${field} contains control characters`);
    if (trimmed.length > opts.max) this.reasons.push(`${field} is longer than ${opts.max} characters`);
    if (opts.min && trimmed.length < opts.min) this.reasons.push(`${field} is shorter than ${opts.min} characters`);
    return trimmed;
  }

  list(value: unknown, field: string, max: number): unknown[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.reasons.push(`${field} must be a list`);
      return [];
    }
    if (value.length > max) this.reasons.push(`${field} has more than ${max} items`);
    return value.slice(0, max);
  }
}

function readAddress(r: Reader, raw: unknown): ListingDraft['address'] {
  const address = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    r.reasons.push('address must be an object');
  }
  for (const key of Object.keys(address)) {
    if (!['street', 'locality', 'region', 'postalCode', 'country'].includes(key))
      r.reasons.push(`unknown field "address.${key}"`);
  }
  let country = r.text(address.country, 'address.country', { max: 2 });
  if (country !== null) {
    const found = findCountry(country);
    if (!found) r.reasons.push(`address.country "${country}" is not an ISO 3166-1 alpha-2 code`);
    country = found?.code ?? null;
  }
  return {
    street: r.text(address.street, 'address.street', { max: 200 }),
    locality: r.text(address.locality, 'address.locality', { max: 100 }),
    region: r.text(address.region, 'address.region', { max: 100 }),
    postalCode: r.text(address.postalCode, 'address.postalCode', { max: 20 }),
    country,
  };
}

function readCategories(r: Reader, raw: unknown): string[] {
  const categories = r.list(raw, 'categories', 5).map((c) => (typeof c === 'string' ? c.trim().toLowerCase() : ''));
  if (categories.length === 0) r.reasons.push('categories must name 1 to 5 categories');
  for (const c of categories) {
    if (findCategory(c)) continue;
    const suggestion = suggestCategory(c);
    r.reasons.push(`unknown category "${c}"${suggestion ? ` (did you mean "${suggestion.slug}"?)` : ''}`);
  }
  return [...new Set(categories)];
}

function readContact(
  r: Reader,
  row: Record<string, unknown>,
): Pick<ListingDraft, 'websiteUrl' | 'domain' | 'publicEmail' | 'phone'> {
  let websiteUrl: string | null = null;
  let domain: string | null = null;
  const website = r.text(row.website, 'website', { max: 2048 });
  if (website) {
    const parsed = normaliseWebsite(website);
    if (typeof parsed === 'string') r.reasons.push(parsed);
    else ({ url: websiteUrl, domain } = parsed);
  }
  const publicEmail = r.text(row.email, 'email', { max: 254 });
  if (publicEmail && !EMAIL_PATTERN.test(publicEmail)) r.reasons.push('email is not a valid e-mail address');
  const phone = r.text(row.phone, 'phone', { max: 40 });
  if (phone && !PHONE_PATTERN.test(phone)) r.reasons.push('phone may hold only digits, spaces and + ( ) . - /');
  return { websiteUrl, domain, publicEmail, phone };
}

function readGeo(r: Reader, raw: unknown): ListingDraft['geo'] {
  if (raw === undefined || raw === null) return null;
  const g = raw as Record<string, unknown>;
  const lat = typeof g.lat === 'string' ? Number(g.lat) : g.lat;
  const lon = typeof g.lon === 'string' ? Number(g.lon) : g.lon;
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    r.reasons.push('geo.lat must be a number from -90 to 90');
    return null;
  }
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) {
    r.reasons.push('geo.lon must be a number from -180 to 180');
    return null;
  }
  return { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 };
}

function readHours(r: Reader, raw: unknown): OpeningHours[] {
  const hours: OpeningHours[] = [];
  for (const [i, h] of r.list(raw, 'hours', 21).entries()) {
    const item = (h ?? {}) as Record<string, unknown>;
    const day = str(item.day)?.toLowerCase();
    const opens = str(item.opens);
    const closes = str(item.closes);
    if (!day || !(DAYS as readonly string[]).includes(day)) r.reasons.push(`hours[${i}].day must be one of ${DAYS.join(', ')}`);
    else if (!opens || !TIME_PATTERN.test(opens) || !closes || !TIME_PATTERN.test(closes)) {
      r.reasons.push(`hours[${i}] opens and closes must be HH:MM`);
    } else hours.push({ day: day as Day, opens, closes });
  }
  return hours;
}

function readStatuses(r: Reader, row: Record<string, unknown>): Pick<ListingDraft, 'listingStatus' | 'businessStatus'> {
  const status = str(row.status) ?? 'published';
  if (status !== 'published' && status !== 'pending_review') r.reasons.push('status must be published or pending_review');
  const businessStatus = str(row.businessStatus) ?? 'operational';
  if (!['operational', 'closed_temporarily', 'closed_permanently'].includes(businessStatus)) {
    r.reasons.push('businessStatus must be operational, closed_temporarily or closed_permanently');
  }
  return {
    listingStatus: status as ListingDraft['listingStatus'],
    businessStatus: businessStatus as ListingDraft['businessStatus'],
  };
}

function readLanguages(r: Reader, raw: unknown): string[] {
  const languages = r.list(raw, 'languages', 20).map((l) => String(l).trim());
  for (const l of languages) if (!LANG_PATTERN.test(l)) r.reasons.push(`language "${l}" is not a BCP 47 tag`);
  return languages;
}

function readSameAs(r: Reader, raw: unknown): string[] {
  const sameAs: string[] = [];
  for (const link of r.list(raw, 'sameAs', 10)) {
    const parsed = typeof link === 'string' ? normaliseWebsite(link) : 'sameAs links must be strings';
    if (typeof parsed === 'string') r.reasons.push(`sameAs: ${parsed.replace('website', 'link')}`);
    else sameAs.push(parsed.url);
  }
  return sameAs;
}

/**
 * Validates one import record and returns a normalised {@link ListingDraft} or every
 * reason it is invalid. Unknown fields are rejected so typos do not silently lose data.
 */
export function parseListingInput(raw: unknown): ParseResult<ListingDraft> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reasons: ['row must be an object'] };
  }
  const row = raw as Record<string, unknown>;
  const r = new Reader();
  for (const key of Object.keys(row)) if (!IMPORT_FIELDS.has(key)) r.reasons.push(`unknown field "${key}"`);

  const name = r.text(row.name, 'name', { required: true, max: 120 });
  const description = r.text(row.description, 'description', { max: 1000 }) ?? '';
  const address = readAddress(r, row.address);
  let slug = r.text(row.slug, 'slug', { max: 80 });
  if (slug !== null && !SLUG_PATTERN.test(slug))
    r.reasons.push('slug must be lower-case letters and digits separated by single hyphens');
  if (slug === null && name) slug = slugify(name, address.locality, address.country);
  const draft = {
    description,
    categories: readCategories(r, row.categories),
    ...readContact(r, row),
    address,
    geo: readGeo(r, row.geo),
    hours: readHours(r, row.hours),
    priceRange: r.text(row.priceRange, 'priceRange', { max: 100 }),
    languages: readLanguages(r, row.languages),
    sameAs: readSameAs(r, row.sameAs),
    ...readStatuses(r, row),
    facts: parseFacts(r, row.facts),
  };
  // A listing nobody can find or reach helps no one: it needs a place or a way to get in touch.
  const placed = Boolean(draft.address.locality || draft.address.country || draft.geo);
  const reachable = Boolean(draft.websiteUrl || draft.publicEmail || draft.phone);
  if (!placed && !reachable) {
    r.reasons.push('a listing needs a place (address or geo) or a way to reach it (website, email or phone)');
  }
  if (r.reasons.length > 0 || !name || !slug) return { ok: false, reasons: r.reasons };
  return { ok: true, value: { slug, name, ...draft } };
}

/** Validates a list of facts on its own (an owner's proposal), with every reason it is invalid. */
export function parseFactList(value: unknown): ParseResult<FactDraft[]> {
  const r = new Reader();
  const facts = parseFacts(r, value);
  return r.reasons.length > 0 ? { ok: false, reasons: r.reasons } : { ok: true, value: facts };
}

function parseFacts(r: Reader, value: unknown): FactDraft[] {
  const facts: FactDraft[] = [];
  const seen = new Set<string>();
  for (const [i, item] of r.list(value, 'facts', 100).entries()) {
    if (typeof item !== 'object' || item === null) {
      r.reasons.push(`facts[${i}] must be an object`);
      continue;
    }
    const f = item as Record<string, unknown>;
    for (const key of Object.keys(f)) {
      if (!['id', 'kind', 'text', 'question', 'url', 'lang', 'translations'].includes(key))
        r.reasons.push(`unknown field "facts[${i}].${key}"`);
    }
    const kind = str(f.kind);
    if (!kind || !(FACT_KINDS as readonly string[]).includes(kind)) {
      r.reasons.push(`facts[${i}].kind must be one of ${FACT_KINDS.join(', ')}`);
      continue;
    }
    const text = r.text(f.text, `facts[${i}].text`, { required: true, max: 2000 });
    const question = r.text(f.question, `facts[${i}].question`, { max: 300 });
    if (kind === 'faq' && !question) r.reasons.push(`facts[${i}] of kind faq needs a question`);
    const url = r.text(f.url, `facts[${i}].url`, { max: 2048 });
    let normalisedUrl: string | null = null;
    if (url) {
      const parsed = normaliseWebsite(url);
      if (typeof parsed === 'string') r.reasons.push(`facts[${i}].url: ${parsed.replace('website', 'url')}`);
      else normalisedUrl = parsed.url;
    }
    const lang = str(f.lang) ?? 'en';
    if (!LANG_PATTERN.test(lang)) r.reasons.push(`facts[${i}].lang is not a BCP 47 tag`);
    const givenId = str(f.id);
    if (givenId !== undefined && !FACT_ID_PATTERN.test(givenId)) {
      r.reasons.push(`facts[${i}].id must be 1-80 letters, digits, '.', '_' or '-'`);
    }
    if (!text) continue;
    const id = givenId ?? factIdFor(kind, question, text);
    if (seen.has(id)) {
      if (givenId !== undefined) r.reasons.push(`facts[${i}].id "${id}" is used twice`);
      continue;
    }
    seen.add(id);
    const translations = parseTranslations(r, f.translations, `facts[${i}]`, { kind, lang });
    facts.push({
      id,
      kind: kind as FactKind,
      text,
      question,
      url: normalisedUrl,
      lang,
      ...(translations.length ? { translations } : {}),
    });
  }
  return facts;
}

/**
 * A fact's translations: each in another language than the fact's and than the others, with its text
 * (and, for a FAQ, its question). Reasons are named after `field` ("facts[2].translations[0].lang …").
 */
export function parseTranslations(
  r: Reader,
  value: unknown,
  field: string,
  fact: { kind: string; lang: string },
): FactTranslation[] {
  if (value === undefined || value === null) return [];
  const out: FactTranslation[] = [];
  const langs = new Set([baseTag(fact.lang)]);
  for (const [j, item] of r.list(value, `${field}.translations`, MAX_TRANSLATIONS).entries()) {
    const at = `${field}.translations[${j}]`;
    if (typeof item !== 'object' || item === null) {
      r.reasons.push(`${at} must be an object`);
      continue;
    }
    const t = item as Record<string, unknown>;
    for (const key of Object.keys(t))
      if (!['lang', 'text', 'question'].includes(key)) r.reasons.push(`unknown field "${at}.${key}"`);
    const lang = str(t.lang);
    if (!lang || !LANG_PATTERN.test(lang)) {
      r.reasons.push(`${at}.lang must be a BCP 47 tag`);
      continue;
    }
    if (langs.has(baseTag(lang))) {
      r.reasons.push(`${at}.lang "${lang}" is the fact's own language or given twice`);
      continue;
    }
    langs.add(baseTag(lang));
    const text = r.text(t.text, `${at}.text`, { required: true, max: 2000 });
    const question = r.text(t.question, `${at}.question`, { max: 300 });
    if (fact.kind === 'faq' && !question) r.reasons.push(`${at} of a faq needs its question`);
    if (text) out.push({ lang, text, question });
  }
  return out;
}

const baseTag = (tag: string) => tag.toLowerCase().split('-')[0] ?? tag;
