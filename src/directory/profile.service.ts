import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { findFactsForListing, findListingBySlug } from '../listings/listing.repository.js';
import type { Urls } from '../urls.js';
import { buildJsonLd, presentBusiness } from './profile.present.js';

/**
 * The public profile of a published listing.
 * @throws AppError listing_not_found (unknown or unpublished), listing_removed (410).
 */
export async function getBusinessProfile(deps: Pick<Deps, 'db'>, urls: Urls, slug: string) {
  const listing = await findListingBySlug(deps.db, slug);
  if (listing?.listing_status === 'removed') throw new AppError('listing_removed');
  if (listing?.listing_status !== 'published') throw new AppError('listing_not_found');
  const facts = await findFactsForListing(deps.db, listing.id);
  return { ok: true as const, business: presentBusiness(listing, facts, urls), jsonLd: buildJsonLd(listing, facts, urls) };
}
