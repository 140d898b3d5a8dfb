/**
 * Submissions of new listings and claims of published ones: both open a claim session with a
 * secret token (only its hash kept, 72 h) that continues into ownership verification.
 */
import type { Static } from 'typebox';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { addressBucket, consumeRateLimit } from '../http/rate-limit.js';
import { queueMail } from '../mail/outbox.repository.js';
import { claimReceivedMail } from '../mail/templates.js';
import { hashToken, newToken } from '../security/tokens.js';
import type { Executor } from '../storage/database.js';
import type { Urls } from '../urls.js';
import { appendReviewLog, type ClaimRow, insertClaim, listingHasOwner } from './claim.repository.js';
import { createClaimLink } from './claim-link.service.js';
import { findListingBySlug, findListingsBySlugs, findTombstones, tombstoneHash } from './listing.repository.js';
import { parseListingInput } from './listing-input.js';
import { saveListings } from './listing-writer.js';
import { codeChannels } from './verification-code.js';
import type { ClaimBody, SubmitBody } from './workflow.schemas.js';

export const CLAIM_SESSION_MS = 72 * 3_600_000;
/** Submissions, claims, corrections and removals per client IP per hour. */
export const WORKFLOW_LIMIT = { limit: 10, windowMs: 3_600_000 };

type WorkflowDeps = Pick<Deps, 'db' | 'search' | 'ids' | 'clock' | 'config'>;

export interface ClaimSession {
  ok: true;
  claimId: string;
  claimToken: string;
  expiresAt: string;
  listing: { slug: string; listingStatus: string };
  next: { verificationStart: string; workspace: string };
}

/** Counts one workflow request from this client IP (429 past the hourly limit). */
export async function limitWorkflowRequests(deps: Pick<Deps, 'db' | 'clock'>, action: string, ip: string): Promise<void> {
  await consumeRateLimit(deps.db, `${action}:ip:${addressBucket(ip)}`, WORKFLOW_LIMIT, deps.clock.now());
}

function sessionFor(claim: ClaimRow, token: string, slug: string, listingStatus: string, urls: Urls): ClaimSession {
  return {
    ok: true,
    claimId: claim.id,
    claimToken: token,
    expiresAt: claim.token_expires_at,
    listing: { slug, listingStatus },
    next: {
      verificationStart: urls.api(`/api/claims/${claim.id}/verification/start`),
      workspace: urls.api(`/owner/verification?claim=${encodeURIComponent(claim.id)}`),
    },
  };
}

function newClaim(
  deps: WorkflowDeps,
  fields: Pick<ClaimRow, 'kind' | 'listing_id' | 'requester_email' | 'requester_name' | 'role' | 'disputed'>,
) {
  const now = deps.clock.now();
  const token = newToken();
  const claim: ClaimRow = {
    id: deps.ids.next(),
    ...fields,
    status: 'pending_verification',
    token_hash: hashToken(token),
    token_expires_at: new Date(now.getTime() + CLAIM_SESSION_MS).toISOString(),
    challenge_value: null,
    challenge_expires_at: null,
    verification_method: null,
    verified_at: null,
    last_findings: null,
    last_checked_at: null,
    reviewer_note: null,
    decided_at: null,
    decided_by: null,
    code_channel: null,
    code_hash: null,
    code_expires_at: null,
    code_attempts: 0,
    code_to_read: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  return { claim, token };
}

/** Picks a free slug: the derived one, else with -2, -3 … (slugs of removed listings are never reused). */
async function freeSlug(deps: WorkflowDeps, base: string): Promise<string> {
  const candidates = [base, ...Array.from({ length: 30 }, (_, i) => `${base.slice(0, 76)}-${i + 2}`)];
  const taken = await findListingsBySlugs(deps.db, candidates);
  const buried = await findTombstones(
    deps.db,
    candidates.map((c) => tombstoneHash('slug', c)),
  );
  const free = candidates.find((c) => !taken.has(c) && !buried.has(tombstoneHash('slug', c)));
  if (!free) throw new AppError('conflict', 'No free address for this listing name; vary the name.');
  return free;
}

/**
 * The same business submitted again (the listing its name and place would be, with the same
 * website, or without a website and with the same public e-mail or phone) is found instead of
 * becoming a second listing with `-2`. Another business on the same website (a second branch)
 * gets a listing of its own.
 * @throws AppError conflict naming the listing.
 */
async function refuseResubmission(
  deps: WorkflowDeps,
  urls: Urls,
  draft: { slug: string; domain: string | null; publicEmail: string | null; phone: string | null },
): Promise<void> {
  const existing = await findListingBySlug(deps.db, draft.slug);
  if (!existing || existing.listing_status === 'removed') return;
  const sameWebsite = draft.domain !== null && existing.domain === draft.domain;
  const sameContact =
    draft.domain === null &&
    existing.domain === null &&
    ((draft.publicEmail !== null && existing.public_email === draft.publicEmail) ||
      (draft.phone !== null && existing.phone === draft.phone));
  if (!sameWebsite && !sameContact) return;
  const published = existing.listing_status === 'published';
  const same = sameWebsite ? 'this website' : 'this e-mail or phone';
  throw new AppError(
    'conflict',
    published
      ? `${existing.name} is already listed with ${same} (${urls.businessPage(existing.slug)}). If it is yours, claim it there instead.`
      : `${existing.name} was already submitted with ${same} and is waiting for verification or review.`,
    { parameter: sameWebsite ? 'website' : 'publicEmail', slug: existing.slug, listingStatus: existing.listing_status },
  );
}

/**
 * Creates the listing in `pending_review` and a submission claim for it.
 * Needs a website, or a public e-mail or phone for a verification code.
 * @throws AppError validation_failed / unknown_category / unknown_country, conflict (removed site).
 */
export async function submitListing(deps: WorkflowDeps, urls: Urls, body: Static<typeof SubmitBody>): Promise<ClaimSession> {
  if (!body.website && !body.publicEmail && !body.phone) {
    throw new AppError(
      'validation_failed',
      'Give the website, or a public e-mail or phone: ownership is verified through one of them.',
      { parameter: 'website' },
    );
  }
  const parsed = parseListingInput({
    name: body.name,
    description: body.description,
    website: body.website,
    email: body.publicEmail,
    phone: body.phone,
    address: { ...body.address, country: body.country },
    geo: body.geo,
    categories: body.categories,
    status: 'pending_review',
  });
  if (!parsed.ok) {
    const reasons = parsed.reasons;
    const category = reasons.find((r) => r.startsWith('unknown category'));
    if (category)
      throw new AppError('unknown_category', `${category[0]?.toUpperCase()}${category.slice(1)}.`, { parameter: 'categories' });
    const country = reasons.find((r) => r.startsWith('address.country'));
    if (country) throw new AppError('unknown_country', `Unknown country "${body.country}".`, { parameter: 'country' });
    throw new AppError('validation_failed', `${reasons[0]}.`, { problems: reasons });
  }
  await refuseResubmission(deps, urls, parsed.value);
  const draft = { ...parsed.value, slug: await freeSlug(deps, parsed.value.slug) };
  const { claim, token } = await deps.db.transaction().execute(async (trx) => {
    const [outcome] = await saveListings(trx, deps, [{ draft }], { source: 'submitted', approvedBy: 'submitter' });
    if (!outcome || outcome.status === 'rejected') {
      throw new AppError('conflict', 'This website belonged to a listing that was removed; it cannot be submitted again.');
    }
    const created = newClaim(deps, {
      kind: 'submission',
      listing_id: outcome.listingId,
      requester_email: body.email,
      requester_name: null,
      role: 'owner',
      disputed: 0,
    });
    await openClaim(trx, deps, urls, created.claim, draft.name);
    return created;
  });
  return sessionFor(claim, token, draft.slug, 'pending_review', urls);
}

/**
 * Opens a claim on a published listing; a listing that already has an owner gets a claim
 * flagged `disputed` for the reviewer.
 * @throws AppError listing_not_found, listing_removed.
 */
export async function claimListing(deps: WorkflowDeps, urls: Urls, body: Static<typeof ClaimBody>): Promise<ClaimSession> {
  const listing = await findListingBySlug(deps.db, body.slug);
  if (listing?.listing_status === 'removed') throw new AppError('listing_removed');
  if (listing?.listing_status !== 'published') throw new AppError('listing_not_found');
  if (!listing.website_url && codeChannels(listing).length === 0) {
    throw new AppError(
      'conflict',
      'This listing has no website, public e-mail or phone to verify it by; ask for a correction that adds one first.',
    );
  }
  const { claim, token } = await deps.db.transaction().execute(async (trx) => {
    const disputed = (await listingHasOwner(trx, listing.id)) ? 1 : 0;
    const created = newClaim(deps, {
      kind: 'claim',
      listing_id: listing.id,
      requester_email: body.email,
      requester_name: body.name,
      role: body.role,
      disputed,
    });
    await openClaim(trx, deps, urls, created.claim, listing.name);
    return created;
  });
  return sessionFor(claim, token, listing.slug, listing.listing_status, urls);
}

/** Stores a new claim, logs it and queues the receipt e-mail, inside the caller's transaction. */
async function openClaim(trx: Executor, deps: Pick<Deps, 'ids'>, urls: Urls, claim: ClaimRow, listingName: string) {
  await insertClaim(trx, claim);
  await logClaimOpened(trx, deps, claim);
  const link = await createClaimLink(trx, deps, claim);
  const receipt = claimReceivedMail({
    to: claim.requester_email,
    claimId: claim.id,
    kind: claim.kind,
    listingName,
    workspaceUrl: urls.api('/owner/verification'),
    resumeUrl: urls.api(`/owner/verification/resume?token=${link}`),
    expiresAt: claim.token_expires_at,
  });
  await queueMail(trx, deps.ids.next(), claim.created_at, receipt);
}

async function logClaimOpened(trx: Executor, deps: Pick<Deps, 'ids'>, claim: ClaimRow) {
  await appendReviewLog(trx, {
    id: deps.ids.next(),
    actor_type: 'public',
    actor_id: null,
    entity_type: 'claim',
    entity_id: claim.id,
    action: claim.kind === 'submission' ? 'submitted' : 'claimed',
    from_status: null,
    to_status: claim.status,
    note: claim.disputed ? 'the listing already has an owner: disputed' : null,
    created_at: claim.created_at,
  });
}
