/**
 * What the answer engine reads about one client: its approved facts plus its public profile
 * fields as citable `profile:<field>` facts. Pure.
 */

import { GATEWAY_FACTS, languageName, PLATFORM_FACTS } from '../answers/compose.js';
import { baseLanguage, LEXICONS, type ProfileTemplates } from '../answers/lexicon.js';
import type { FactSnapshot, SnapshotFact } from '../answers/types.js';
import { languageNameIn } from '../answers/voice.js';
import { addressOf, type FactRow, factTranslations, type ListingRow, listingLists } from '../listings/listing.repository.js';
import { DAY_NAMES, DAYS, type Day, type FactDraft, type FactTranslation, type ListingDraft } from '../listings/listing-input.js';
import { findCategory, findCountry } from '../reference/reference-data.js';

export type SnapshotSource = Pick<
  ListingDraft,
  | 'slug'
  | 'name'
  | 'description'
  | 'categories'
  | 'websiteUrl'
  | 'phone'
  | 'publicEmail'
  | 'address'
  | 'hours'
  | 'priceRange'
  | 'languages'
  | 'businessStatus'
> & { facts: Pick<FactDraft, 'id' | 'kind' | 'text' | 'question' | 'url' | 'lang' | 'translations'>[] };

const DAY_ORDER: readonly string[] = DAYS;

/** "Monday to Friday 07:00–16:00; Saturday 08:00–15:00", consecutive days with equal hours joined. */
export function describeHours(hours: SnapshotSource['hours']): string {
  return groupHours(hours)
    .map((g) => `${DAY_NAMES[g.first as Day]}${g.last !== g.first ? ` to ${DAY_NAMES[g.last as Day]}` : ''} ${g.times}`)
    .join('; ');
}

/** Opening hours as runs of consecutive days with equal times. */
function groupHours(hours: SnapshotSource['hours']): { first: string; last: string; times: string }[] {
  const sorted = [...hours].sort((a, b) => DAY_ORDER.indexOf(a.day) - DAY_ORDER.indexOf(b.day) || a.opens.localeCompare(b.opens));
  const groups: { first: string; last: string; times: string }[] = [];
  for (const slot of sorted) {
    const times = `${slot.opens}–${slot.closes}`;
    const previous = groups[groups.length - 1];
    if (previous && previous.times === times && DAY_ORDER.indexOf(slot.day) === DAY_ORDER.indexOf(previous.last) + 1)
      previous.last = slot.day;
    else groups.push({ first: slot.day, last: slot.day, times });
  }
  return groups;
}

const STATUS_TEXT: Record<SnapshotSource['businessStatus'], string> = {
  operational: 'is open for business',
  closed_temporarily: 'is temporarily closed',
  closed_permanently: 'has closed permanently',
};

/**
 * The public profile fields as citable facts: worded in English, with a translation in every language
 * whose lexicon has profile templates (day and language names from the runtime's CLDR data).
 */
export function profileFacts(source: SnapshotSource): SnapshotFact[] {
  const facts: SnapshotFact[] = [];
  const add = (field: string, answersFor: string, text: string) => {
    const translations = translatedField(source, field);
    facts.push({ id: `profile:${field}`, kind: 'profile', lang: 'en', text, answersFor, ...(translations && { translations }) });
  };
  const name = source.name;
  if (source.description) add('description', 'summary', source.description);
  const categories = source.categories.map((slug) => findCategory(slug)?.name.toLowerCase() ?? slug);
  if (categories.length) add('categories', 'summary', `${name} is listed under ${categories.join(', ')}.`);
  const a = source.address;
  const country = a.country ? (findCountry(a.country)?.name ?? a.country) : null;
  const place = [a.street, [a.postalCode, a.locality].filter(Boolean).join(' '), a.region, country].filter(Boolean).join(', ');
  if (place) add('address', 'location', `${name}'s address: ${place}.`);
  if (source.hours.length) add('hours', 'hours', `Opening hours: ${describeHours(source.hours)}.`);
  if (source.phone) add('phone', 'contact_route', `Phone: ${source.phone}.`);
  if (source.publicEmail) add('email', 'contact_route', `E-mail: ${source.publicEmail}.`);
  if (source.websiteUrl) add('website', 'contact_route', `Official website: ${source.websiteUrl}`);
  if (source.languages.length) {
    const names = source.languages.map(languageName);
    add('languages', 'language', `Languages: ${names.join(', ')}.`);
  }
  if (source.priceRange) add('priceRange', 'pricing', `Price range: ${source.priceRange}.`);
  add('businessStatus', 'hours', `${name} ${STATUS_TEXT[source.businessStatus]}.`);
  return facts;
}

/** A profile field worded in each language that has templates for it; undefined when none has. */
function translatedField(source: SnapshotSource, field: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const lexicon of LEXICONS) {
    const templates = lexicon.profile;
    if (!templates) continue;
    const text = wordField(source, field, templates, lexicon.language);
    if (text) out[lexicon.language] = text;
  }
  return Object.keys(out).length ? out : undefined;
}

function wordField(source: SnapshotSource, field: string, t: ProfileTemplates, language: string): string | null {
  const put = (template: string, value: string) => template.replace('{value}', value).replace('{name}', source.name);
  const a = source.address;
  switch (field) {
    case 'address': {
      const country = a.country ? regionName(a.country, language) : null;
      const place = [a.street, [a.postalCode, a.locality].filter(Boolean).join(' '), a.region, country]
        .filter(Boolean)
        .join(', ');
      return put(t.address, place);
    }
    case 'hours':
      return put(t.hours, describeHoursIn(source.hours, t.dayRange, language));
    case 'phone':
      return source.phone ? put(t.phone, source.phone) : null;
    case 'email':
      return source.publicEmail ? put(t.email, source.publicEmail) : null;
    case 'website':
      return source.websiteUrl ? put(t.website, source.websiteUrl) : null;
    case 'languages':
      return put(t.languages, source.languages.map((code) => languageNameIn(code, language)).join(', '));
    case 'priceRange':
      return source.priceRange ? put(t.priceRange, source.priceRange) : null;
    case 'businessStatus':
      return put(t.status[source.businessStatus], '');
    default:
      return null;
  }
}

/** Opening hours in a language: day names from CLDR, consecutive days with equal hours joined by its template. */
function describeHoursIn(hours: SnapshotSource['hours'], dayRange: string, language: string): string {
  const dayName = (day: string) => weekdayName(DAY_ORDER.indexOf(day), language);
  return groupHours(hours)
    .map(
      (g) =>
        `${g.first !== g.last ? dayRange.replace('{first}', dayName(g.first)).replace('{last}', dayName(g.last)) : dayName(g.first)} ${g.times}`,
    )
    .join('; ');
}

/** Names from the runtime's CLDR data, kept: making an Intl formatter costs more than a snapshot's other work. */
const NAMES = new Map<string, string>();

function remembered(key: string, make: () => string): string {
  let name = NAMES.get(key);
  if (name === undefined) {
    name = make();
    NAMES.set(key, name);
  }
  return name;
}

/** A weekday's name (0 = Monday) in a language. */
function weekdayName(index: number, language: string): string {
  // 2024-01-01 was a Monday.
  return remembered(`day:${language}:${index}`, () =>
    new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index)),
  );
}

function regionName(code: string, language: string): string {
  return remembered(`region:${language}:${code}`, () => {
    try {
      return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  });
}

/** The engine's snapshot of one client. */
export function buildSnapshot(source: SnapshotSource, handoffRoute: string): FactSnapshot {
  const approved: SnapshotFact[] = source.facts.map((f) => ({
    id: f.id,
    kind: f.kind,
    text: f.text,
    question: f.question,
    url: f.url,
    lang: f.lang,
    ...translatedFact(f.translations),
  }));
  return {
    clientSlug: source.slug,
    businessName: source.name,
    facts: [...approved, ...profileFacts(source), ...GATEWAY_FACTS, ...PLATFORM_FACTS],
    handoffRoute,
    languages: source.languages,
  };
}

/** An owner's translations of a fact, as the engine reads them: texts and FAQ questions by language. */
function translatedFact(translations: readonly FactTranslation[] | undefined): Partial<SnapshotFact> {
  if (!translations?.length) return {};
  const questions = translations.flatMap((t) => (t.question ? [[baseLanguage(t.lang), t.question] as const] : []));
  return {
    translations: Object.fromEntries(translations.map((t) => [baseLanguage(t.lang), t.text])),
    ...(questions.length ? { translatedQuestions: Object.fromEntries(questions) } : {}),
  };
}

/** A stored listing and its facts in the shape `buildSnapshot` reads. */
export function snapshotSourceOf(listing: ListingRow, facts: readonly FactRow[]): SnapshotSource {
  const lists = listingLists(listing);
  return {
    slug: listing.slug,
    name: listing.name,
    description: listing.description,
    categories: lists.categories,
    websiteUrl: listing.website_url,
    phone: listing.phone,
    publicEmail: listing.public_email,
    address: addressOf(listing),
    hours: lists.hours,
    priceRange: listing.price_range,
    languages: lists.languages,
    businessStatus: listing.business_status,
    facts: facts.map((f) => ({
      id: f.id,
      kind: f.kind as FactDraft['kind'],
      text: f.text,
      question: f.question,
      url: f.url,
      lang: f.lang,
      translations: factTranslations(f),
    })),
  };
}
