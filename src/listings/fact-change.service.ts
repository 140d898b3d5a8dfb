/**
 * Owners' fact proposals: an owner proposes facts to add and approved facts to drop;
 * nothing reaches the gateway until a reviewer approves the proposal in the console.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import type { SignedIn } from '../owners/session.service.js';
import type { Executor } from '../storage/database.js';
import { openChangeRequest } from './change-request.repository.js';
import { factTranslations, findFactsForListing, findListingBySlug, translationsColumn } from './listing.repository.js';
import { type FactDraft, type FactTranslation, parseFactList, parseTranslations, Reader } from './listing-input.js';

/** An approved fact written in another language by its owner (replaces an earlier wording in that language). */
export interface FactTranslationProposal extends FactTranslation {
  factId: string;
}

/** What a fact proposal holds (the `changes` JSON of a fact_change request). */
export interface FactProposal {
  add: FactDraft[];
  remove: string[];
  translate?: FactTranslationProposal[];
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
 * Queues a proposal to add facts, drop approved ones and/or give an approved fact in another language.
 * @throws AppError validation_failed (invalid facts, unknown fact ids, nothing proposed), not_found.
 */
export async function proposeFactChange(
  deps: Pick<Deps, 'db' | 'clock' | 'ids'>,
  signedIn: SignedIn,
  input: {
    slug: string;
    add: unknown[];
    remove: string[];
    translate?: { factId: string; translation: unknown }[];
    reason: string;
  },
): Promise<{ requestId: string }> {
  const listing = await ownedListing(deps, signedIn, input.slug);
  const parsed = parseFactList(input.add);
  if (!parsed.ok)
    throw new AppError('validation_failed', `The fact is not valid: ${parsed.reasons[0]}.`, { problems: parsed.reasons });
  const approved = new Map((await findFactsForListing(deps.db, listing.id)).map((f) => [f.id, f]));
  const unknown = input.remove.filter((id) => !approved.has(id));
  if (unknown.length > 0) throw new AppError('validation_failed', 'Some facts to drop are not approved facts of this listing.');
  const translate = (input.translate ?? []).map(({ factId, translation }) => {
    const fact = approved.get(factId);
    if (!fact) throw new AppError('validation_failed', 'The fact to translate is not an approved fact of this listing.');
    const reader = new Reader();
    const [parsedTranslation] = parseTranslations(reader, [translation], 'translation', fact);
    if (reader.reasons.length > 0 || !parsedTranslation)
      throw new AppError('validation_failed', `The translation is not valid: ${reader.reasons[0] ?? 'it is empty'}.`, {
        problems: reader.reasons,
      });
    return { factId, ...parsedTranslation };
  });
  if (parsed.value.length === 0 && input.remove.length === 0 && translate.length === 0)
    throw new AppError('validation_failed', 'Propose a fact to add, drop or translate.');
  const proposal: FactProposal = {
    add: parsed.value,
    remove: [...new Set(input.remove)],
    ...(translate.length ? { translate } : {}),
  };
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
      translations: translationsColumn(f.translations),
    }));
  if (rows.length > 0) await trx.insertInto('facts').values(rows).execute();
  for (const proposed of input.proposal.translate ?? []) {
    const fact = existing.find((f) => f.id === proposed.factId);
    if (!fact || input.proposal.remove.includes(fact.id)) continue;
    const base = (tag: string) => tag.toLowerCase().split('-')[0];
    const others = factTranslations(fact).filter((t) => base(t.lang) !== base(proposed.lang));
    const translation = { lang: proposed.lang, text: proposed.text, question: proposed.question };
    await trx
      .updateTable('facts')
      .set({ translations: translationsColumn([...others, translation]) })
      .where('listing_id', '=', input.listingId)
      .where('id', '=', fact.id)
      .execute();
  }
  // The gateway's snapshots and discovery documents follow updated_at.
  await trx.updateTable('listings').set({ updated_at: input.now }).where('id', '=', input.listingId).execute();
}
