/**
 * Ownership verification of a claim session: start (issue a challenge), check (look the
 * evidence up, outside any transaction), status. Every call needs the claim-session token.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { consumeRateLimit } from '../http/rate-limit.js';
import { queueMail } from '../mail/outbox.repository.js';
import { verificationCodeMail, verificationSucceededMail } from '../mail/templates.js';
import { bearerToken, newToken, tokenMatches } from '../security/tokens.js';
import { appendReviewLog, type ClaimRow, findClaim, findingsColumn, updateClaim } from './claim.repository.js';
import { findListingById, type ListingRow } from './listing.repository.js';
import {
  CODE_ATTEMPTS,
  CODE_MS,
  CODE_SEND_LIMIT,
  type CodeChannel,
  checkCode,
  codeChannels,
  newCode,
  typedCode,
} from './verification-code.js';
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
/** How ownership is proved: evidence on the website's DNS or pages, or a code sent to the listed e-mail or phone. */
export type VerificationMethod = 'dns' | 'website' | 'email' | 'phone';
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
  if (!listing) throw new AppError('conflict', 'The listing of this claim no longer exists.');
  return listing;
}

/** The listing's website, for the DNS and website methods. @throws AppError conflict when it has none. */
function websiteOf(listing: ListingRow): { domain: string; website_url: string } {
  if (!listing.domain || !listing.website_url) {
    throw new AppError('conflict', 'This listing has no website; verify it with a code by e-mail or phone instead.');
  }
  return { domain: listing.domain, website_url: listing.website_url };
}

export function requirePending(claim: ClaimRow): void {
  if (claim.status !== 'pending_verification') {
    throw new AppError('conflict', `This claim is ${claim.status.replace('_', ' ')}; there is nothing to verify.`, {
      status: claim.status,
    });
  }
}

/**
 * Issues a new challenge (valid 7 days) for the DNS and website methods; the previous one stops
 * counting. Also says where a code can be sent (the listing's public e-mail and phone).
 * @throws AppError conflict when the listing has no website, public e-mail or phone to verify by.
 */
export async function startVerification(deps: VerifyDeps, claim: ClaimRow) {
  requirePending(claim);
  const listing = await listingOf(deps, claim);
  if (!listing.website_url && codeChannels(listing).length === 0) {
    throw new AppError(
      'conflict',
      'This listing has no website, public e-mail or phone to verify it by; ask for a correction first.',
    );
  }
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

/**
 * What the owner can do for a challenge value: publish the TXT record, the file or the meta tag
 * (when the listing has a website), or ask for a code at the listed public e-mail or phone.
 */
function describeChallenge(listing: ListingRow, value: string, expiresAt: string) {
  const channels = codeChannels(listing);
  const code = channels.length > 0 ? Object.fromEntries(channels.map((c) => [c.channel, c.sentTo])) : undefined;
  if (!listing.website_url || !listing.domain) return { expiresAt, code };
  const origin = new URL(listing.website_url).origin;
  return {
    expiresAt,
    dns: { type: 'TXT' as const, name: `${DNS_LABEL}.${listing.domain}`, value: `${TXT_PREFIX}${value}` },
    website: {
      fileUrl: `${origin}${FILE_PATH}`,
      fileContent: `${TXT_PREFIX}${value}`,
      metaTag: `<meta name="${META_NAME}" content="${value}">`,
    },
    code,
  };
}

/**
 * Sends a new code for the claim: by e-mail to the listing's public address, or (phone) into the
 * reviewer console, where a reviewer calls the listing's public number and reads it out. The code
 * before it stops counting. At most a few codes per claim per day.
 * @throws AppError conflict (nothing to verify, or no such channel), rate_limited.
 */
export async function sendVerificationCode(deps: VerifyDeps, claim: ClaimRow, channel: CodeChannel) {
  requirePending(claim);
  const listing = await listingOf(deps, claim);
  const target = codeChannels(listing).find((c) => c.channel === channel);
  if (!target) {
    throw new AppError('conflict', `This listing has no public ${channel === 'email' ? 'e-mail' : 'phone'} to send a code to.`);
  }
  const now = deps.clock.now();
  await consumeRateLimit(deps.db, `verify-code:claim:${claim.id}`, CODE_SEND_LIMIT, now);
  const { code, hash } = newCode(claim.id);
  const expiresAt = new Date(now.getTime() + CODE_MS).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateClaim(trx, claim.id, {
      code_channel: channel,
      code_hash: hash,
      code_expires_at: expiresAt,
      code_attempts: 0,
      code_to_read: channel === 'phone' ? code : null,
      updated_at: now.toISOString(),
    });
    if (channel === 'email') {
      const draft = verificationCodeMail({ to: target.sentTo, code, listingName: listing.name, codeId: deps.ids.next() });
      await queueMail(trx, deps.ids.next(), now.toISOString(), draft);
    }
    await appendReviewLog(trx, {
      id: deps.ids.next(),
      actor_type: 'public',
      actor_id: null,
      entity_type: 'claim',
      entity_id: claim.id,
      action: channel === 'email' ? 'code_mailed' : 'call_requested',
      from_status: claim.status,
      to_status: claim.status,
      note:
        channel === 'email' ? `code sent to the listing's public e-mail` : `call the listing's public phone to read out the code`,
      created_at: now.toISOString(),
    });
  });
  return {
    ok: true as const,
    claim: { id: claim.id, status: claim.status },
    code: { channel, sentTo: target.sentTo, expiresAt, attempts: CODE_ATTEMPTS },
  };
}

/** The claim's current challenge, or null when none was started or it has expired. */
export async function currentChallenge(deps: Pick<Deps, 'db' | 'clock'>, claim: ClaimRow) {
  if (!claim.challenge_value || !claim.challenge_expires_at) return null;
  if (claim.challenge_expires_at <= deps.clock.now().toISOString()) return null;
  return describeChallenge(await listingOf(deps, claim), claim.challenge_value, claim.challenge_expires_at);
}

/** The code the claim is waiting for, when one was sent and is still valid: where it went and until when. */
export async function pendingCode(deps: Pick<Deps, 'db' | 'clock'>, claim: ClaimRow) {
  if (!claim.code_channel || !claim.code_hash || !claim.code_expires_at) return null;
  if (claim.code_expires_at <= deps.clock.now().toISOString()) return null;
  const listing = await listingOf(deps, claim);
  const channel = codeChannels(listing).find((c) => c.channel === claim.code_channel);
  return channel ? { ...channel, expiresAt: claim.code_expires_at } : null;
}

const METHOD_OF: Record<Exclude<Finding['source'], 'code'>, string> = { dns: 'dns_txt', file: 'http_file', meta: 'meta_tag' };

/** The stored method name of a matching finding: dns_txt, http_file, meta_tag, email_code or phone_code. */
function methodOf(finding: Finding, method: VerificationMethod): string {
  return finding.source === 'code' ? `${method}_code` : METHOD_OF[finding.source];
}

/**
 * Looks the evidence up and, when it matches the current challenge, marks the claim verified
 * (awaiting review). Rate-limited per claim.
 */
export async function checkVerification(deps: VerifyDeps, claim: ClaimRow, method: VerificationMethod, code?: string) {
  requirePending(claim);
  const value = claim.challenge_value;
  const byCode = method === 'email' || method === 'phone';
  if (byCode)
    typedCode(code); // bad input is refused before it counts against the limit
  else {
    if (!value || !claim.challenge_expires_at) throw new AppError('conflict', 'Start the verification first to get a challenge.');
    if (claim.challenge_expires_at <= deps.clock.now().toISOString()) {
      throw new AppError('conflict', 'The challenge has expired; start the verification again for a new one.');
    }
  }
  await consumeRateLimit(deps.db, `verify-check:claim:${claim.id}`, CHECK_LIMIT, deps.clock.now());
  const listing = await listingOf(deps, claim);
  let findings: Finding[];
  if (byCode) {
    findings = [await checkCode(deps, claim, listing, method, code)];
  } else {
    const site = websiteOf(listing);
    const expected = value ?? '';
    findings =
      method === 'dns'
        ? await checkDnsEvidence(deps.resolver, site.domain, expected)
        : await checkWebsiteEvidence(deps.fetcher, site.website_url, site.domain, expected);
  }
  const match = findings.find((f) => f.matched);
  const checkedAt = deps.clock.now().toISOString();

  const status = await deps.db.transaction().execute(async (trx) => {
    const current = await findClaim(trx, claim.id);
    // Only the challenge (or code) that was checked may verify, and only once.
    const stillValid =
      current?.status === 'pending_verification' &&
      (match?.source === 'code' ? current.code_hash === claim.code_hash : current.challenge_value === value);
    const changes: Partial<ClaimRow> = {
      last_findings: findingsColumn(findings),
      last_checked_at: checkedAt,
      updated_at: checkedAt,
    };
    if (match && stillValid) {
      const usedCode = { code_hash: null, code_to_read: null, code_expires_at: null };
      Object.assign(changes, {
        status: 'verified',
        verification_method: methodOf(match, method),
        verified_at: checkedAt,
        ...(match.source === 'code' ? usedCode : {}),
      });
      await appendReviewLog(trx, {
        id: deps.ids.next(),
        actor_type: 'system',
        actor_id: null,
        entity_type: 'claim',
        entity_id: claim.id,
        action: 'verified',
        from_status: 'pending_verification',
        to_status: 'verified',
        note: `${methodOf(match, method)} evidence at ${match.location}`,
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
          method: methodOf(match, method),
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
