/**
 * robots.txt as RFC 9309 has crawlers read it: the rules come from `robots-parser` (longest
 * match, allow on ties, `*` and `$`, merged groups, case-insensitive tokens); the fetch outcome
 * decides the rest (4xx: allow everything; 5xx or no answer: disallow everything). Also a
 * line-by-line validation in the spirit of Lighthouse's `robots-txt` audit. Pure functions.
 */
import robotsParserModule from 'robots-parser';
import type { FetchOutcome } from '../net/safe-fetch.js';

// robots-parser 3.0.1 declares an ES default export for a CommonJS module; the function is the module.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;
type Robot = ReturnType<typeof robotsParser>;

const KNOWN_DIRECTIVES = new Set([
  'user-agent',
  'allow',
  'disallow',
  'sitemap',
  'crawl-delay',
  'clean-param',
  'host',
  'request-rate',
  'visit-time',
  'noindex',
  'content-signal',
]);

export interface RobotsProblem {
  line: number;
  message: string;
}

export interface ParsedRobots {
  robot: Robot;
  sitemaps: string[];
  problems: RobotsProblem[];
  /** `Content-Signal:` values (e.g. `search=yes, ai-train=no`). */
  contentSignals: string[];
  userAgentLines: number;
}

/** Parses robots.txt text; `robotsUrl` is the `/robots.txt` URL of the origin the rules are for. */
export function parseRobots(robotsUrl: string, body: Buffer | string): ParsedRobots {
  const text = (typeof body === 'string' ? body : body.toString('utf8')).replace(/^\uFEFF/, '');
  const problems: RobotsProblem[] = [];
  const contentSignals: string[] = [];
  let userAgentLines = 0;
  let seenUserAgent = false;
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const report = (message: string) => {
      problems.push({ line: index + 1, message });
    };
    const colon = line.indexOf(':');
    if (colon < 0) {
      report('no colon between the field name and its value');
      continue;
    }
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (!KNOWN_DIRECTIVES.has(field)) {
      report(`unknown directive "${field.slice(0, 40)}"`);
    } else if (field === 'user-agent') {
      userAgentLines++;
      seenUserAgent = true;
      if (!value) report('user-agent without a product token');
    } else if (field === 'allow' || field === 'disallow') {
      if (!seenUserAgent) report(`${field} before any user-agent line`);
      if (value && !value.startsWith('/') && !value.startsWith('*')) report(`${field} pattern must start with "/" or "*"`);
      if (value.indexOf('$') !== -1 && value.indexOf('$') !== value.length - 1) report('"$" may only end a pattern');
    } else if (field === 'sitemap') {
      if (!isAbsoluteUrl(value, ['http:', 'https:', 'ftp:'])) report('sitemap must be an absolute URL');
    } else if (field === 'content-signal') {
      contentSignals.push(value);
    }
  }
  const robot = robotsParser(robotsUrl, text);
  return { robot, sitemaps: robot.getSitemaps(), problems, contentSignals, userAgentLines };
}

export type RobotsState = 'parsed' | 'missing' | 'unreachable' | 'not_checked';

/** What crawlers may do at a site, after the RFC 9309 fetch rules. */
export interface RobotsAccess {
  state: RobotsState;
  /** Why the state is what it is, for reports. */
  reason: string;
  parsed: ParsedRobots | null;
  /**
   * Whether `token` may fetch `url`, with the deciding line (null when no line decided it).
   * `url` must be on the origin the rules are for.
   */
  verdict(url: string, token: string): { allowed: boolean; line: number | null };
}

/** Interprets a robots.txt fetch for the origin of `pageUrl` (null fetch: the site was not reached). */
export function robotsAccess(pageUrl: string, fetched: FetchOutcome | null): RobotsAccess {
  const everything = (state: RobotsState, reason: string, allowed: boolean): RobotsAccess => ({
    state,
    reason,
    parsed: null,
    verdict: () => ({ allowed, line: null }),
  });
  if (!fetched) return everything('not_checked', 'robots.txt was not fetched because the site could not be reached', false);
  if (!fetched.ok) {
    return everything('unreachable', `robots.txt could not be fetched (${fetched.error.message})`, false);
  }
  if (fetched.status >= 500) return everything('unreachable', `robots.txt answered ${fetched.status}`, false);
  if (fetched.status >= 400) return everything('missing', `robots.txt answered ${fetched.status}`, true);
  if (fetched.status >= 300)
    return everything('missing', `robots.txt answered ${fetched.status} without a usable redirect`, true);
  const parsed = parseRobots(new URL('/robots.txt', pageUrl).toString(), fetched.body);
  return {
    state: 'parsed',
    reason: `robots.txt answered ${fetched.status}`,
    parsed,
    verdict(url, token) {
      const allowed = parsed.robot.isAllowed(url, token) ?? true;
      const line = parsed.robot.getMatchingLineNumber(url, token);
      return { allowed, line: line > 0 ? line : null };
    },
  };
}

function isAbsoluteUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
