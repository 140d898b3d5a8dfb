/**
 * Writes validated listings (import, demo data): one transaction per batch, listing row,
 * categories, approved facts and the search document together, so a row is never half-written.
 */
import type { Deps } from '../deps.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import type { Executor, ListingTable } from '../storage/database.js';
import type { SearchDocument, SearchIndex } from '../storage/search/search-index.js';
import {
  draftColumns,
  findListingBySlug,
  insertListing,
  isTombstoned,
  replaceFacts,
  replaceListingCategories,
  updateListing,
} from './listing.repository.js';
import type { ListingDraft } from './listing-input.js';

export interface SaveOptions {
  source: ListingTable['source'];
  /** Who approved the facts (`import`, `demo`, a reviewer id). */
  approvedBy: string;
  /** Verification to record (demo data); imports leave it unverified. */
  verification?: { method: string; verifiedAt: string } | undefined;
  /** Creation time to record for new listings (demo history); defaults to now. */
  createdAt?: string | undefined;
}

export type SaveOutcome = { status: 'created' | 'updated'; listingId: string } | { status: 'rejected'; reason: string };

type WriteDeps = Pick<Deps, 'search' | 'ids' | 'clock'>;

/** The text the search index holds for a listing. */
export function searchDocumentFor(
  listing: Pick<ListingTable, 'id' | 'name' | 'description' | 'categories' | 'locality' | 'region' | 'country'>,
): SearchDocument {
  const categories = (JSON.parse(listing.categories) as string[])
    .map((slug) => `${slug} ${findCategory(slug)?.name ?? ''}`)
    .join(' ');
  const country = listing.country ? findCountry(listing.country)?.name : undefined;
  return {
    listingId: listing.id,
    name: listing.name,
    description: listing.description,
    categories,
    place: [listing.locality, listing.region, country].filter(Boolean).join(' '),
  };
}

/** Keeps the search index in step with a listing's status: only published listings are searchable. */
export async function syncSearch(db: Executor, search: SearchIndex, listing: ListingTable): Promise<void> {
  if (listing.listing_status === 'published') await search.index(db, searchDocumentFor(listing));
  else await search.remove(db, listing.id);
}

/**
 * Creates or updates (by slug) one listing inside the caller's transaction.
 * A listing that was removed, or whose slug or domain is tombstoned, is rejected.
 */
export async function saveListing(
  db: Executor,
  deps: WriteDeps,
  draft: ListingDraft,
  options: SaveOptions,
): Promise<SaveOutcome> {
  const now = deps.clock.now().toISOString();
  const existing = await findListingBySlug(db, draft.slug);
  if (existing?.listing_status === 'removed' || (await isTombstoned(db, draft.slug, draft.domain))) {
    return { status: 'rejected', reason: 'this listing was removed and cannot be imported again' };
  }
  const columns = draftColumns(draft);
  let row: ListingTable;
  if (existing) {
    const publishing = draft.listingStatus === 'published' && existing.listing_status !== 'published';
    row = {
      ...existing,
      ...columns,
      listing_status: existing.listing_status === 'rejected' ? 'rejected' : draft.listingStatus,
      updated_at: now,
      published_at: publishing ? now : existing.published_at,
    };
    await updateListing(db, existing.id, {
      ...columns,
      listing_status: row.listing_status,
      updated_at: now,
      published_at: row.published_at,
    });
  } else {
    const createdAt = options.createdAt ?? now;
    row = {
      id: deps.ids.next(),
      slug: draft.slug,
      ...columns,
      listing_status: draft.listingStatus,
      verification_status: options.verification ? 'verified' : 'unverified',
      verification_method: options.verification?.method ?? null,
      verified_at: options.verification?.verifiedAt ?? null,
      source: options.source,
      created_at: createdAt,
      updated_at: createdAt,
      published_at: draft.listingStatus === 'published' ? createdAt : null,
      removed_at: null,
    };
    await insertListing(db, row);
  }
  await replaceListingCategories(db, row.id, draft.categories);
  await replaceFacts(db, row.id, draft.facts, { at: now, by: options.approvedBy });
  await syncSearch(db, deps.search, row);
  return { status: existing ? 'updated' : 'created', listingId: row.id };
}

/**
 * Saves a batch in one transaction; if the batch fails as a whole, retries row by row so one
 * bad row cannot take its neighbours down with it.
 */
export async function saveListingBatch(
  deps: Pick<Deps, 'db' | 'search' | 'ids' | 'clock'>,
  drafts: ListingDraft[],
  options: SaveOptions,
): Promise<SaveOutcome[]> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const outcomes: SaveOutcome[] = [];
      for (const draft of drafts) outcomes.push(await saveListing(trx, deps, draft, options));
      return outcomes;
    });
  } catch {
    const outcomes: SaveOutcome[] = [];
    for (const draft of drafts) {
      try {
        outcomes.push(await deps.db.transaction().execute((trx) => saveListing(trx, deps, draft, options)));
      } catch (error) {
        outcomes.push({ status: 'rejected', reason: `could not be stored: ${(error as Error).message.split('\n')[0]}` });
      }
    }
    return outcomes;
  }
}
