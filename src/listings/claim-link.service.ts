/**
 * One-time links that continue a claim's verification on another device. The receipt e-mail
 * carries one; opening it uses nothing (mail scanners prefetch links), confirming it uses it and
 * gives that browser a new claim session (the session of the first device then ends).
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { hashToken, newToken } from '../security/tokens.js';
import type { Executor } from '../storage/database.js';
import type { ClaimRow } from './claim.repository.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Stores a new link for a claim, valid as long as its session, and returns its token (never stored). */
export async function createClaimLink(trx: Executor, deps: Pick<Deps, 'ids'>, claim: ClaimRow): Promise<string> {
  const token = newToken();
  await trx
    .insertInto('claim_links')
    .values({
      id: deps.ids.next(),
      claim_id: claim.id,
      token_hash: hashToken(token),
      expires_at: claim.token_expires_at,
      used_at: null,
      created_at: claim.created_at,
    })
    .execute();
  return token;
}

async function findUsable(db: Executor, token: string, now: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const link = await db.selectFrom('claim_links').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return link && link.used_at === null && link.expires_at > now ? link : undefined;
}

/** The claim a link continues, while it can still be used (no side effects); undefined otherwise. */
export async function claimOfLink(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<ClaimRow | undefined> {
  const link = await findUsable(deps.db, token, deps.clock.now().toISOString());
  if (!link) return undefined;
  return deps.db.selectFrom('claims').selectAll().where('id', '=', link.claim_id).executeTakeFirst();
}

/**
 * Uses a link: the claim gets a new session token for this browser (the old one stops working).
 * Only one caller can use a link. @throws AppError gone when it is unknown, used or expired.
 */
export async function resumeClaim(
  deps: Pick<Deps, 'db' | 'clock'>,
  token: string,
): Promise<{ claimId: string; claimToken: string; expiresAt: string }> {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const link = await findUsable(trx, token, now);
    const used = link
      ? await trx
          .updateTable('claim_links')
          .set({ used_at: now })
          .where('id', '=', link.id)
          .where('used_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!link || Number(used?.numUpdatedRows ?? 0) !== 1) {
      throw new AppError(
        'gone',
        'This link was already used or has expired. Open the verification from the device you started on.',
      );
    }
    const claimToken = newToken();
    const claim = await trx
      .updateTable('claims')
      .set({ token_hash: hashToken(claimToken), updated_at: now })
      .where('id', '=', link.claim_id)
      .returning(['id', 'token_expires_at'])
      .executeTakeFirstOrThrow();
    return { claimId: claim.id, claimToken, expiresAt: claim.token_expires_at };
  });
}
