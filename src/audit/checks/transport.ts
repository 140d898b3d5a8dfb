/** Checks on how the page is delivered: reachable, https, response_time, page_weight. */
import type { FetchErrorCode } from '../../net/safe-fetch.js';
import { RESOURCE_CAPS } from '../collect.js';
import { type AuditContext, type Finding, pageNotRead, sentence } from '../context.js';

const MB = 1024 * 1024;
/** Time to first byte (ms): Lighthouse's limit for a pass, and ours for a fail. */
export const RESPONSE_TIME_PASS_MS = 600;
export const RESPONSE_TIME_FAIL_MS = 1800;
/** Googlebot reads the first 2 MB of an HTML file. */
export const PAGE_WEIGHT_WARN_BYTES = 2 * MB;

const FETCH_ADVICE: Record<FetchErrorCode, string> = {
  target_not_allowed: 'Use a public http or https address on port 80 or 443.',
  redirect_not_allowed: 'Redirect only to public http or https addresses on port 80 or 443.',
  address_not_allowed: 'Serve the site from public IP addresses only; crawlers cannot reach internal ones.',
  too_many_redirects: 'Remove the redirect loop or chain: link straight to the final address (at most one redirect).',
  dns_failed: 'Check that the domain has A or AAAA records that resolve publicly.',
  connection_refused: 'Make sure the web server runs and accepts connections on port 80 or 443.',
  timeout: 'Make the server answer within a few seconds; crawlers give up on slow pages.',
  network_error: 'Check the server and its TLS certificate; the connection broke before a complete answer arrived.',
};

function chain(ctx: AuditContext): string {
  const hops = ctx.site.page.redirects;
  if (hops.length === 0) return '';
  return ` after ${hops.length} redirect${hops.length === 1 ? '' : 's'} (${hops.map((h) => `${h.status} ${h.url}`).join(' → ')})`;
}

export function checkReachable(ctx: AuditContext): Finding {
  const page = ctx.site.page;
  const data = { redirects: page.redirects, finalUrl: page.ok ? page.finalUrl : null, status: page.ok ? page.status : null };
  if (!page.ok) {
    return {
      status: 'fail',
      details: `The page could not be fetched${chain(ctx)}: ${page.error.message}.`,
      recommendation: FETCH_ADVICE[page.error.code],
      data: { ...data, error: page.error.code },
    };
  }
  const fail = (details: string, recommendation: string): Finding => ({ status: 'fail', details, recommendation, data });
  if (page.status >= 400) {
    return fail(
      `The page answered with HTTP status ${page.status}${chain(ctx)}.`,
      'Serve the home page with status 200; error statuses keep it out of search and AI indexes.',
    );
  }
  if (ctx.pageProblem) {
    return fail(
      sentence(ctx.pageProblem),
      page.truncated
        ? 'Keep the HTML well below 2 MB: move data and scripts out of the page.'
        : 'Serve the home page as an HTML document (text/html, UTF-8).',
    );
  }
  if (page.redirects.length > 1) {
    return {
      status: 'warn',
      details: `Answered ${page.status}${chain(ctx)}.`,
      recommendation: 'Cut the chain to at most one redirect: every hop costs crawlers a request and time.',
      data,
    };
  }
  return {
    status: 'pass',
    details: `Answered ${page.status} in ${page.totalMs} ms${chain(ctx)}.`,
    recommendation: 'No change needed.',
    data,
  };
}

export function checkHttps(ctx: AuditContext): Finding {
  if (!ctx.response) return pageNotRead(ctx.pageProblem ?? 'no answer', 'the connection');
  const final = new URL(ctx.response.finalUrl);
  if (final.protocol !== 'https:') {
    return {
      status: 'fail',
      details: `The page is served over plain HTTP (${final.origin}).`,
      recommendation: 'Serve the site over HTTPS and redirect every http:// address to its https:// form.',
    };
  }
  const hsts = ctx.response.headers['strict-transport-security'] ?? '';
  const maxAge = Number(hsts.match(/max-age\s*=\s*"?(\d+)/i)?.[1] ?? 0);
  if (maxAge <= 0) {
    return {
      status: 'warn',
      details: 'The page is served over HTTPS, but without a Strict-Transport-Security (HSTS) header.',
      recommendation: 'Add the header "Strict-Transport-Security: max-age=31536000" so browsers never fall back to HTTP.',
    };
  }
  return {
    status: 'pass',
    details: `HTTPS with HSTS (max-age ${maxAge} s).`,
    recommendation: 'No change needed.',
  };
}

export function checkResponseTime(ctx: AuditContext): Finding {
  if (!ctx.response) return pageNotRead(ctx.pageProblem ?? 'no answer', 'the response time');
  const ms = ctx.response.timeToHeadersMs;
  const details = `The server took ${ms} ms to send the response headers.`;
  const data = { timeToHeadersMs: ms };
  if (ms <= RESPONSE_TIME_PASS_MS) return { status: 'pass', details, recommendation: 'No change needed.', data };
  return {
    status: ms <= RESPONSE_TIME_FAIL_MS ? 'warn' : 'fail',
    details,
    recommendation: `Bring the server response under ${RESPONSE_TIME_PASS_MS} ms: cache the page or serve it from a CDN.`,
    data,
  };
}

export function checkPageWeight(ctx: AuditContext): Finding {
  const response = ctx.response;
  if (response?.truncated) {
    return {
      status: 'fail',
      details: `The page is larger than ${RESOURCE_CAPS.page / MB} MB (reading stopped there).`,
      recommendation: 'Shrink the HTML below 2 MB: crawlers stop reading long before the end.',
      data: { bytes: response.body.length, truncated: true },
    };
  }
  if (!response || ctx.pageProblem) return pageNotRead(ctx.pageProblem ?? 'no answer', 'its size');
  const bytes = response.body.length;
  const size = `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;
  const data = { bytes, truncated: false };
  if (bytes > PAGE_WEIGHT_WARN_BYTES) {
    return {
      status: 'warn',
      details: `The HTML weighs ${size}; Googlebot reads only the first 2 MB.`,
      recommendation: 'Move inline data, images and scripts out of the HTML so the page stays below 2 MB.',
      data,
    };
  }
  return { status: 'pass', details: `The HTML weighs ${size}.`, recommendation: 'No change needed.', data };
}
