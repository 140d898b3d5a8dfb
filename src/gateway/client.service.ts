/** A gateway client: a published listing and the engine's snapshot of its approved material. */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { findFactsForListing, findListingBySlug, type ListingRow } from '../listings/listing.repository.js';
import type { Urls } from '../urls.js';
import { renderAgentCard } from './agent-card.js';
import type { FactSnapshot } from './answer/types.js';
import { buildSnapshot, snapshotSourceOf } from './snapshot.js';

/** The published listing with this slug. @throws AppError client_not_found (404) otherwise. */
export async function findClient(deps: Pick<Deps, 'db'>, slug: string): Promise<ListingRow> {
  const listing = await findListingBySlug(deps.db, slug);
  if (listing?.listing_status !== 'published') throw new AppError('client_not_found');
  return listing;
}

/** Where a person at the client takes over: its action-request route. */
export function handoffRouteOf(urls: Urls, slug: string): string {
  return urls.gateway(`/ai/${encodeURIComponent(slug)}/a2a/v1/action-request`);
}

/** The client's approved facts and public profile as the answer engine reads them. */
export async function loadSnapshot(deps: Pick<Deps, 'db'>, urls: Urls, listing: ListingRow): Promise<FactSnapshot> {
  const facts = await findFactsForListing(deps.db, listing.id);
  return buildSnapshot(snapshotSourceOf(listing, facts), handoffRouteOf(urls, listing.slug));
}

/** The client's A2A Agent Card, from its current approved material. */
export async function loadAgentCard(deps: Pick<Deps, 'db'>, urls: Urls, listing: ListingRow) {
  const snapshot = await loadSnapshot(deps, urls, listing);
  return renderAgentCard({ snapshot, description: listing.description, website: listing.website_url }, urls);
}
