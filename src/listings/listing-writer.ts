/**
 * Writes validated listings (import, demo data): per batch, listing rows, categories, approved
 * facts and search documents with a handful of multi-row statements inside one transaction, so a
 * row is never half-written and a large import costs few round trips.
 */
import type { Deps } from '../deps.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import type { Executor, ListingTable } from '../storage/database.js';
import { cellsOfPoint } from '../storage/search/geo-cells.js';
import type { SearchDocument, SearchIndex } from '../storage/search/search-index.js';
import {
  draftColumns,
  findListingsBySlugs,
  findTombstones,
  hasTombstones,
  insertListings,
  listingCategories,
  replaceFacts,
  replaceListingCategories,
  tombstoneHash,
  updateListing,
} from './listing.repository.js';
import type { ListingDraft } from './listing-input.js';

export interface SaveOptions {
  source: ListingTable['source'];
  /** Who approved the facts (`import`, `demo`, a reviewer id). */
  approvedBy: string;
}

/** One listing to save, with what only demo data sets: its verification and creation time. */
export interface SaveItem {
  draft: ListingDraft;
  verification?: { method: string; verifiedAt: string } | undefined;
  createdAt?: string | undefined;
}

export type SaveOutcome = { status: 'created' | 'updated'; listingId: string } | { status: 'rejected'; reason: string };

type WriteDeps = Pick<Deps, 'search' | 'ids' | 'clock'>;

/** The text and facets the search index holds for a listing. */
export function searchDocumentFor(
  listing: Pick<
    ListingTable,
    | 'id'
    | 'name'
    | 'description'
    | 'categories'
    | 'locality'
    | 'locality_key'
    | 'region'
    | 'country'
    | 'verification_status'
    | 'languages'
    | 'hours'
    | 'lat'
    | 'lon'
  >,
): SearchDocument {
  const slugs = listingCategories(listing);
  const categories = slugs.map((slug) => `${slug} ${findCategory(slug)?.name ?? ''}`).join(' ');
  const country = listing.country ? findCountry(listing.country)?.name : undefined;
  const place = [listing.locality, listing.region, country].filter(Boolean).join(' ');
  return {
    listingId: listing.id,
    name: listing.name,
    body: `${listing.description} ${categories} ${place}`,
    country: listing.country,
    localityKey: listing.locality_key,
    categories: slugs,
    verified: listing.verification_status === 'verified',
    languages: [...new Set((JSON.parse(listing.languages) as string[]).map((tag) => (tag.split('-')[0] ?? tag).toLowerCase()))],
    openDays: [...new Set((JSON.parse(listing.hours) as { day: string }[]).map((h) => h.day))],
    cells: listing.lat !== null && listing.lon !== null ? cellsOfPoint(listing.lat, listing.lon) : [],
    fields: {
      name: listing.name,
      categories: listing.categories,
      locality: listing.locality,
      region: listing.region,
      country: listing.country,
      hours: listing.hours,
      lat: listing.lat,
      lon: listing.lon,
    },
  };
}

/** Keeps the search index in step with listings' status: only published listings are searchable. */
export async function syncSearch(db: Executor, search: SearchIndex, listings: ListingTable[]): Promise<void> {
  const published = listings.filter((l) => l.listing_status === 'published');
  const hidden = listings.filter((l) => l.listing_status !== 'published');
  if (published.length > 0) await search.index(db, published.map(searchDocumentFor));
  if (hidden.length > 0)
    await search.remove(
      db,
      hidden.map((l) => l.id),
    );
}

const REMOVED = 'this listing was removed and cannot be imported again';

/**
 * Creates or updates (by slug) listings inside the caller's transaction, in order; a slug that
 * comes twice is written twice (the later one wins). Listings that were removed, or whose slug
 * or domain is tombstoned, are rejected.
 */
export async function saveListings(
  db: Executor,
  deps: WriteDeps,
  items: SaveItem[],
  options: SaveOptions,
): Promise<SaveOutcome[]> {
  const outcomes: SaveOutcome[] = [];
  // Split into runs of distinct slugs so each run can be written set-wise.
  let run: SaveItem[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.draft.slug)) {
      outcomes.push(...(await saveDistinct(db, deps, run, options)));
      run = [];
      seen.clear();
    }
    seen.add(item.draft.slug);
    run.push(item);
  }
  outcomes.push(...(await saveDistinct(db, deps, run, options)));
  return outcomes;
}

async function saveDistinct(db: Executor, deps: WriteDeps, items: SaveItem[], options: SaveOptions): Promise<SaveOutcome[]> {
  if (items.length === 0) return [];
  const now = deps.clock.now().toISOString();
  const existing = await findListingsBySlugs(
    db,
    items.map((i) => i.draft.slug),
  );
  const tombstones = (await hasTombstones(db))
    ? await findTombstones(
        db,
        items.flatMap(({ draft }) => [
          tombstoneHash('slug', draft.slug),
          ...(draft.domain ? [tombstoneHash('domain', draft.domain)] : []),
        ]),
      )
    : new Set<string>();

  const outcomes: SaveOutcome[] = [];
  const created: ListingTable[] = [];
  const written: { row: ListingTable; draft: ListingDraft }[] = [];
  for (const item of items) {
    const { draft } = item;
    const old = existing.get(draft.slug);
    const buried =
      tombstones.size > 0 &&
      (tombstones.has(tombstoneHash('slug', draft.slug)) ||
        (draft.domain !== null && tombstones.has(tombstoneHash('domain', draft.domain))));
    if (old?.listing_status === 'removed' || buried) {
      outcomes.push({ status: 'rejected', reason: REMOVED });
      continue;
    }
    const columns = draftColumns(draft);
    let row: ListingTable;
    if (old) {
      const publishing = draft.listingStatus === 'published' && old.listing_status !== 'published';
      const listing_status = old.listing_status === 'rejected' ? 'rejected' : draft.listingStatus;
      row = { ...old, ...columns, listing_status, updated_at: now, published_at: publishing ? now : old.published_at };
      await updateListing(db, old.id, { ...columns, listing_status, updated_at: now, published_at: row.published_at });
    } else {
      const createdAt = item.createdAt ?? now;
      row = {
        id: deps.ids.next(),
        slug: draft.slug,
        ...columns,
        listing_status: draft.listingStatus,
        verification_status: item.verification ? 'verified' : 'unverified',
        verification_method: item.verification?.method ?? null,
        verified_at: item.verification?.verifiedAt ?? null,
        source: options.source,
        created_at: createdAt,
        updated_at: createdAt,
        published_at: draft.listingStatus === 'published' ? createdAt : null,
        removed_at: null,
      };
      created.push(row);
    }
    written.push({ row, draft });
    outcomes.push({ status: old ? 'updated' : 'created', listingId: row.id });
  }
  await insertListings(db, created);
  const fresh = new Set(created.map((row) => row.id));
  await replaceListingCategories(
    db,
    written.map(({ row, draft }) => ({ listingId: row.id, categories: draft.categories })),
    fresh,
  );
  await replaceFacts(
    db,
    written.map(({ row, draft }) => ({ listingId: row.id, facts: draft.facts })),
    { at: now, by: options.approvedBy },
    fresh,
  );
  await syncSearch(
    db,
    deps.search,
    written.map((w) => w.row),
  );
  return outcomes;
}

/**
 * Saves a batch in one transaction; if the batch fails as a whole, retries row by row so one
 * bad row cannot take its neighbours down with it.
 */
export async function saveListingBatch(
  deps: Pick<Deps, 'db' | 'search' | 'ids' | 'clock'>,
  items: SaveItem[],
  options: SaveOptions,
): Promise<SaveOutcome[]> {
  try {
    return await deps.db.transaction().execute((trx) => saveListings(trx, deps, items, options));
  } catch {
    const outcomes: SaveOutcome[] = [];
    for (const item of items) {
      try {
        outcomes.push(...(await deps.db.transaction().execute((trx) => saveListings(trx, deps, [item], options))));
      } catch (error) {
        outcomes.push({ status: 'rejected', reason: `could not be stored: ${(error as Error).message.split('\n')[0]}` });
      }
    }
    return outcomes;
  }
}
