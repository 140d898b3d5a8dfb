/**
 * Ownership verification of a claim session: start (issue a challenge), check (look the
 * evidence up, outside any transaction), status. Every call needs the claim-session token.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { consumeRateLimit } from '../http/rate-limit.js';
import { queueMail } from '../mail/outbox.repository.js';
import { verificationSucceededMail } from '../mail/templates.js';
import { bearerToken, newToken, tokenMatches } from '../security/tokens.js';
import { appendReviewLog, type ClaimRow, findClaim, findingsColumn, updateClaim } from './claim.repository.js';
import { findListingById } from './listing.repository.js';
import {
  checkDnsEvidence,
  checkWebsiteEvidence,
  DNS_LABEL,
  FILE_PATH,
  type Finding,
  META_NAME,
  TXT_PREFIX,
} from './verification-evidence.js';

export const CHALLENGE_MS = 7 * 86_400_000;
/** Evidence checks per claim per hour. */
export const CHECK_LIMIT = { limit: 10, windowMs: 3_600_000 };

type VerifyDeps = Pick<Deps, 'db' | 'clock' | 'ids' | 'resolver' | 'fetcher'>;

/**
 * The claim behind a claim-session token.
 * @throws AppError unauthorized (missing or wrong token), not_found (unknown claim), gone (session expired).
 */
export async function authenticateClaim(
  deps: Pick<Deps, 'db' | 'clock'>,
  claimId: string,
  authorization: string | undefined,
): Promise<ClaimRow> {
  const token = bearerToken(authorization);
  if (!token) throw new AppError('unauthorized', 'Send the claim-session token as "Authorization: Bearer <claimToken>".');
  const claim = await findClaim(deps.db, claimId);
  if (!claim) throw new AppError('not_found', 'No claim has this id.');
  if (!tokenMatches(token, claim.token_hash)) throw new AppError('unauthorized', 'The claim-session token is wrong.');
  if (claim.token_expires_at <= deps.clock.now().toISOString()) {
    throw new AppError('gone', 'This claim session has expired; submit or claim again.');
  }
  return claim;
}

async function listingOf(deps: Pick<Deps, 'db'>, claim: ClaimRow) {
  const listing = await findListingById(deps.db, claim.listing_id);
  if (!listing?.domain || !listing.website_url) throw new AppError('conflict', 'The listing has no website to verify.');
  return { ...listing, domain: listing.domain, website_url: listing.website_url };
}

function requirePending(claim: ClaimRow): void {
  if (claim.status !== 'pending_verification') {
    throw new AppError('conflict', `This claim is ${claim.status.replace('_', ' ')}; there is nothing to verify.`, {
      status: claim.status,
    });
  }
}

/** Issues a new challenge (valid 7 days) for both methods; the previous one stops counting. */
export async function startVerification(deps: VerifyDeps, claim: ClaimRow) {
  requirePending(claim);
  const listing = await listingOf(deps, claim);
  const now = deps.clock.now();
  const value = newToken(18);
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS).toISOString();
  await updateClaim(deps.db, claim.id, {
    challenge_value: value,
    challenge_expires_at: expiresAt,
    updated_at: now.toISOString(),
  });
  return {
    ok: true as const,
    claim: { id: claim.id, status: claim.status },
    challenge: describeChallenge(listing, value, expiresAt),
  };
}

/** What the owner publishes for a challenge value: the TXT record, the file and the meta tag. */
function describeChallenge(listing: { domain: string; website_url: string }, value: string, expiresAt: string) {
  const origin = new URL(listing.website_url).origin;
  return {
    expiresAt,
    dns: { type: 'TXT' as const, name: `${DNS_LABEL}.${listing.domain}`, value: `${TXT_PREFIX}${value}` },
    website: {
      fileUrl: `${origin}${FILE_PATH}`,
      fileContent: `${TXT_PREFIX}${value}`,
      metaTag: `<meta name="${META_NAME}" content="${value}">`,
    },
  };
}

/** The claim's current challenge, or null when none was started or it has expired. */
export async function currentChallenge(deps: Pick<Deps, 'db' | 'clock'>, claim: ClaimRow) {
  if (!claim.challenge_value || !claim.challenge_expires_at) return null;
  if (claim.challenge_expires_at <= deps.clock.now().toISOString()) return null;
  return describeChallenge(await listingOf(deps, claim), claim.challenge_value, claim.challenge_expires_at);
}

const METHOD_OF: Record<Finding['source'], string> = { dns: 'dns_txt', file: 'http_file', meta: 'meta_tag' };

/**
 * Looks the evidence up and, when it matches the current challenge, marks the claim verified
 * (awaiting review). Rate-limited per claim.
 */
export async function checkVerification(deps: VerifyDeps, claim: ClaimRow, method: 'dns' | 'website') {
  requirePending(claim);
  const value = claim.challenge_value;
  if (!value || !claim.challenge_expires_at) throw new AppError('conflict', 'Start the verification first to get a challenge.');
  if (claim.challenge_expires_at <= deps.clock.now().toISOString()) {
    throw new AppError('conflict', 'The challenge has expired; start the verification again for a new one.');
  }
  await consumeRateLimit(deps.db, `verify-check:claim:${claim.id}`, CHECK_LIMIT, deps.clock.now());
  const listing = await listingOf(deps, claim);
  const findings =
    method === 'dns'
      ? await checkDnsEvidence(deps.resolver, listing.domain, value)
      : await checkWebsiteEvidence(deps.fetcher, listing.website_url, listing.domain, value);
  const match = findings.find((f) => f.matched);
  const checkedAt = deps.clock.now().toISOString();

  const status = await deps.db.transaction().execute(async (trx) => {
    const current = await findClaim(trx, claim.id);
    // Only the challenge that was checked may verify, and only once.
    const stillValid = current?.status === 'pending_verification' && current.challenge_value === value;
    const changes: Partial<ClaimRow> = {
      last_findings: findingsColumn(findings),
      last_checked_at: checkedAt,
      updated_at: checkedAt,
    };
    if (match && stillValid) {
      Object.assign(changes, { status: 'verified', verification_method: METHOD_OF[match.source], verified_at: checkedAt });
      await appendReviewLog(trx, {
        id: deps.ids.next(),
        actor_type: 'system',
        actor_id: null,
        entity_type: 'claim',
        entity_id: claim.id,
        action: 'verified',
        from_status: 'pending_verification',
        to_status: 'verified',
        note: `${METHOD_OF[match.source]} evidence at ${match.location}`,
        created_at: checkedAt,
      });
      await queueMail(
        trx,
        deps.ids.next(),
        checkedAt,
        verificationSucceededMail({
          to: claim.requester_email,
          claimId: claim.id,
          listingName: listing.name,
          method: METHOD_OF[match.source],
        }),
      );
    }
    await updateClaim(trx, claim.id, changes);
    return (changes.status as string | undefined) ?? current?.status ?? claim.status;
  });
  return {
    ok: true as const,
    verified: status === 'verified' && match !== undefined,
    method,
    checkedAt,
    findings,
    claim: { id: claim.id, status },
  };
}

export async function verificationStatus(deps: Pick<Deps, 'db'>, claim: ClaimRow) {
  const listing = await findListingById(deps.db, claim.listing_id);
  return {
    ok: true as const,
    claim: {
      id: claim.id,
      status: claim.status,
      kind: claim.kind,
      disputed: claim.disputed === 1,
      listing: { slug: listing?.slug ?? '' },
      ...(claim.verification_method ? { method: claim.verification_method } : {}),
      ...(claim.verified_at ? { verifiedAt: claim.verified_at } : {}),
      expiresAt: claim.token_expires_at,
      challengeExpiresAt: claim.challenge_expires_at,
      lastCheckedAt: claim.last_checked_at,
    },
  };
}
