/** Owner and reviewer accounts, listing ownership and one-time tokens (only hashes stored). */
import type { AccountTable, Executor } from '../storage/database.js';

export type AccountRow = AccountTable;

export async function findAccount(db: Executor, email: string, role: AccountRow['role']): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('role', '=', role)
    .executeTakeFirst();
}

/** The account with this e-mail and role, created (with `status`) when missing. */
export async function ensureAccount(
  db: Executor,
  input: { id: string; email: string; role: AccountRow['role']; status: AccountRow['status']; now: string },
): Promise<{ account: AccountRow; created: boolean }> {
  const existing = await findAccount(db, input.email, input.role);
  if (existing) return { account: existing, created: false };
  const account: AccountRow = {
    id: input.id,
    email: input.email.toLowerCase(),
    role: input.role,
    status: input.status,
    created_at: input.now,
    activated_at: input.status === 'active' ? input.now : null,
  };
  await db.insertInto('accounts').values(account).execute();
  return { account, created: true };
}

export async function linkOwner(db: Executor, listingId: string, accountId: string, now: string): Promise<void> {
  await db
    .insertInto('listing_owners')
    .values({ listing_id: listingId, account_id: accountId, created_at: now })
    .onConflict((oc) => oc.columns(['listing_id', 'account_id']).doNothing())
    .execute();
}

export async function insertOneTimeToken(
  db: Executor,
  row: { id: string; purpose: 'activation' | 'login_code'; accountId: string; tokenHash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({
      id: row.id,
      purpose: row.purpose,
      account_id: row.accountId,
      token_hash: row.tokenHash,
      attempts: 0,
      expires_at: row.expiresAt,
      used_at: null,
      created_at: row.now,
    })
    .execute();
}

/** The e-mail addresses of the listing's owner accounts that are not disabled. */
export async function ownerEmails(db: Executor, listingId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('listing_owners')
    .innerJoin('accounts', 'accounts.id', 'listing_owners.account_id')
    .select('accounts.email')
    .where('listing_owners.listing_id', '=', listingId)
    .where('accounts.status', '!=', 'disabled')
    .execute();
  return rows.map((row) => row.email);
}
