/** Checks on the files that tell crawlers and agents what a site holds: sitemap, llms_txt, agent_card. */
import { load } from 'cheerio';
import type { FetchOutcome, FetchSuccess } from '../../net/safe-fetch.js';
import { type AuditContext, excerpt, type Finding, pageNotRead } from '../context.js';

/** Most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const pass = (details: string, data?: Record<string, unknown>): Finding => ({
  status: 'pass',
  details,
  recommendation: 'No change needed.',
  ...(data ? { data } : {}),
});

function looksLikeHtml(response: FetchSuccess): boolean {
  return (
    /text\/html/i.test(response.headers['content-type'] ?? '') ||
    /^\s*<(!doctype\s+html|html)/i.test(response.body.subarray(0, 256).toString('utf8'))
  );
}

function fetchProblem(outcome: FetchOutcome): string | null {
  if (!outcome.ok) return `could not be fetched: ${outcome.error.message}`;
  if (outcome.status >= 300) return `answered with HTTP status ${outcome.status}`;
  return null;
}

export function checkSitemap(ctx: AuditContext): Finding {
  const sitemap = ctx.site.sitemap;
  if (!sitemap) return pageNotRead(ctx.pageProblem ?? '', 'the sitemap');
  const { url, fromRobots, outcome } = sitemap;
  const where = fromRobots
    ? `The sitemap listed in robots.txt (${excerpt(url, 100)})`
    : `There is no Sitemap line in robots.txt, and ${excerpt(url, 100)}`;
  const publish =
    'Publish an XML sitemap (e.g. /sitemap.xml) listing your pages, and name it in robots.txt with a "Sitemap:" line.';
  const problem = fetchProblem(outcome);
  if (problem || !outcome.ok) return { status: 'fail', details: `${where} ${problem}.`, recommendation: publish };
  const $ = load(outcome.body.toString('utf8'), { xml: true });
  const root = ($.root().children().first().prop('tagName') ?? '').replace(/^.*:/, '').toLowerCase();
  if (root !== 'urlset' && root !== 'sitemapindex') {
    return {
      status: 'fail',
      details: `${where} is not an XML sitemap (${root ? `its root element is <${excerpt(root, 30)}>` : 'no XML root element'}).`,
      recommendation: publish,
    };
  }
  const entries = $(root === 'urlset' ? 'url > loc' : 'sitemap > loc')
    .toArray()
    .map((el) => $(el).text().trim());
  const host = new URL(outcome.finalUrl).hostname;
  let invalid = 0;
  let otherHost = 0;
  for (const entry of entries) {
    try {
      const target = new URL(entry);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') invalid++;
      else if (target.hostname !== host) otherHost++;
    } catch {
      invalid++;
    }
  }
  const kind = root === 'urlset' ? 'URL' : 'child sitemap';
  const summary = `${fromRobots ? 'The sitemap from robots.txt' : 'The sitemap'} at ${excerpt(outcome.finalUrl, 100)} lists ${entries.length} ${kind}${entries.length === 1 ? '' : 's'}`;
  const data = {
    url: outcome.finalUrl,
    fromRobots,
    type: root,
    entries: entries.length,
    invalid,
    otherHost,
    truncated: outcome.truncated,
  };
  const problems = [
    entries.length === 0 ? 'it is empty' : '',
    entries.length > SITEMAP_MAX_URLS ? `more than ${SITEMAP_MAX_URLS} entries (split it with a sitemap index)` : '',
    invalid ? `${invalid} entr${invalid === 1 ? 'y is' : 'ies are'} not absolute http(s) URLs` : '',
    otherHost ? `${otherHost} entr${otherHost === 1 ? 'y points' : 'ies point'} to another host` : '',
    outcome.truncated ? 'it is larger than 10 MB, so only the start was read' : '',
  ].filter(Boolean);
  if (problems.length) {
    return {
      status: 'warn',
      details: `${summary}, but ${problems.join('; ')}.`,
      recommendation: 'List each page once as an absolute URL on this host; at most 50,000 URLs and 50 MB per file.',
      data,
    };
  }
  return pass(`${summary}.`, data);
}

const LINK_LINE = /^\s*[-*+]\s*\[([^\]]+)\]\(([^)\s]+)\)(?::\s*.*)?$/;

/** The llmstxt.org shape of a file: H1, blockquote summary, H2 sections of link lists. */
export function readLlmsTxt(text: string) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const first = lines.find((line) => line.trim() !== '') ?? '';
  const title = first.match(/^#\s+(.+)$/)?.[1]?.trim() ?? null;
  const firstH2 = lines.findIndex((line) => /^##\s+\S/.test(line));
  const beforeSections = firstH2 < 0 ? lines : lines.slice(0, firstH2);
  const summary = beforeSections.find((line) => /^>\s*\S/.test(line))?.replace(/^>\s*/, '') ?? null;
  const sections: string[] = [];
  let links = 0;
  let relativeLinks = 0;
  let section: string | null = null;
  for (const line of lines) {
    const heading = line.match(/^##\s+(.+)$/);
    if (heading) {
      section = (heading[1] ?? '').trim();
      sections.push(section);
      continue;
    }
    const link = section !== null ? line.match(LINK_LINE) : null;
    if (link) {
      links++;
      if (!/^https?:\/\//i.test(link[2] ?? '')) relativeLinks++;
    }
  }
  return { title, summary, sections, links, relativeLinks, characters: text.trim().length };
}

export function checkLlmsTxt(ctx: AuditContext): Finding {
  const llms = ctx.site.llms;
  if (!llms) return pageNotRead(ctx.pageProblem ?? '', 'llms.txt');
  const shape =
    'Publish /llms.txt (llmstxt.org): a Markdown file starting with "# Business name", then a "> one-line summary", then "## Sections" of "- [Page](https://…): notes" links to your key pages.';
  const problem = fetchProblem(llms);
  if (problem || !llms.ok) {
    const missing = llms.ok && llms.status >= 400 && llms.status < 500;
    return {
      status: 'fail',
      details: missing ? `There is no llms.txt (/llms.txt ${problem}).` : `/llms.txt ${problem}.`,
      recommendation: shape,
    };
  }
  if (looksLikeHtml(llms)) {
    return { status: 'fail', details: '/llms.txt answers with an HTML page, not Markdown.', recommendation: shape };
  }
  const parsed = readLlmsTxt(llms.body.toString('utf8'));
  const data = { ...parsed };
  if (!parsed.title) {
    return {
      status: 'fail',
      details: 'llms.txt does not start with a Markdown H1 ("# Name"), the one required part.',
      recommendation: shape,
      data,
    };
  }
  const problems = [
    parsed.summary ? '' : 'no "> summary" blockquote',
    parsed.links ? '' : 'no "## Section" with "- [name](url)" links',
    parsed.relativeLinks ? `${parsed.relativeLinks} relative link${parsed.relativeLinks === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  const summary = `llms.txt "${excerpt(parsed.title, 60)}" has ${parsed.sections.length} section${parsed.sections.length === 1 ? '' : 's'} with ${parsed.links} link${parsed.links === 1 ? '' : 's'}`;
  if (problems.length) {
    return { status: 'warn', details: `${summary}, but ${problems.join(', ')}.`, recommendation: shape, data };
  }
  return pass(`${summary}.`, data);
}

export function checkAgentCard(ctx: AuditContext): Finding {
  const card = ctx.site.agentCard;
  if (!card) return pageNotRead(ctx.pageProblem ?? '', 'the agent card');
  const advice =
    'Optional but useful for AI agents: publish an A2A agent card at /.well-known/agent-card.json with name, description, skills and supportedInterfaces (Signboard publishes one for every listed business).';
  const problem = fetchProblem(card.outcome);
  if (problem || !card.outcome.ok) {
    return {
      status: 'warn',
      details: `There is no A2A agent card (/.well-known/agent-card.json ${problem}).`,
      recommendation: advice,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(card.outcome.body.toString('utf8'));
  } catch {
    json = undefined;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return { status: 'fail', details: 'The agent card is not a JSON object.', recommendation: advice };
  }
  const fields = json as Record<string, unknown>;
  const interfaces = Array.isArray(fields.supportedInterfaces) ? (fields.supportedInterfaces as { url?: unknown }[]) : [];
  const endpoint = interfaces.some((i) => typeof i?.url === 'string') || typeof fields.url === 'string';
  const missing = [
    typeof fields.name === 'string' && fields.name ? '' : 'name',
    typeof fields.description === 'string' && fields.description ? '' : 'description',
    Array.isArray(fields.skills) ? '' : 'skills',
    endpoint ? '' : 'an endpoint (supportedInterfaces[].url or url)',
  ].filter(Boolean);
  const path = card.legacy ? '/.well-known/agent.json' : '/.well-known/agent-card.json';
  const skills = Array.isArray(fields.skills) ? fields.skills.length : 0;
  const data = { path, name: fields.name ?? null, skills, missing };
  if (missing.length || card.legacy) {
    const problems = [missing.length ? `without ${missing.join(', ')}` : '', card.legacy ? 'only at the legacy path' : ''].filter(
      Boolean,
    );
    return {
      status: 'warn',
      details: `An agent card exists at ${path}, ${problems.join(' and ')}.`,
      recommendation: advice,
      data,
    };
  }
  return pass(`Agent card "${excerpt(String(fields.name), 60)}" with ${skills} skill${skills === 1 ? '' : 's'}.`, data);
}
