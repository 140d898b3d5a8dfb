/**
 * Client credits: one credit per accepted POST message, spent atomically in the
 * database (a conditional decrement, so concurrent requests on any instance never overspend).
 * A client without a balance row starts with STARTER_CREDITS.
 */
import { sql } from 'kysely';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { batchedLookup } from '../storage/batched-lookup.js';
import type { Executor } from '../storage/database.js';
import type { Urls } from '../urls.js';

type CreditDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'state'>;

async function ensureBalance(db: Executor, listingId: string, starter: number, now: string): Promise<void> {
  await db
    .insertInto('credit_balances')
    .values({ listing_id: listingId, balance: starter, updated_at: now })
    .onConflict((oc) => oc.column('listing_id').doNothing())
    .execute();
}

/**
 * Spends one credit and returns what remains.
 * @throws AppError credits_exhausted (402), naming the free ask preview and handoff routes, at zero.
 */
export async function spendCredit(deps: CreditDeps, urls: Urls, client: { id: string; slug: string }): Promise<number> {
  const now = deps.clock.now().toISOString();
  await ensureBalance(deps.db, client.id, deps.config.starterCredits, now);
  const row = await deps.db
    .updateTable('credit_balances')
    .set({ balance: sql<number>`balance - 1`, updated_at: now })
    .where('listing_id', '=', client.id)
    .where('balance', '>', 0)
    .returning('balance')
    .executeTakeFirst();
  if (!row) {
    throw new AppError('credits_exhausted', undefined, {
      askPreview: `${urls.ask(client.slug)}?q={question}`,
      handoff: urls.gateway(`/ai/${encodeURIComponent(client.slug)}/a2a/v1/action-request`),
    });
  }
  return Number(row.balance);
}

/** The client's balance (the starter balance when none is stored yet). */
export async function creditBalance(deps: CreditDeps, listingId: string): Promise<number> {
  const balance = await storedBalance(deps, listingId);
  return balance ?? deps.config.starterCredits;
}

/** Stored balances by listing; the handshakes of a burst read them with one query. */
const storedBalance = batchedLookup('stored credit balances', async (db, listingIds: readonly string[]) => {
  const rows = await db
    .selectFrom('credit_balances')
    .select(['listing_id', 'balance'])
    .where('listing_id', 'in', [...listingIds])
    .execute();
  return new Map(rows.map((row) => [row.listing_id, Number(row.balance)]));
});

/** Adds credits (an operator's grant) and returns the new balance. */
export async function grantCredits(deps: CreditDeps, listingId: string, amount: number): Promise<number> {
  const now = deps.clock.now().toISOString();
  await ensureBalance(deps.db, listingId, deps.config.starterCredits, now);
  const row = await deps.db
    .updateTable('credit_balances')
    .set({ balance: sql<number>`balance + ${amount}`, updated_at: now })
    .where('listing_id', '=', listingId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}
