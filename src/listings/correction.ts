/**
 * Corrections of public fields, as pure functions: a listing row turned back into an import
 * record, the requested changes merged in, and the result validated like any import row.
 */
import type { ListingTable } from '../storage/database.js';
import { listingLists } from './listing.repository.js';
import { type ListingDraft, type ParseResult, parseListingInput } from './listing-input.js';

/** The import record a listing row corresponds to, without facts. */
export function recordFromListing(row: ListingTable): Record<string, unknown> {
  const address = Object.fromEntries(
    Object.entries({
      street: row.street,
      locality: row.locality,
      region: row.region,
      postalCode: row.postal_code,
      country: row.country,
    }).filter(([, v]) => v !== null),
  );
  const record: Record<string, unknown> = {
    slug: row.slug,
    name: row.name,
    description: row.description,
    ...listingLists(row),
    businessStatus: row.business_status,
    address,
  };
  if (row.website_url) record.website = row.website_url;
  if (row.public_email) record.email = row.public_email;
  if (row.phone) record.phone = row.phone;
  if (row.price_range) record.priceRange = row.price_range;
  if (row.lat !== null && row.lon !== null) record.geo = { lat: row.lat, lon: row.lon };
  return record;
}

/**
 * The listing as it would be with `changes` applied (`publicEmail` is the profile's e-mail;
 * `address` fields are merged; `null` clears an optional field).
 * @returns the validated draft (status kept) or every reason the result is invalid.
 */
export function applyCorrection(row: ListingTable, changes: Record<string, unknown>): ParseResult<ListingDraft> {
  const record = recordFromListing(row);
  for (const [field, value] of Object.entries(changes)) {
    const key = field === 'publicEmail' ? 'email' : field;
    if (key === 'address' && value && typeof value === 'object' && !Array.isArray(value)) {
      record.address = { ...(record.address as object), ...(value as object) };
    } else if (value === null) {
      delete record[key];
    } else {
      record[key] = value;
    }
  }
  const parsed = parseListingInput(record);
  if (!parsed.ok) return parsed;
  const listingStatus = row.listing_status === 'published' ? 'published' : 'pending_review';
  return { ok: true, value: { ...parsed.value, listingStatus } };
}
