/** Builders for listings written through the same code path as imports. */
import type { Deps } from '../../src/deps.js';
import { type ListingDraft, parseListingInput } from '../../src/listings/listing-input.js';
import { type SaveItem, type SaveOptions, saveListings } from '../../src/listings/listing-writer.js';
import { ensureAccount, linkOwner } from '../../src/owners/account.repository.js';

/** A valid import record with sensible defaults; override any field. */
export function listingRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Test Bakery',
    description: 'Fresh bread every morning.',
    website: 'https://test-bakery.example',
    address: { street: 'Main Street 1', locality: 'Utrecht', country: 'NL' },
    geo: { lat: 52.09, lon: 5.12 },
    categories: ['bakery'],
    facts: [
      { kind: 'summary', text: 'A small bakery.' },
      { kind: 'faq', question: 'Do you bake on Sundays?', text: 'Yes, from 8:00.' },
    ],
    ...overrides,
  };
}

export function draftOf(record: Record<string, unknown>): ListingDraft {
  const parsed = parseListingInput(record);
  if (!parsed.ok) throw new Error(`invalid test listing: ${parsed.reasons.join('; ')}`);
  return parsed.value;
}

/** Stores a listing (published unless the record says otherwise) and returns its id. */
export async function createListing(
  deps: Pick<Deps, 'db' | 'search' | 'ids' | 'clock'>,
  overrides: Record<string, unknown> = {},
  extra: Omit<SaveItem, 'draft'> & Partial<SaveOptions> = {},
): Promise<string> {
  const item: SaveItem = {
    draft: draftOf(listingRecord(overrides)),
    verification: extra.verification,
    createdAt: extra.createdAt,
  };
  const [outcome] = await deps.db
    .transaction()
    .execute((trx) =>
      saveListings(trx, deps, [item], { source: extra.source ?? 'imported', approvedBy: extra.approvedBy ?? 'test' }),
    );
  if (!outcome || outcome.status === 'rejected') throw new Error(outcome?.reason ?? 'not saved');
  return outcome.listingId;
}

/** A small published bakery with hours, a price and a summary: the gateway suites' client. */
export const BAKERY_CLIENT = {
  slug: 'crumb-bakery',
  name: 'Crumb Bakery',
  website: 'https://crumb.example/',
  email: 'hello@crumb.example',
  facts: [
    { id: 'f-summary', kind: 'summary', text: 'Crumb Bakery is a small bakery in Utrecht baking sourdough bread.' },
    { id: 'f-hours', kind: 'hours', text: 'Opening hours: Saturday from 08:00 to 15:00.' },
    { id: 'f-price', kind: 'pricing', text: 'A sourdough loaf costs €4.50.' },
  ],
};

/** Makes an active owner account for `email` (if none exists) and links it to the listing. */
export async function addOwner(deps: Pick<Deps, 'db' | 'ids' | 'clock'>, listingId: string, email: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  const { account } = await ensureAccount(deps.db, { id: deps.ids.next(), email, role: 'owner', status: 'active', now });
  await linkOwner(deps.db, listingId, account.id, now);
}
