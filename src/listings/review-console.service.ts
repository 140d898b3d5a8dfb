/**
 * What the reviewer console reads besides the queue: one item's details and evidence (findings,
 * requested changes against current values) and the review log.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { findCategory, findCountry } from '../reference/reference-data.js';
import { findChangeRequest, requestedChanges } from './change-request.repository.js';
import { claimFindings, findClaim } from './claim.repository.js';
import type { FactProposal } from './fact-change.service.js';
import { addressOf, findFactsForListing, findListingById, type ListingRow } from './listing.repository.js';
import { phoneCallOf } from './review.service.js';
import type { Finding } from './verification-evidence.js';

/** The current public value of a correctable field, for the diff. */
function currentValue(listing: ListingRow, field: string): unknown {
  const json = (text: string) => JSON.parse(text) as unknown;
  const values: Record<string, () => unknown> = {
    name: () => listing.name,
    description: () => listing.description,
    website: () => listing.website_url,
    phone: () => listing.phone,
    publicEmail: () => listing.public_email,
    address: () => addressOf(listing),
    geo: () => (listing.lat !== null && listing.lon !== null ? { lat: listing.lat, lon: listing.lon } : null),
    categories: () => json(listing.categories),
    hours: () => json(listing.hours),
    priceRange: () => listing.price_range,
    languages: () => json(listing.languages),
    sameAs: () => json(listing.same_as),
    businessStatus: () => listing.business_status,
  };
  return values[field]?.() ?? null;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function listingSummary(listing: ListingRow) {
  return { slug: listing.slug, name: listing.name, website: listing.website_url, status: listing.listing_status };
}

/** What a submission or claim would approve: the listing's public fields as they are stored. */
function listingProfile(listing: ListingRow): { field: string; value: string }[] {
  const categories = (JSON.parse(listing.categories) as string[]).map((slug) => findCategory(slug)?.name ?? slug);
  const country = listing.country ? (findCountry(listing.country)?.name ?? listing.country) : null;
  const address = [listing.street, [listing.postal_code, listing.locality].filter(Boolean).join(' '), listing.region, country]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | null][] = [
    ['Categories', categories.join(', ')],
    ['Description', listing.description || null],
    ['Website', listing.website_url],
    ['Phone', listing.phone],
    ['Public e-mail', listing.public_email],
    ['Address', address || null],
  ];
  return rows.flatMap(([field, value]) => (value ? [{ field, value }] : []));
}

/** One queue item with everything a reviewer needs to decide. @throws AppError not_found */
export async function loadQueueItem(deps: Pick<Deps, 'db'>, id: string) {
  const claim = await findClaim(deps.db, id);
  if (claim) {
    const listing = await findListingById(deps.db, claim.listing_id);
    return {
      kind: 'claim' as const,
      id: claim.id,
      type: claim.kind,
      status: claim.status,
      disputed: claim.disputed === 1,
      requester: { email: claim.requester_email, name: claim.requester_name, role: claim.role },
      listing: listing && { ...listingSummary(listing), profile: listingProfile(listing) },
      verification: { method: claim.verification_method, verifiedAt: claim.verified_at, lastCheckedAt: claim.last_checked_at },
      findings: claimFindings(claim),
      call: claim.status === 'pending_verification' ? phoneCallOf(claim, listing?.phone ?? null) : null,
      reason: null,
      diff: [] as { field: string; from: string; to: string }[],
      facts: null,
      createdAt: claim.created_at,
      reviewerNote: claim.reviewer_note,
    };
  }
  const request = await findChangeRequest(deps.db, id);
  if (!request) throw new AppError('not_found', 'No queue item has this id.');
  const listing = await findListingById(deps.db, request.listing_id);
  const changes = requestedChanges(request, {});
  const diff =
    request.kind === 'correction' && listing
      ? Object.entries(changes).map(([field, value]) => ({ field, from: show(currentValue(listing, field)), to: show(value) }))
      : [];
  let facts: {
    add: FactProposal['add'];
    drop: { id: string; kind: string; text: string }[];
    translate: { factId: string; factText: string; lang: string; text: string; question: string | null }[];
  } | null = null;
  if (request.kind === 'fact_change' && listing) {
    const proposal = changes as unknown as FactProposal;
    const current = await findFactsForListing(deps.db, listing.id);
    facts = {
      add: proposal.add,
      drop: current.filter((f) => proposal.remove.includes(f.id)).map((f) => ({ id: f.id, kind: f.kind, text: f.text })),
      translate: (proposal.translate ?? []).map((t) => ({
        factId: t.factId,
        factText: current.find((f) => f.id === t.factId)?.text ?? '(a fact no longer approved)',
        lang: t.lang,
        text: t.text,
        question: t.question,
      })),
    };
  }
  return {
    kind: 'request' as const,
    id: request.id,
    type: request.kind,
    status: request.status,
    disputed: false,
    requester: { email: request.requester_email, name: null, role: request.relationship },
    listing: listing && { ...listingSummary(listing), profile: null },
    verification: null,
    findings: [] as Finding[],
    call: null,
    reason: request.reason,
    diff,
    facts,
    createdAt: request.created_at,
    reviewerNote: request.reviewer_note,
  };
}

export type QueueItemDetail = Awaited<ReturnType<typeof loadQueueItem>>;

/** The newest review-log entries, optionally of one item. */
export async function readReviewLog(deps: Pick<Deps, 'db'>, options: { entityId?: string; limit?: number } = {}) {
  let query = deps.db
    .selectFrom('review_log')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100);
  if (options.entityId) query = query.where('entity_id', '=', options.entityId);
  return query.execute();
}
