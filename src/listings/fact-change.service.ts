/**
 * Owners' fact proposals: an owner proposes facts to add and approved facts to drop;
 * nothing reaches the gateway until a reviewer approves the proposal in the console.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import type { SignedIn } from '../owners/session.service.js';
import type { Executor } from '../storage/database.js';
import { openChangeRequest } from './change-request.repository.js';
import { findFactsForListing, findListingBySlug } from './listing.repository.js';
import { type FactDraft, parseFactList } from './listing-input.js';

/** What a fact proposal holds (the `changes` JSON of a fact_change request). */
export interface FactProposal {
  add: FactDraft[];
  remove: string[];
}

/** The listing, when the signed-in owner owns it and it is not removed. @throws AppError not_found, listing_removed */
export async function ownedListing(deps: Pick<Deps, 'db'>, signedIn: SignedIn, slug: string) {
  const listing = await findListingBySlug(deps.db, slug);
  const owns =
    listing &&
    (await deps.db
      .selectFrom('listing_owners')
      .select('listing_id')
      .where('listing_id', '=', listing.id)
      .where('account_id', '=', signedIn.account.id)
      .executeTakeFirst());
  if (!listing || !owns) throw new AppError('not_found', 'You do not own a listing with this address.');
  if (listing.listing_status === 'removed') throw new AppError('listing_removed');
  return listing;
}

/**
 * Queues a proposal to add facts and/or drop approved ones.
 * @throws AppError validation_failed (invalid facts, unknown fact ids, nothing proposed), not_found.
 */
export async function proposeFactChange(
  deps: Pick<Deps, 'db' | 'clock' | 'ids'>,
  signedIn: SignedIn,
  input: { slug: string; add: unknown[]; remove: string[]; reason: string },
): Promise<{ requestId: string }> {
  const listing = await ownedListing(deps, signedIn, input.slug);
  const parsed = parseFactList(input.add);
  if (!parsed.ok)
    throw new AppError('validation_failed', `The fact is not valid: ${parsed.reasons[0]}.`, { problems: parsed.reasons });
  const known = new Set((await findFactsForListing(deps.db, listing.id)).map((f) => f.id));
  const unknown = input.remove.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new AppError('validation_failed', 'Some facts to drop are not approved facts of this listing.');
  if (parsed.value.length === 0 && input.remove.length === 0)
    throw new AppError('validation_failed', 'Propose a fact to add or drop.');
  const proposal: FactProposal = { add: parsed.value, remove: [...new Set(input.remove)] };
  const now = deps.clock.now().toISOString();
  const id = deps.ids.next();
  await deps.db.transaction().execute((trx) =>
    openChangeRequest(trx, {
      id,
      logId: deps.ids.next(),
      kind: 'fact_change',
      listingId: listing.id,
      email: signedIn.account.email,
      accountId: signedIn.account.id,
      changes: proposal,
      reason: input.reason.trim().slice(0, 1000) || 'Owner proposal',
      relationship: 'owner',
      actor: { type: 'owner', id: signedIn.account.id },
      now,
    }),
  );
  return { requestId: id };
}

/** Applies an approved proposal inside the reviewer's transaction: drops, then appends, then bumps the listing. */
export async function applyFactProposal(
  trx: Executor,
  input: { listingId: string; proposal: FactProposal; approvedBy: string; now: string },
): Promise<void> {
  if (input.proposal.remove.length > 0) {
    await trx.deleteFrom('facts').where('listing_id', '=', input.listingId).where('id', 'in', input.proposal.remove).execute();
  }
  const existing = await findFactsForListing(trx, input.listingId);
  const taken = new Set(existing.map((f) => f.id));
  let position = existing.reduce((max, f) => Math.max(max, f.position), -1);
  const rows = input.proposal.add
    .filter((f) => !taken.has(f.id))
    .map((f) => ({
      id: f.id,
      listing_id: input.listingId,
      kind: f.kind,
      text: f.text,
      question: f.question,
      url: f.url,
      lang: f.lang,
      position: ++position,
      approved_at: input.now,
      approved_by: input.approvedBy,
    }));
  if (rows.length > 0) await trx.insertInto('facts').values(rows).execute();
  // The gateway's snapshots and discovery documents follow updated_at.
  await trx.updateTable('listings').set({ updated_at: input.now }).where('id', '=', input.listingId).execute();
}
