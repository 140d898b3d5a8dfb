/** A gateway client: a published listing and the engine's snapshot of its approved material. */

import { answer } from '../answers/engine.js';
import type { Answer, FactSnapshot } from '../answers/types.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { stateSlot } from '../instance-state.js';
import { findFactsForListing, findListingById, findListingBySlug, type ListingRow } from '../listings/listing.repository.js';
import { Lru } from '../lru.js';
import { ownerEmails } from '../owners/account.repository.js';
import { batchedLookup } from '../storage/batched-lookup.js';
import type { Executor } from '../storage/database.js';
import type { Urls } from '../urls.js';
import { type AgentCard, renderAgentCard } from './agent-card.js';
import { buildSnapshot, snapshotSourceOf } from './snapshot.js';

/** The published listing with this slug. @throws AppError client_not_found (404) otherwise. */
export async function findClient(deps: Pick<Deps, 'db' | 'state'>, slug: string): Promise<ListingRow> {
  const listing = await findListingBySlug(deps.db, slug);
  if (listing?.listing_status !== 'published') throw new AppError('client_not_found');
  return listing;
}

/** What names a client and keys what is cached for it; the whole row is read only when a cache misses. */
export type ClientKey = Pick<ListingRow, 'id' | 'slug' | 'name' | 'country' | 'updated_at'>;

/** Client rows by slug; a burst of requests is looked up with one query. */
const clientKeyRow = batchedLookup('client key rows', async (db, slugs: readonly string[]) => {
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'slug', 'name', 'country', 'updated_at', 'listing_status'])
    .where('slug', 'in', [...slugs])
    .execute();
  return new Map(rows.map((row) => [row.slug, row]));
});

/** The published listing with this slug, its key columns only. @throws AppError client_not_found (404) otherwise. */
export async function findClientKey(deps: Pick<Deps, 'db' | 'state'>, slug: string): Promise<ClientKey> {
  const row = await clientKeyRow(deps, slug);
  if (row?.listing_status !== 'published') throw new AppError('client_not_found');
  return { id: row.id, slug: row.slug, name: row.name, country: row.country, updated_at: row.updated_at };
}

/** Where a person at the client takes over: its action-request route. */
export function handoffRouteOf(urls: Urls, slug: string): string {
  return urls.gateway(`/ai/${encodeURIComponent(slug)}/a2a/v1/action-request`);
}

/** Snapshots kept per instance, each with what the engine prepared for it (up to about 200 KB). */
const CACHED_SNAPSHOTS = 50;
/** Answers (about 1 KB each) and Agent Cards (about 5 KB) kept per instance. */
const CACHED_ANSWERS = 5000;
const CACHED_CARDS = 2000;

/** The instance's kept snapshots, answers and cards. */
const CACHES = stateSlot('client caches', () => ({
  snapshots: new Lru<string, FactSnapshot>(CACHED_SNAPSHOTS),
  answers: new Lru<string, Answer>(CACHED_ANSWERS),
  cards: new Lru<string, AgentCard>(CACHED_CARDS),
}));

/**
 * What a client's snapshot, and everything made from it, is valid for: every change to a
 * listing's facts or profile sets `updated_at`.
 */
function snapshotKey(urls: Urls, client: ClientKey): string {
  return `${client.id}|${client.updated_at}|${handoffRouteOf(urls, client.slug)}`;
}

/** The whole row behind a key. @throws AppError client_not_found when it was removed meanwhile. */
async function fullRow(deps: Pick<Deps, 'db' | 'state'>, client: ClientKey): Promise<ListingRow> {
  const listing = await findListingById(deps.db, client.id);
  if (listing?.listing_status !== 'published') throw new AppError('client_not_found');
  return listing;
}

/**
 * The client's approved facts and public profile as the answer engine reads them. Reused while
 * the listing's `updated_at` is unchanged, so repeated questions skip the facts query and the
 * engine's index build.
 */
async function loadSnapshot(
  deps: Pick<Deps, 'db' | 'state'>,
  urls: Urls,
  client: ClientKey,
  /** The whole row, when the caller has read it already. */
  listing?: ListingRow,
): Promise<FactSnapshot> {
  const { snapshots } = deps.state.get(CACHES);
  const key = snapshotKey(urls, client);
  const hit = snapshots.get(key);
  if (hit) return hit;
  const [row, facts] = await Promise.all([listing ?? fullRow(deps, client), findFactsForListing(deps.db, client.id)]);
  const snapshot = buildSnapshot(snapshotSourceOf(row, facts), handoffRouteOf(urls, client.slug));
  snapshots.set(key, snapshot);
  return snapshot;
}

/**
 * The engine's answer to a question from the client's current material. The engine is pure, so a
 * question asked again before the listing changes gets the same (frozen) answer without loading
 * or searching anything.
 */
export async function answerFor(
  deps: Pick<Deps, 'db' | 'state'>,
  urls: Urls,
  client: ClientKey,
  question: string,
): Promise<Answer> {
  const { answers } = deps.state.get(CACHES);
  const key = `${snapshotKey(urls, client)}|${question}`;
  const hit = answers.get(key);
  if (hit) return hit;
  const result = freezeAnswer(answer(question, await loadSnapshot(deps, urls, client)));
  answers.set(key, result);
  return result;
}

function freezeAnswer(result: Answer): Answer {
  for (const citation of result.citations) Object.freeze(citation);
  Object.freeze(result.citations);
  if (result.handoff) Object.freeze(result.handoff);
  return Object.freeze(result);
}

/** The client's A2A Agent Card, from its current approved material (rendered once per change). */
export async function loadAgentCard(deps: Pick<Deps, 'db' | 'state'>, urls: Urls, client: ClientKey): Promise<AgentCard> {
  const { cards } = deps.state.get(CACHES);
  const key = snapshotKey(urls, client);
  const hit = cards.get(key);
  if (hit) return hit;
  const listing = await fullRow(deps, client);
  const snapshot = await loadSnapshot(deps, urls, client, listing);
  const card = renderAgentCard({ snapshot, description: listing.description, website: listing.website_url }, urls);
  cards.set(key, card);
  return card;
}

/** Who hears of a client's handoffs and action requests: its owner accounts, else its public e-mail. */
export async function businessRecipients(db: Executor, listingId: string): Promise<string[]> {
  const owners = await ownerEmails(db, listingId);
  if (owners.length > 0) return owners;
  const listing = await db.selectFrom('listings').select('public_email').where('id', '=', listingId).executeTakeFirst();
  return listing?.public_email ? [listing.public_email] : [];
}
