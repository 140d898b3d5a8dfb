/** Requests from the public to correct or remove a listing; they wait for a reviewer. */
import type { Static } from 'typebox';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { queueMail } from '../mail/outbox.repository.js';
import { requestReceivedMail } from '../mail/templates.js';
import { openChangeRequest } from './change-request.repository.js';
import { applyCorrection } from './correction.js';
import { findListingBySlug } from './listing.repository.js';
import type { CorrectBody, RemoveBody } from './workflow.schemas.js';

type RequestDeps = Pick<Deps, 'db' | 'ids' | 'clock'>;

async function publishedListing(deps: RequestDeps, slug: string) {
  const listing = await findListingBySlug(deps.db, slug);
  if (listing?.listing_status === 'removed') throw new AppError('listing_removed');
  if (listing?.listing_status !== 'published') throw new AppError('listing_not_found');
  return listing;
}

async function record(
  deps: RequestDeps,
  kind: 'correction' | 'removal',
  listing: { id: string; name: string },
  fields: { email: string; reason: string; changes: object | null; relationship: string | null },
) {
  const now = deps.clock.now().toISOString();
  const id = deps.ids.next();
  await deps.db.transaction().execute(async (trx) => {
    await openChangeRequest(trx, {
      id,
      logId: deps.ids.next(),
      kind,
      listingId: listing.id,
      email: fields.email,
      accountId: null,
      changes: fields.changes,
      reason: fields.reason,
      relationship: fields.relationship,
      actor: { type: 'public', id: null },
      now,
    });
    await queueMail(
      trx,
      deps.ids.next(),
      now,
      requestReceivedMail({ to: fields.email, requestId: id, kind, listingName: listing.name }),
    );
  });
  return { ok: true as const, requestId: id, status: 'pending_review' as const };
}

/**
 * Records a correction after checking the corrected listing would be valid.
 * @throws AppError listing_not_found, listing_removed, validation_failed (with every reason).
 */
export async function requestCorrection(deps: RequestDeps, body: Static<typeof CorrectBody>) {
  const listing = await publishedListing(deps, body.slug);
  const result = applyCorrection(listing, body.changes);
  if (!result.ok)
    throw new AppError('validation_failed', `The corrected listing would be invalid: ${result.reasons[0]}.`, {
      parameter: 'changes',
      problems: result.reasons,
    });
  return record(deps, 'correction', listing, {
    email: body.email,
    reason: body.reason,
    changes: body.changes,
    relationship: null,
  });
}

/** Records a removal request. @throws AppError listing_not_found, listing_removed. */
export async function requestRemoval(deps: RequestDeps, body: Static<typeof RemoveBody>) {
  const listing = await publishedListing(deps, body.slug);
  return record(deps, 'removal', listing, {
    email: body.email,
    reason: body.reason,
    changes: null,
    relationship: body.relationship,
  });
}
