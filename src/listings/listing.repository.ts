/** Kysely queries for listings, their categories and facts; functions take the executor first. */
import { createHash } from 'node:crypto';
import { chunk } from '../storage/chunk.js';
import type { Executor, FactTable, ListingTable } from '../storage/database.js';
import { insertRows } from '../storage/insert-rows.js';
import type { FactDraft, FactTranslation, ListingDraft, OpeningHours } from './listing-input.js';
import { sortKey } from './listing-input.js';

export type ListingRow = ListingTable;
export type FactRow = FactTable;

/** The postal address of a stored listing, in the shape of the API and the listing drafts. */
export function addressOf(listing: ListingRow) {
  return {
    street: listing.street,
    locality: listing.locality,
    region: listing.region,
    postalCode: listing.postal_code,
    country: listing.country,
  };
}

/** A listing's list columns, decoded (they are encoded in {@link draftColumns} and parsed here only). */
export interface ListingLists {
  categories: string[];
  hours: OpeningHours[];
  languages: string[];
  sameAs: string[];
}

export function listingLists(row: Pick<ListingTable, 'categories' | 'hours' | 'languages' | 'same_as'>): ListingLists {
  return {
    categories: JSON.parse(row.categories) as string[],
    hours: JSON.parse(row.hours) as OpeningHours[],
    languages: JSON.parse(row.languages) as string[],
    sameAs: JSON.parse(row.same_as) as string[],
  };
}

/** A listing's category slugs, decoded. */
export function listingCategories(row: Pick<ListingTable, 'categories'>): string[] {
  return JSON.parse(row.categories) as string[];
}

export async function findListingBySlug(db: Executor, slug: string): Promise<ListingRow | undefined> {
  return db.selectFrom('listings').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Whether a published listing has this website domain (lower-case, without `www.`). */
export async function isPublishedDomain(db: Executor, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('listings')
    .select('id')
    .where('domain', '=', domain)
    .where('listing_status', '=', 'published')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findListingById(db: Executor, id: string): Promise<ListingRow | undefined> {
  return db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findFactsForListing(db: Executor, listingId: string): Promise<FactRow[]> {
  return db.selectFrom('facts').selectAll().where('listing_id', '=', listingId).orderBy('position').orderBy('id').execute();
}

/** The `translations` column for a fact's translations (encoded and parsed here only). */
export function translationsColumn(translations: readonly FactTranslation[] | undefined): string | null {
  return translations && translations.length > 0 ? JSON.stringify(translations) : null;
}

/** A stored fact's translations. */
export function factTranslations(row: Pick<FactRow, 'translations'>): FactTranslation[] {
  return row.translations ? (JSON.parse(row.translations) as FactTranslation[]) : [];
}

/** Hash kept for removed listings; never the plain slug or domain. */
export function tombstoneHash(kind: 'slug' | 'domain', value: string): string {
  return createHash('sha256').update(`${kind}:${value.toLowerCase()}`).digest('hex');
}

/** Whether any slug or domain is tombstoned at all (an import into a new directory skips hashing). */
export async function hasTombstones(db: Executor): Promise<boolean> {
  return (await db.selectFrom('tombstones').select('value_hash').limit(1).executeTakeFirst()) !== undefined;
}

/** Which of these tombstone hashes exist. */
export async function findTombstones(db: Executor, hashes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunk(hashes, 500)) {
    const rows = await db.selectFrom('tombstones').select('value_hash').where('value_hash', 'in', part).execute();
    for (const row of rows) found.add(row.value_hash);
  }
  return found;
}

export async function findListingsBySlugs(db: Executor, slugs: string[]): Promise<Map<string, ListingRow>> {
  const found = new Map<string, ListingRow>();
  for (const part of chunk(slugs, 500)) {
    for (const row of await db.selectFrom('listings').selectAll().where('slug', 'in', part).execute()) found.set(row.slug, row);
  }
  return found;
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

export async function insertListings(db: Executor, rows: ListingRow[]): Promise<void> {
  // 33 columns a row: 100 rows stay inside every driver's bound-parameter limit.
  await insertRows(db, 'listings', rows, { perStatement: 100 });
}

export async function updateListing(db: Executor, id: string, changes: Partial<ListingRow>): Promise<void> {
  await db.updateTable('listings').set(changes).where('id', '=', id).execute();
}

/**
 * Replaces the category links of each listing.
 * @param created listings inserted in this transaction: they have no links to delete.
 */
export async function replaceListingCategories(
  db: Executor,
  entries: { listingId: string; categories: string[] }[],
  created: ReadonlySet<string> = new Set(),
): Promise<void> {
  for (const part of chunk(
    entries.filter((e) => !created.has(e.listingId)),
    500,
  )) {
    await db
      .deleteFrom('listing_categories')
      .where(
        'listing_id',
        'in',
        part.map((e) => e.listingId),
      )
      .execute();
  }
  const rows = entries.flatMap((e) => e.categories.map((category_slug) => ({ listing_id: e.listingId, category_slug })));
  await insertRows(db, 'listing_categories', rows, { perStatement: 500 });
}

/**
 * Replaces every fact of each listing with the given approved facts, in the given order.
 * @param created listings inserted in this transaction: they have no facts to delete.
 */
export async function replaceFacts(
  db: Executor,
  entries: { listingId: string; facts: FactDraft[] }[],
  approval: { at: string; by: string },
  created: ReadonlySet<string> = new Set(),
): Promise<void> {
  for (const part of chunk(
    entries.filter((e) => !created.has(e.listingId)),
    500,
  )) {
    await db
      .deleteFrom('facts')
      .where(
        'listing_id',
        'in',
        part.map((e) => e.listingId),
      )
      .execute();
  }
  const rows = entries.flatMap((e) =>
    e.facts.map((f, position) => ({
      id: f.id,
      listing_id: e.listingId,
      kind: f.kind,
      text: f.text,
      question: f.question,
      url: f.url,
      lang: f.lang,
      position,
      approved_at: approval.at,
      approved_by: approval.by,
      translations: translationsColumn(f.translations),
    })),
  );
  await insertRows(db, 'facts', rows, { perStatement: 300 });
}
