/**
 * The review queue: submissions, claims, corrections and removals, approved or rejected by a
 * reviewer (console) or the operator (CLI). Each decision is one transaction whose first step is
 * a conditional status change, so two reviewers acting at once cannot both win; it writes the
 * review log, public activity where public-safe, and the requester's e-mail.
 */

import { recordActivity } from '../activity/activity.repository.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { queueMail } from '../mail/outbox.repository.js';
import { decisionMail } from '../mail/templates.js';
import { ensureAccount, insertOneTimeToken, linkOwner } from '../owners/account.repository.js';
import { hashToken, newToken } from '../security/tokens.js';
import type { Executor } from '../storage/database.js';
import type { Urls } from '../urls.js';
import { type ChangeRequestRow, findChangeRequest, requestedChanges } from './change-request.repository.js';
import { appendReviewLog, type ClaimRow, findClaim } from './claim.repository.js';
import { applyCorrection } from './correction.js';
import { applyFactProposal, type FactProposal } from './fact-change.service.js';
import { draftColumns, findListingById, replaceListingCategories, tombstoneHash } from './listing.repository.js';
import { syncSearch } from './listing-writer.js';

export const ACTIVATION_MS = 7 * 86_400_000;

export type QueueItemType = 'submission' | 'claim' | 'correction' | 'removal' | 'fact_change';

export interface QueueItem {
  id: string;
  type: QueueItemType;
  status: string;
  disputed: boolean;
  listing: { slug: string; name: string };
  createdAt: string;
  /** A call the claimant asked for: ring the listing's public phone and read out the code. */
  call: PhoneCall | null;
}

/** A phone verification waiting for a reviewer's call. */
export interface PhoneCall {
  phone: string;
  code: string;
  expiresAt: string;
}

/** The call a claim waits for, if its current code is a phone code that is still unused. */
export function phoneCallOf(
  claim: { code_channel: string | null; code_to_read: string | null; code_expires_at: string | null },
  phone: string | null,
): PhoneCall | null {
  if (claim.code_channel !== 'phone' || !claim.code_to_read || !claim.code_expires_at || !phone) return null;
  return { phone, code: claim.code_to_read, expiresAt: claim.code_expires_at };
}

export interface Actor {
  type: 'reviewer' | 'operator';
  /** Reviewer account id, or null for the operator CLI. */
  id: string | null;
}

type ReviewDeps = Pick<Deps, 'db' | 'search' | 'ids' | 'clock' | 'config'>;

/** Open items, oldest first: claims awaiting verification or review, and pending requests. */
export async function listReviewQueue(deps: Pick<Deps, 'db'>): Promise<QueueItem[]> {
  const claims = await deps.db
    .selectFrom('claims as c')
    .innerJoin('listings as l', 'l.id', 'c.listing_id')
    .select([
      'c.id',
      'c.kind',
      'c.status',
      'c.disputed',
      'c.created_at',
      'c.code_channel',
      'c.code_to_read',
      'c.code_expires_at',
      'l.slug',
      'l.name',
      'l.phone',
    ])
    .where('c.status', 'in', ['pending_verification', 'verified'])
    .execute();
  const requests = await deps.db
    .selectFrom('change_requests as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .select(['r.id', 'r.kind', 'r.status', 'r.created_at', 'l.slug', 'l.name'])
    .where('r.status', '=', 'pending_review')
    .execute();
  return [
    ...claims.map((c) => ({
      id: c.id,
      type: c.kind as QueueItemType,
      status: c.status,
      disputed: c.disputed === 1,
      listing: { slug: c.slug, name: c.name },
      createdAt: c.created_at,
      call: c.status === 'pending_verification' ? phoneCallOf(c, c.phone) : null,
    })),
    ...requests.map((r) => ({
      id: r.id,
      type: r.kind as QueueItemType,
      status: r.status,
      disputed: false,
      listing: { slug: r.slug, name: r.name },
      createdAt: r.created_at,
      call: null,
    })),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export interface Decision {
  id: string;
  type: QueueItemType;
  status: string;
}

/** Moves a row from one of `from` to `to`; false when someone else changed it first. */
async function transition(
  db: Executor,
  table: 'claims' | 'change_requests',
  id: string,
  from: string[],
  to: string,
  decided: Record<string, string | null>,
) {
  const result = await db
    .updateTable(table)
    .set({ status: to as never, ...decided })
    .where('id', '=', id)
    .where('status', 'in', from as never[])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function conflict(type: string, status: string): AppError {
  return new AppError('conflict', `This ${type} is ${status.replace('_', ' ')}; it cannot be decided now.`, { status });
}

/**
 * Approves a queue item.
 * @throws AppError not_found, conflict (not verified yet, already decided, or lost a race).
 */
export async function approveItem(
  deps: ReviewDeps,
  urls: Urls,
  id: string,
  actor: Actor,
  note: string | null,
): Promise<Decision> {
  return deps.db.transaction().execute(async (trx) => {
    const claim = await findClaim(trx, id);
    if (claim) return approveClaim(trx, deps, urls, claim, actor, note);
    const request = await findChangeRequest(trx, id);
    if (request) return approveRequest(trx, deps, request, actor, note);
    throw new AppError('not_found', 'No queue item has this id.');
  });
}

/** Rejects a queue item with a note for the requester. */
export async function rejectItem(deps: ReviewDeps, id: string, actor: Actor, note: string): Promise<Decision> {
  if (!note.trim()) throw new AppError('validation_failed', 'A rejection needs a note for the requester.', { parameter: 'note' });
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now().toISOString();
    const decided = { decided_at: now, decided_by: actor.id ?? actor.type, reviewer_note: note };
    const claim = await findClaim(trx, id);
    if (claim) {
      if (
        !(await transition(trx, 'claims', id, ['pending_verification', 'verified'], 'rejected', { ...decided, updated_at: now }))
      ) {
        throw conflict(claim.kind, claim.status);
      }
      const listing = await findListingById(trx, claim.listing_id);
      if (claim.kind === 'submission' && listing && listing.listing_status === 'pending_review') {
        await trx
          .updateTable('listings')
          .set({ listing_status: 'rejected', updated_at: now })
          .where('id', '=', listing.id)
          .execute();
      }
      await finish(trx, deps, { entity: claim.kind, id, from: claim.status, to: 'rejected', actor, note, now });
      await notify(trx, deps, now, {
        to: claim.requester_email,
        reference: id,
        what: `${claim.kind} of ${listing?.name ?? 'a listing'}`,
        approved: false,
        note,
      });
      return { id, type: claim.kind, status: 'rejected' };
    }
    const request = await findChangeRequest(trx, id);
    if (!request) throw new AppError('not_found', 'No queue item has this id.');
    if (!(await transition(trx, 'change_requests', id, ['pending_review'], 'rejected', decided)))
      throw conflict(request.kind, request.status);
    const listing = await findListingById(trx, request.listing_id);
    await finish(trx, deps, { entity: request.kind, id, from: request.status, to: 'rejected', actor, note, now });
    await notify(trx, deps, now, {
      to: request.requester_email,
      reference: id,
      what: `${request.kind.replace('_', ' ')} request for ${listing?.name ?? 'a listing'}`,
      approved: false,
      note,
    });
    return { id, type: request.kind, status: 'rejected' };
  });
}

async function approveClaim(
  trx: Executor,
  deps: ReviewDeps,
  urls: Urls,
  claim: ClaimRow,
  actor: Actor,
  note: string | null,
): Promise<Decision> {
  const now = deps.clock.now().toISOString();
  if (claim.status !== 'verified') {
    throw claim.status === 'pending_verification'
      ? new AppError('conflict', 'Ownership has not been verified yet; it can be approved once the check passes.', {
          status: claim.status,
        })
      : conflict(claim.kind, claim.status);
  }
  const decided = { decided_at: now, decided_by: actor.id ?? actor.type, reviewer_note: note, updated_at: now };
  if (!(await transition(trx, 'claims', claim.id, ['verified'], 'approved', decided)))
    throw conflict(claim.kind, 'already decided');
  const listing = await findListingById(trx, claim.listing_id);
  if (!listing || listing.listing_status === 'removed' || listing.listing_status === 'rejected') {
    throw new AppError('conflict', 'The listing is no longer open for this claim.');
  }
  const publishing = claim.kind === 'submission' && listing.listing_status === 'pending_review';
  const updated = {
    ...listing,
    listing_status: publishing ? ('published' as const) : listing.listing_status,
    published_at: publishing ? now : listing.published_at,
    verification_status: 'verified' as const,
    verification_method: claim.verification_method,
    verified_at: now,
    updated_at: now,
  };
  await trx
    .updateTable('listings')
    .set({
      listing_status: updated.listing_status,
      published_at: updated.published_at,
      verification_status: 'verified',
      verification_method: claim.verification_method,
      verified_at: now,
      updated_at: now,
    })
    .where('id', '=', listing.id)
    .execute();
  // Always: the verified filter is part of the search index.
  await syncSearch(trx, deps.search, [updated]);
  await trx
    .insertInto('credit_balances')
    .values({ listing_id: listing.id, balance: deps.config.starterCredits, updated_at: now })
    .onConflict((oc) => oc.column('listing_id').doNothing())
    .execute();

  const { account } = await ensureAccount(trx, {
    id: deps.ids.next(),
    email: claim.requester_email,
    role: 'owner',
    status: 'pending_activation',
    now,
  });
  await linkOwner(trx, listing.id, account.id, now);
  let activationUrl: string | undefined;
  if (account.status === 'pending_activation') {
    const token = newToken();
    await insertOneTimeToken(trx, {
      id: deps.ids.next(),
      purpose: 'activation',
      accountId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.parse(now) + ACTIVATION_MS).toISOString(),
      now,
    });
    activationUrl = urls.api(`/owner/activate?token=${token}`);
  }
  const about = { listing_slug: listing.slug, listing_name: listing.name, country: listing.country };
  if (publishing)
    await recordActivity(trx, { id: deps.ids.next(), type: 'listing_published', ...about, detail: null, created_at: now });
  await recordActivity(trx, {
    id: deps.ids.next(),
    type: 'listing_verified',
    ...about,
    detail: { method: claim.verification_method },
    created_at: now,
  });
  await finish(trx, deps, { entity: claim.kind, id: claim.id, from: 'verified', to: 'approved', actor, note, now });
  await notify(trx, deps, now, {
    to: claim.requester_email,
    reference: claim.id,
    what: `${claim.kind} of ${listing.name}`,
    approved: true,
    note,
    ...(activationUrl ? { activationUrl } : {}),
  });
  return { id: claim.id, type: claim.kind, status: 'approved' };
}

async function approveRequest(
  trx: Executor,
  deps: ReviewDeps,
  request: ChangeRequestRow,
  actor: Actor,
  note: string | null,
): Promise<Decision> {
  const now = deps.clock.now().toISOString();
  const decided = { decided_at: now, decided_by: actor.id ?? actor.type, reviewer_note: note };
  const listing = await findListingById(trx, request.listing_id);
  if (!listing || listing.listing_status === 'removed') throw new AppError('conflict', 'The listing was removed.');
  const to = request.kind === 'removal' ? 'removed' : 'applied';
  if (!(await transition(trx, 'change_requests', request.id, ['pending_review'], to, decided)))
    throw conflict(request.kind, request.status);

  if (request.kind === 'fact_change') {
    await applyFactProposal(trx, {
      listingId: listing.id,
      proposal: requestedChanges<FactProposal>(request, { add: [], remove: [] }),
      approvedBy: actor.id ?? actor.type,
      now,
    });
  } else if (request.kind === 'correction') {
    const result = applyCorrection(listing, requestedChanges(request, {}));
    if (!result.ok)
      throw new AppError('conflict', `The correction no longer applies: ${result.reasons[0]}.`, { problems: result.reasons });
    const columns = draftColumns(result.value);
    await trx
      .updateTable('listings')
      .set({ ...columns, updated_at: now })
      .where('id', '=', listing.id)
      .execute();
    await replaceListingCategories(trx, [{ listingId: listing.id, categories: result.value.categories }]);
    await syncSearch(trx, deps.search, [{ ...listing, ...columns, updated_at: now }]);
    await recordActivity(trx, {
      id: deps.ids.next(),
      type: 'correction_applied',
      listing_slug: listing.slug,
      listing_name: columns.name,
      country: columns.country,
      detail: null,
      created_at: now,
    });
  } else {
    await trx
      .updateTable('listings')
      .set({ listing_status: 'removed', removed_at: now, updated_at: now })
      .where('id', '=', listing.id)
      .execute();
    await deps.search.remove(trx, [listing.id]);
    const stones: { value_hash: string; kind: 'slug' | 'domain'; created_at: string }[] = [
      { value_hash: tombstoneHash('slug', listing.slug), kind: 'slug', created_at: now },
    ];
    if (listing.domain) stones.push({ value_hash: tombstoneHash('domain', listing.domain), kind: 'domain', created_at: now });
    await trx
      .insertInto('tombstones')
      .values(stones)
      .onConflict((oc) => oc.column('value_hash').doNothing())
      .execute();
    await recordActivity(trx, {
      id: deps.ids.next(),
      type: 'listing_removed',
      listing_slug: null,
      listing_name: null,
      country: listing.country,
      detail: null,
      created_at: now,
    });
  }
  await finish(trx, deps, { entity: request.kind, id: request.id, from: 'pending_review', to, actor, note, now });
  await notify(trx, deps, now, {
    to: request.requester_email,
    reference: request.id,
    what: `${request.kind.replace('_', ' ')} request for ${listing.name}`,
    approved: true,
    note,
  });
  return { id: request.id, type: request.kind, status: to };
}

/** Queues the decision e-mail to the requester. */
async function notify(trx: Executor, deps: Pick<Deps, 'ids'>, now: string, input: Parameters<typeof decisionMail>[0]) {
  await queueMail(trx, deps.ids.next(), now, decisionMail(input));
}

async function finish(
  trx: Executor,
  deps: Pick<Deps, 'ids'>,
  d: { entity: string; id: string; from: string; to: string; actor: Actor; note: string | null; now: string },
) {
  await appendReviewLog(trx, {
    id: deps.ids.next(),
    actor_type: d.actor.type,
    actor_id: d.actor.id,
    entity_type: d.entity,
    entity_id: d.id,
    action: d.to === 'rejected' ? 'rejected' : 'approved',
    from_status: d.from,
    to_status: d.to,
    note: d.note,
    created_at: d.now,
  });
}
