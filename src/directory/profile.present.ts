/**
 * The public business profile (`/business/{slug}.json`) and its schema.org JSON-LD, pure
 * functions of a listing row and its approved facts. The same JSON-LD is embedded in the HTML page.
 */

import { addressOf, type FactRow, factTranslations, type ListingRow, listingLists } from '../listings/listing.repository.js';
import type { FactKind } from '../listings/listing-input.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import type { Urls } from '../urls.js';

export interface PublicFact {
  id: string;
  kind: FactKind | string;
  text: string;
  question?: string;
  url?: string;
  lang: string;
  translations?: { lang: string; text: string; question?: string }[];
}

const SCHEMA_DAYS: Record<string, string> = {
  mo: 'https://schema.org/Monday',
  tu: 'https://schema.org/Tuesday',
  we: 'https://schema.org/Wednesday',
  th: 'https://schema.org/Thursday',
  fr: 'https://schema.org/Friday',
  sa: 'https://schema.org/Saturday',
  su: 'https://schema.org/Sunday',
};

export function presentFact(fact: FactRow): PublicFact {
  const out: PublicFact = { id: fact.id, kind: fact.kind, text: fact.text, lang: fact.lang };
  if (fact.question) out.question = fact.question;
  if (fact.url) out.url = fact.url;
  const translations = factTranslations(fact);
  if (translations.length > 0)
    out.translations = translations.map((t) => ({ lang: t.lang, text: t.text, ...(t.question ? { question: t.question } : {}) }));
  return out;
}

/** schema.org LocalBusiness (or the primary category's subtype) for one listing. */
export function buildJsonLd(listing: ListingRow, facts: FactRow[], urls: Urls): Record<string, unknown> {
  const { categories, hours, sameAs, languages } = listingLists(listing);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': findCategory(categories[0] ?? '')?.schemaType ?? 'LocalBusiness',
    '@id': `${urls.businessPage(listing.slug)}#business`,
    name: listing.name,
    mainEntityOfPage: urls.businessPage(listing.slug),
  };
  if (listing.description) ld.description = listing.description;
  if (listing.website_url) ld.url = listing.website_url;
  if (listing.phone) ld.telephone = listing.phone;
  if (listing.public_email) ld.email = listing.public_email;
  if (listing.country || listing.locality) {
    const address: Record<string, string> = { '@type': 'PostalAddress' };
    if (listing.street) address.streetAddress = listing.street;
    if (listing.locality) address.addressLocality = listing.locality;
    if (listing.region) address.addressRegion = listing.region;
    if (listing.postal_code) address.postalCode = listing.postal_code;
    if (listing.country) address.addressCountry = listing.country;
    ld.address = address;
  }
  if (listing.lat !== null && listing.lon !== null) {
    ld.geo = { '@type': 'GeoCoordinates', latitude: listing.lat, longitude: listing.lon };
  }
  if (hours.length > 0) {
    ld.openingHoursSpecification = hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[h.day],
      opens: h.opens,
      closes: h.closes,
    }));
  }
  if (listing.price_range) ld.priceRange = listing.price_range;
  if (sameAs.length > 0) ld.sameAs = sameAs;
  if (languages.length > 0) ld.knowsLanguage = languages;
  const areas = facts.filter((f) => f.kind === 'area_served').map((f) => f.text);
  if (areas.length > 0) ld.areaServed = areas;
  const services = facts.filter((f) => f.kind === 'service');
  if (services.length > 0) {
    ld.makesOffer = services.map((f) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: f.text } }));
  }
  return ld;
}

/** The `business` object of the profile response. */
export function presentBusiness(listing: ListingRow, facts: FactRow[], urls: Urls) {
  const country = listing.country ? findCountry(listing.country) : undefined;
  const lists = listingLists(listing);
  return {
    slug: listing.slug,
    name: listing.name,
    description: listing.description,
    categories: lists.categories.map((slug) => ({ slug, name: findCategory(slug)?.name ?? slug })),
    website: listing.website_url,
    domain: listing.domain,
    phone: listing.phone,
    email: listing.public_email,
    address: { ...addressOf(listing), countryName: country?.name ?? null },
    geo: listing.lat !== null && listing.lon !== null ? { lat: listing.lat, lon: listing.lon } : null,
    /** How the globe places this listing: its own point, its country's centroid, or not at all. */
    location: listing.lat !== null && listing.lon !== null ? 'geo' : country ? 'country' : 'unlocated',
    hours: lists.hours,
    priceRange: listing.price_range,
    languages: lists.languages,
    sameAs: lists.sameAs,
    businessStatus: listing.business_status,
    verification: {
      status: listing.verification_status,
      method: listing.verification_method,
      verifiedAt: listing.verified_at,
    },
    facts: facts.map(presentFact),
    createdAt: listing.created_at,
    updatedAt: listing.updated_at,
    publishedAt: listing.published_at,
    links: {
      page: urls.businessPage(listing.slug),
      profile: urls.businessJson(listing.slug),
      ask: urls.ask(listing.slug),
      sampleQuestions: urls.sampleQuestions(listing.slug),
      handshake: urls.handshake(listing.slug),
      agentCard: urls.agentCard(listing.slug),
    },
  };
}
