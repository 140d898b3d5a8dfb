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

/** Snapshots kept per database handle, each with what the engine prepared for it (up to about 200 KB). */
const CACHED_SNAPSHOTS = 200;
const snapshotCaches = new WeakMap<object, Map<string, FactSnapshot>>();

/**
 * The client's approved facts and public profile as the answer engine reads them. Reused while
 * the listing's `updated_at` is unchanged (every change to its facts or profile sets it), so
 * repeated questions skip the facts query and the engine's index build.
 */
export async function loadSnapshot(deps: Pick<Deps, 'db'>, urls: Urls, listing: ListingRow): Promise<FactSnapshot> {
  const handoff = handoffRouteOf(urls, listing.slug);
  const key = `${listing.id}|${listing.updated_at}|${handoff}`;
  let cache = snapshotCaches.get(deps.db);
  if (!cache) {
    cache = new Map();
    snapshotCaches.set(deps.db, cache);
  }
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const facts = await findFactsForListing(deps.db, listing.id);
  const snapshot = buildSnapshot(snapshotSourceOf(listing, facts), handoff);
  cache.set(key, snapshot);
  if (cache.size > CACHED_SNAPSHOTS) cache.delete(cache.keys().next().value as string);
  return snapshot;
}

/** The client's A2A Agent Card, from its current approved material. */
export async function loadAgentCard(deps: Pick<Deps, 'db'>, urls: Urls, listing: ListingRow) {
  const snapshot = await loadSnapshot(deps, urls, listing);
  return renderAgentCard({ snapshot, description: listing.description, website: listing.website_url }, urls);
}
