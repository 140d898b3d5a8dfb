/** `signboard credits grant <slug> <n>` and `signboard credits show <slug>`. */

import { creditBalance, grantCredits } from '../gateway/credits.js';
import { findListingBySlug } from '../listings/listing.repository.js';
import { withDeps } from './context.js';

/** Most credits one grant may add (a typo guard, not a business rule). */
export const MAX_GRANT = 1_000_000;

export function parseAmount(raw: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_GRANT) {
    throw new Error(`"${raw}" is not a number of credits from 1 to ${MAX_GRANT}`);
  }
  return Number(raw);
}

async function listingOf(deps: Parameters<Parameters<typeof withDeps>[0]>[0], slug: string) {
  const listing = await findListingBySlug(deps.db, slug);
  if (!listing) throw new Error(`no listing has the slug "${slug}"`);
  return listing;
}

export async function grantCommand(slug: string, rawAmount: string): Promise<string> {
  const amount = parseAmount(rawAmount);
  return withDeps(async (deps) => {
    const listing = await listingOf(deps, slug);
    const balance = await grantCredits(deps, listing.id, amount);
    return `granted ${amount} credit(s) to ${listing.slug}; balance ${balance}`;
  });
}

export async function showCommand(slug: string): Promise<string> {
  return withDeps(async (deps) => {
    const listing = await listingOf(deps, slug);
    return `${listing.slug}: ${await creditBalance(deps, listing.id)} credit(s)`;
  });
}
