/**
 * What every check reads: the fetched site, the page parsed as browsers and Google parse it
 * (cheerio over parse5, so an element that does not belong in `<head>` ends the head), and the
 * robots.txt rules. Pure; built once per audit.
 */
import { type CheerioAPI, loadBuffer } from 'cheerio';
import type { FetchSuccess } from '../net/safe-fetch.js';
import { RESOURCE_CAPS, type SiteSnapshot } from './collect.js';
import { type RobotsAccess, robotsAccess } from './robots.js';
import type { CheckStatus } from './scoring.js';

/** A check's result before its id, title and weight are attached. */
export interface Finding {
  status: CheckStatus;
  /** What was found, in a sentence or two. */
  details: string;
  /** What to do about it; for a pass, what keeps it that way. */
  recommendation: string;
  /** Structured findings for clients that want more than the sentence. */
  data?: Record<string, unknown>;
}

export interface AuditContext {
  site: SiteSnapshot;
  /** The page's response, whatever its status; null when no response came. */
  response: FetchSuccess | null;
  /** The parsed page; null when there is no HTML page to read (see `pageProblem`). */
  $: CheerioAPI | null;
  /** Why the page's content cannot be checked, or null when it can. */
  pageProblem: string | null;
  /** The URL the page ended at (the requested one when nothing answered). */
  pageUrl: string;
  robots: RobotsAccess;
}

export function buildContext(site: SiteSnapshot): AuditContext {
  const response = site.page.ok ? site.page : null;
  const pageUrl = response?.finalUrl ?? site.requestedUrl;
  const robots = robotsAccess(pageUrl, site.robots);
  const pageProblem = describePageProblem(site);
  const $ =
    response && pageProblem === null
      ? loadBuffer(response.body, { encoding: { transportLayerEncodingLabel: charsetOf(response.headers['content-type']) } })
      : null;
  return { site, response, $, pageProblem, pageUrl, robots };
}

function describePageProblem(site: SiteSnapshot): string | null {
  const page = site.page;
  if (!page.ok) return `the page could not be fetched: ${page.error.message}`;
  if (page.status >= 400) return `the page answered with HTTP status ${page.status}`;
  if (page.status >= 300) return `the page answered ${page.status} without a redirect target`;
  if (!isHtml(page)) return `the page is not HTML (content type ${page.headers['content-type'] || 'missing'})`;
  if (looksBinary(page.body)) return 'the page is not readable HTML (it holds binary or garbled bytes)';
  if (page.truncated) return `the page is larger than ${RESOURCE_CAPS.page / 1024 / 1024} MB, so it was not read to the end`;
  return null;
}

/** More than 2 % control bytes at the start (UTF-16 files, which start with a BOM, aside). */
function looksBinary(body: Buffer): boolean {
  if ((body[0] === 0xfe && body[1] === 0xff) || (body[0] === 0xff && body[1] === 0xfe)) return false;
  const start = body.subarray(0, 4096);
  let control = 0;
  for (const byte of start) if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  return control > start.length * 0.02;
}

/** HTML by its Content-Type, or by its first bytes when the type is missing. */
export function isHtml(response: FetchSuccess): boolean {
  const type = response.headers['content-type'];
  if (type) return /\b(text\/html|application\/xhtml\+xml)\b/i.test(type);
  return /^(\uFEFF)?\s*<(!doctype\s+html|html|head|body)/i.test(response.body.subarray(0, 512).toString('latin1'));
}

function charsetOf(contentType: string | undefined): string | undefined {
  return contentType?.match(/charset\s*=\s*"?([\w.:-]+)/i)?.[1];
}

/** The result for a page-content check when the page could not be read. */
export function pageNotRead(problem: string, what: string): Finding {
  return {
    status: 'fail',
    details: `Not checked: ${problem}.`,
    recommendation: `Make the address answer with an HTML page (status 200) so that ${what} can be read by crawlers.`,
    data: { notChecked: true },
  };
}

/** A clause as a sentence: capitalised, with a full stop. */
export function sentence(clause: string): string {
  return `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
}

/** Collapses whitespace and cuts a text to `max` characters for reports. */
export function excerpt(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
