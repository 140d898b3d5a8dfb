/**
 * The network half of an audit: fetches the page, then robots.txt, the sitemap, llms.txt and
 * the agent card at the page's origin, all through the safe fetcher and within one deadline.
 * Everything after this is pure (the checks read the {@link SiteSnapshot}).
 */
import { gunzipSync } from 'node:zlib';
import type { FetchFailure, FetchOutcome, SafeFetcher } from '../net/safe-fetch.js';
import { parseRobots } from './robots.js';

const KB = 1024;
const MB = 1024 * KB;

/** Decompressed bytes read per resource. */
export const RESOURCE_CAPS = {
  page: 5 * MB,
  robots: 512 * KB,
  sitemap: 10 * MB,
  llms: 1 * MB,
  agentCard: 256 * KB,
} as const;

/** Longest a single resource may take (ms); the audit's own deadline may cut it shorter. */
const RESOURCE_TIMEOUT_MS = 15_000;
/** Below this many ms left, a secondary resource is not fetched at all. */
const MIN_BUDGET_MS = 250;

export interface SiteSnapshot {
  requestedUrl: string;
  page: FetchOutcome;
  /** Null when the page could not be fetched, so nothing else at its origin was tried. */
  robots: FetchOutcome | null;
  sitemap: { url: string; fromRobots: boolean; outcome: FetchOutcome } | null;
  llms: FetchOutcome | null;
  agentCard: { outcome: FetchOutcome; legacy: boolean } | null;
}

export interface CollectOptions {
  /** When the whole audit must be done, in `performance.now()` milliseconds. */
  deadline: number;
  onProgress?: (step: string) => void;
}

/** Fetches everything an audit reads. Never throws for anything the target does. */
export async function collectSite(fetcher: SafeFetcher, url: string, options: CollectOptions): Promise<SiteSnapshot> {
  const get = (step: string, target: string, maxBytes: number, accept: string): Promise<FetchOutcome> => {
    const budget = Math.min(RESOURCE_TIMEOUT_MS, options.deadline - performance.now());
    if (budget < MIN_BUDGET_MS) return Promise.resolve(outOfTime(target));
    options.onProgress?.(step);
    return fetcher.fetch(target, { maxBytes, timeoutMs: budget, accept });
  };

  const page = await get('page', url, RESOURCE_CAPS.page, 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5');
  if (!page.ok) return { requestedUrl: url, page, robots: null, sitemap: null, llms: null, agentCard: null };

  const origin = new URL(page.finalUrl).origin;
  const at = (path: string) => `${origin}${path}`;

  const robotsAndSitemap = (async () => {
    const robots = await get('robots.txt', at('/robots.txt'), RESOURCE_CAPS.robots, 'text/plain,*/*;q=0.5');
    const listed = robots.ok && robots.status < 300 ? parseRobots(robots.finalUrl, robots.body).sitemaps : [];
    const sitemapUrl = listed[0] ?? at('/sitemap.xml');
    const outcome = await get('sitemap', sitemapUrl, RESOURCE_CAPS.sitemap, 'application/xml,text/xml,*/*;q=0.5');
    return { robots, sitemap: { url: sitemapUrl, fromRobots: listed.length > 0, outcome: gunzipIfNeeded(outcome) } };
  })();
  const llms = get('llms.txt', at('/llms.txt'), RESOURCE_CAPS.llms, 'text/markdown,text/plain,*/*;q=0.5');
  const agentCard = (async () => {
    const accept = 'application/json,*/*;q=0.5';
    const current = await get('agent card', at('/.well-known/agent-card.json'), RESOURCE_CAPS.agentCard, accept);
    if (current.ok && current.status >= 400 && current.status < 500) {
      const legacy = await get('agent card', at('/.well-known/agent.json'), RESOURCE_CAPS.agentCard, accept);
      if (legacy.ok && legacy.status < 300) return { outcome: legacy, legacy: true };
    }
    return { outcome: current, legacy: false };
  })();

  const [{ robots, sitemap }, llmsOutcome, card] = await Promise.all([robotsAndSitemap, llms, agentCard]);
  return { requestedUrl: url, page, robots, sitemap, llms: llmsOutcome, agentCard: card };
}

function outOfTime(url: string): FetchFailure {
  return {
    ok: false,
    url,
    failedUrl: url,
    error: { code: 'timeout', message: 'the audit ran out of time before this was fetched' },
    redirects: [],
    totalMs: 0,
  };
}

/** Sitemaps may be served as `.xml.gz` files (not as Content-Encoding); those are unpacked here. */
function gunzipIfNeeded(outcome: FetchOutcome): FetchOutcome {
  if (!outcome.ok || outcome.body[0] !== 0x1f || outcome.body[1] !== 0x8b) return outcome;
  try {
    return { ...outcome, body: gunzipSync(outcome.body, { maxOutputLength: RESOURCE_CAPS.sitemap }) };
  } catch {
    const message = 'the gzip file could not be unpacked (broken, or larger than 10 MB unpacked)';
    const { url, finalUrl, redirects, totalMs } = outcome;
    return { ok: false, url, failedUrl: finalUrl, error: { code: 'network_error', message }, redirects, totalMs };
  }
}
