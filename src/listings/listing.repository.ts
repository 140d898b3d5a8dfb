/** Kysely queries for listings, their categories and facts; functions take the executor first. */
import { createHash } from 'node:crypto';
import type { Executor, FactTable, ListingTable } from '../storage/database.js';
import type { FactDraft, ListingDraft } from './listing-input.js';
import { sortKey } from './listing-input.js';

export type ListingRow = ListingTable;
export type FactRow = FactTable;

export async function findListingBySlug(db: Executor, slug: string): Promise<ListingRow | undefined> {
  return db.selectFrom('listings').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findFactsForListing(db: Executor, listingId: string): Promise<FactRow[]> {
  return db.selectFrom('facts').selectAll().where('listing_id', '=', listingId).orderBy('position').orderBy('id').execute();
}

/** Hash kept for removed listings; never the plain slug or domain. */
export function tombstoneHash(kind: 'slug' | 'domain', value: string): string {
  return createHash('sha256').update(`${kind}:${value.toLowerCase()}`).digest('hex');
}

/** Whether a removed listing had this slug or domain. */
export async function isTombstoned(db: Executor, slug: string, domain: string | null): Promise<boolean> {
  const hashes = [tombstoneHash('slug', slug)];
  if (domain) hashes.push(tombstoneHash('domain', domain));
  const row = await db.selectFrom('tombstones').select('value_hash').where('value_hash', 'in', hashes).executeTakeFirst();
  return row !== undefined;
}

/** Columns of `listings` that come from a draft (everything but identity, status history and verification). */
export function draftColumns(draft: ListingDraft) {
  return {
    name: draft.name,
    sort_name: sortKey(draft.name),
    description: draft.description,
    categories: JSON.stringify(draft.categories),
    website_url: draft.websiteUrl,
    domain: draft.domain,
    phone: draft.phone,
    public_email: draft.publicEmail,
    street: draft.address.street,
    locality: draft.address.locality,
    locality_key: draft.address.locality ? sortKey(draft.address.locality) : null,
    region: draft.address.region,
    postal_code: draft.address.postalCode,
    country: draft.address.country,
    lat: draft.geo?.lat ?? null,
    lon: draft.geo?.lon ?? null,
    hours: JSON.stringify(draft.hours),
    price_range: draft.priceRange,
    languages: JSON.stringify(draft.languages),
    same_as: JSON.stringify(draft.sameAs),
    business_status: draft.businessStatus,
  };
}

export async function insertListing(db: Executor, row: ListingRow): Promise<void> {
  await db.insertInto('listings').values(row).execute();
}

export async function updateListing(db: Executor, id: string, changes: Partial<ListingRow>): Promise<void> {
  await db.updateTable('listings').set(changes).where('id', '=', id).execute();
}

export async function replaceListingCategories(db: Executor, listingId: string, categories: string[]): Promise<void> {
  await db.deleteFrom('listing_categories').where('listing_id', '=', listingId).execute();
  if (categories.length === 0) return;
  await db
    .insertInto('listing_categories')
    .values(categories.map((category_slug) => ({ listing_id: listingId, category_slug })))
    .execute();
}

/** Replaces every fact of a listing with the given approved facts, in the given order. */
export async function replaceFacts(
  db: Executor,
  listingId: string,
  facts: FactDraft[],
  approval: { at: string; by: string },
): Promise<void> {
  await db.deleteFrom('facts').where('listing_id', '=', listingId).execute();
  if (facts.length === 0) return;
  await db
    .insertInto('facts')
    .values(
      facts.map((f, position) => ({
        id: f.id,
        listing_id: listingId,
        kind: f.kind,
        text: f.text,
        question: f.question,
        url: f.url,
        lang: f.lang,
        position,
        approved_at: approval.at,
        approved_by: approval.by,
      })),
    )
    .execute();
}
