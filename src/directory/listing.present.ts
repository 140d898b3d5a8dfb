/** Public shapes of listings. Fields are chosen explicitly: a row is never spread into output. */
import { listingCategories } from '../listings/listing.repository.js';
import { findCountry } from '../reference/reference-data.js';
import type { ListingTable } from '../storage/database.js';
import type { Urls } from '../urls.js';

export interface ListingSummary {
  slug: string;
  name: string;
  description: string;
  categories: string[];
  city: string | null;
  region: string | null;
  country: string | null;
  countryName: string | null;
  verified: boolean;
  businessStatus: string;
  updatedAt: string;
  profileUrl: string;
  pageUrl: string;
}

/** Cuts text to at most `max` characters on a word boundary, with an ellipsis. */
export function excerpt(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function presentListingSummary(row: ListingTable, urls: Urls): ListingSummary {
  return {
    slug: row.slug,
    name: row.name,
    description: excerpt(row.description),
    categories: listingCategories(row),
    city: row.locality,
    region: row.region,
    country: row.country,
    countryName: row.country ? (findCountry(row.country)?.name ?? null) : null,
    verified: row.verification_status === 'verified',
    businessStatus: row.business_status,
    updatedAt: row.updated_at,
    profileUrl: urls.businessJson(row.slug),
    pageUrl: urls.businessPage(row.slug),
  };
}
