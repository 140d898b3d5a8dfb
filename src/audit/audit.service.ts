/**
 * The website audit use case behind `POST /api/website-audit`: refuse unsafe targets before any
 * connection, apply the limits, run the audit, store it (with the listing's history and a
 * public-safe activity record) and queue the optional e-mail report.
 */

import { recordActivity } from '../activity/activity.repository.js';
import type { Deps } from '../deps.js';
import { AppError, invalidParameter } from '../errors.js';
import { addressKey } from '../http/client-address.js';
import { addressBucket, bucketKey, consumeRateLimit, type RateLimit, withinRateLimit } from '../http/rate-limit.js';
import { findListingById, findListingBySlug, isPublishedDomain, type ListingRow } from '../listings/listing.repository.js';
import { queueMail } from '../mail/outbox.repository.js';
import type { Urls } from '../urls.js';
import { type AuditRow, findAudit, insertAudit } from './audit.repository.js';
import type { AuditSlots } from './audit-slots.js';
import { auditReportMail } from './report-mail.js';
import type { AuditResult } from './run-audit.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const AUDIT_LIMITS = {
  /** Audits per client IP per hour (across instances). */
  perIp: { limit: 20, windowMs: HOUR } satisfies RateLimit,
  /** Audits running at once on one instance, in total and per client IP. */
  concurrent: { total: 4, perIp: 2 },
  /** E-mailed reports per recipient and per client IP per day. */
  reportsPerRecipient: { limit: 3, windowMs: DAY } satisfies RateLimit,
  reportsPerIp: { limit: 10, windowMs: DAY } satisfies RateLimit,
};

/** Seconds a client is told to wait when every audit slot is busy. */
const BUSY_RETRY_AFTER_S = 10;

export interface AuditRequest {
  url: string;
  email?: string;
  listingSlug?: string;
}

export interface PublicAudit extends AuditResult {
  id: string;
  listingSlug: string | null;
}

export interface AuditResponse {
  ok: true;
  audit: PublicAudit;
  /** Present when an e-mail report was asked for. */
  emailReport?: { queued: boolean; reason?: 'daily_limit_reached' };
}

type AuditDeps = Pick<Deps, 'db' | 'clock' | 'ids' | 'fetcher'>;

/**
 * The site to audit; a bare host or path as people type it ("example.com", "www.example.com/menu")
 * is https. @throws AppError validation_failed naming `url`.
 */
export function parseAuditTarget(raw: string): URL {
  const text = raw.trim();
  // A scheme is letters before a colon that no port number follows ("localhost:8080" is a host).
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(text)?.[1];
  try {
    return new URL(scheme && !scheme.includes('.') ? text : `https://${text}`);
  } catch {
    throw invalidParameter('url', 'url must be an absolute http or https URL, e.g. https://www.example.com/');
  }
}

/** The listing whose history the audit joins; its website must be the audited site. */
async function listingFor(deps: AuditDeps, slug: string, target: URL): Promise<ListingRow> {
  const listing = await findListingBySlug(deps.db, slug);
  if (!listing) throw new AppError('listing_not_found', 'No listing has this slug.', { parameter: 'listingSlug' });
  if (listing.listing_status === 'removed') throw new AppError('listing_removed');
  const host = target.hostname.toLowerCase().replace(/^www\./, '');
  if (!listing.domain || (host !== listing.domain && !host.endsWith(`.${listing.domain}`))) {
    throw new AppError(
      'website_mismatch',
      listing.domain
        ? `Audits saved to this listing must be of its website (${listing.domain}).`
        : 'This listing has no website to audit.',
      { parameter: 'url' },
    );
  }
  return listing;
}

/** Runs, stores and reports one audit for a client at `ip`. */
export async function auditWebsite(
  deps: AuditDeps,
  urls: Urls,
  slots: AuditSlots,
  request: AuditRequest,
  ip: string,
): Promise<AuditResponse> {
  const target = parseAuditTarget(request.url);
  const refusal = await deps.fetcher.refusal(target);
  if (refusal) throw new AppError('target_not_allowed', `This target may not be fetched: ${refusal}.`, { parameter: 'url' });
  const listing = request.listingSlug ? await listingFor(deps, request.listingSlug, target) : null;

  await consumeRateLimit(deps.db, `audit:ip:${addressBucket(ip)}`, AUDIT_LIMITS.perIp, deps.clock.now());
  const release = slots.tryAcquire(addressKey(ip));
  if (!release) {
    throw new AppError(
      'rate_limited',
      `Too many audits are running; try again in ${BUSY_RETRY_AFTER_S} s.`,
      { retryAfter: BUSY_RETRY_AFTER_S },
      { 'Retry-After': String(BUSY_RETRY_AFTER_S) },
    );
  }
  let result: AuditResult;
  try {
    // Loaded on first use: the checks and their HTML parser are not needed to start serving.
    const { runAudit } = await import('./run-audit.js');
    result = await runAudit(deps.fetcher, target.toString(), { now: deps.clock.now() });
  } finally {
    release();
  }

  const audit: PublicAudit = { id: deps.ids.next(), listingSlug: listing?.slug ?? null, ...result };
  const queued = request.email ? await mayMail(deps, request.email, ip) : false;
  const now = deps.clock.now().toISOString();
  const published = listing?.listing_status === 'published';
  // The public activity names a site only when it is a published listing's: never a stranger's host or IP.
  const host = new URL(audit.finalUrl ?? audit.url).hostname.toLowerCase().replace(/^www\./, '');
  const publicDomain = published || (await isPublishedDomain(deps.db, host)) ? host : null;
  await deps.db.transaction().execute(async (trx) => {
    await insertAudit(trx, toRow(audit, listing));
    await recordActivity(trx, {
      id: deps.ids.next(),
      type: 'audit_completed',
      listing_slug: published ? listing.slug : null,
      listing_name: published ? listing.name : null,
      country: published ? listing.country : null,
      detail: publicDomain ? { domain: publicDomain } : null,
      created_at: now,
    });
    if (queued && request.email) {
      await queueMail(
        trx,
        deps.ids.next(),
        now,
        auditReportMail(request.email, audit, { json: urls.api(`/api/website-audit/${audit.id}`) }),
      );
    }
  });
  return {
    ok: true,
    audit,
    ...(request.email
      ? { emailReport: queued ? { queued: true } : { queued: false, reason: 'daily_limit_reached' as const } }
      : {}),
  };
}

/** Counts a report against the recipient's and the IP's daily limits; false when either is used up. */
async function mayMail(deps: AuditDeps, email: string, ip: string): Promise<boolean> {
  const now = deps.clock.now();
  return (
    (await withinRateLimit(deps.db, `audit-mail:to:${bucketKey(email)}`, AUDIT_LIMITS.reportsPerRecipient, now)) &&
    (await withinRateLimit(deps.db, `audit-mail:ip:${addressBucket(ip)}`, AUDIT_LIMITS.reportsPerIp, now))
  );
}

function toRow(audit: PublicAudit, listing: ListingRow | null): AuditRow {
  return {
    id: audit.id,
    listing_id: listing?.id ?? null,
    url: audit.url,
    final_url: audit.finalUrl,
    domain: new URL(audit.url).hostname,
    score: audit.score,
    grade: audit.grade,
    checks: audit.checks,
    duration_ms: audit.durationMs,
    fetched_at: audit.fetchedAt,
  };
}

/** A stored audit as the API shows it. */
export async function getAudit(deps: Pick<Deps, 'db'>, id: string): Promise<{ ok: true; audit: PublicAudit }> {
  const row = await findAudit(deps.db, id);
  if (!row) throw new AppError('not_found', 'No audit has this id.');
  const listing = row.listing_id ? await findListingById(deps.db, row.listing_id) : undefined;
  return {
    ok: true,
    audit: {
      id: row.id,
      listingSlug: listing?.slug ?? null,
      url: row.url,
      finalUrl: row.final_url,
      fetchedAt: row.fetched_at,
      durationMs: row.duration_ms,
      score: row.score,
      grade: row.grade as PublicAudit['grade'],
      checks: row.checks,
    },
  };
}
