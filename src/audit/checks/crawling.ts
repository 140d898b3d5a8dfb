/** Checks on what crawlers may do: indexable, robots_txt, ai_crawlers. */
import { AI_CRAWLERS, type AiCrawler } from '../../reference/reference-data.js';
import { type AuditContext, type Finding, pageNotRead, sentence } from '../context.js';
import { metaNamed } from './head.js';

/** The search crawlers Lighthouse's is-crawlable audit asks about; `*` stands for any other. */
const SEARCH_BOTS = ['*', 'Googlebot', 'bingbot', 'DuckDuckBot'] as const;
const NOINDEX = /\b(noindex|none)\b/i;

/** Bots (lower-cased; `*` = all) that `X-Robots-Tag` values tell not to index the page. */
function headerBlocks(header: string | undefined): Set<string> {
  const blocked = new Set<string>();
  let bot = '*';
  for (const part of (header ?? '').split(',')) {
    const prefixed = part.match(/^\s*([a-z][\w-]*)\s*:\s*(.*)$/i);
    let directive = part;
    if (prefixed && !/^unavailable_after$/i.test(prefixed[1] ?? '')) {
      bot = (prefixed[1] ?? '*').toLowerCase();
      directive = prefixed[2] ?? '';
    }
    if (NOINDEX.test(directive)) blocked.add(bot);
  }
  return blocked;
}

export function checkIndexable(ctx: AuditContext): Finding {
  const response = ctx.response;
  const advice =
    'Let search engines index the home page: remove "noindex" from the robots meta tag and X-Robots-Tag header, and do not disallow "/" in robots.txt.';
  if (!response || ctx.pageProblem) return pageNotRead(ctx.pageProblem ?? '', 'whether it may be indexed');
  const reasons: string[] = [];
  const blockedBy = new Map<string, string>();
  const block = (bot: string, reason: string) => {
    if (!blockedBy.has(bot)) blockedBy.set(bot, reason);
  };
  const $ = ctx.$;
  const metaFor = (name: string) => ($ ? metaNamed($, 'head', name).attr('content')?.trim() : undefined);
  const general = metaFor('robots');
  const header = headerBlocks(response.headers['x-robots-tag']);
  for (const bot of SEARCH_BOTS) {
    const name = bot.toLowerCase();
    for (const [metaName, content] of [
      ['robots', general],
      [name, bot === '*' ? undefined : metaFor(name)],
    ] as const) {
      if (content && NOINDEX.test(content)) block(bot, `<meta name="${metaName}" content="${content}">`);
    }
    if (header.has('*') || header.has(name)) block(bot, `X-Robots-Tag: ${response.headers['x-robots-tag']}`);
    const verdict = ctx.robots.verdict(ctx.pageUrl, bot);
    if (!verdict.allowed) {
      block(bot, ctx.robots.state === 'parsed' ? `robots.txt line ${verdict.line ?? '?'}` : ctx.robots.reason);
    }
  }
  for (const [bot, reason] of blockedBy) reasons.push(`${bot === '*' ? 'all crawlers' : bot}: ${reason}`);
  const data = { blocked: Object.fromEntries(blockedBy) };
  if (blockedBy.size === SEARCH_BOTS.length) {
    return { status: 'fail', details: `The page may not be indexed (${reasons.join('; ')}).`, recommendation: advice, data };
  }
  if (blockedBy.size > 0) {
    return {
      status: 'warn',
      details: `Some search crawlers may not index the page (${reasons.join('; ')}).`,
      recommendation: 'Check that blocking these crawlers is intended; each one removes the page from its search results.',
      data,
    };
  }
  return {
    status: 'pass',
    details: 'Nothing stops search engines from indexing the page (meta robots, X-Robots-Tag and robots.txt checked).',
    recommendation: 'No change needed.',
    data,
  };
}

export function checkRobotsTxt(ctx: AuditContext): Finding {
  const robots = ctx.robots;
  const fetched = ctx.site.robots;
  if (robots.state === 'not_checked') return pageNotRead(ctx.pageProblem ?? '', 'robots.txt');
  if (robots.state === 'unreachable') {
    return {
      status: 'fail',
      details: `${sentence(robots.reason)} Crawlers must then treat the whole site as disallowed (RFC 9309).`,
      recommendation:
        'Make /robots.txt answer quickly with 200, or with 404 if you have none; server errors block every crawler.',
    };
  }
  if (robots.state === 'missing') {
    return {
      status: 'warn',
      details: `There is no robots.txt (${robots.reason}); crawlers may fetch everything.`,
      recommendation:
        'Add /robots.txt with a Sitemap line and your rules for AI crawlers, so they are stated rather than assumed.',
    };
  }
  const parsed = robots.parsed;
  if (!parsed || !fetched?.ok) return pageNotRead('robots.txt was not read', 'robots.txt');
  const data = {
    userAgentLines: parsed.userAgentLines,
    sitemaps: parsed.sitemaps,
    contentSignals: parsed.contentSignals,
    problems: parsed.problems.slice(0, 20),
  };
  if (/^\s*<(!doctype|html)/i.test(fetched.body.subarray(0, 256).toString('utf8'))) {
    return {
      status: 'warn',
      details: 'robots.txt answers with an HTML page, not robots.txt rules.',
      recommendation: 'Serve /robots.txt as text/plain robots rules, or answer 404 if you have none.',
      data,
    };
  }
  if (parsed.problems.length) {
    const listed = parsed.problems.slice(0, 5).map((p) => `line ${p.line}: ${p.message}`);
    return {
      status: 'fail',
      details: `robots.txt has ${parsed.problems.length} invalid line${parsed.problems.length === 1 ? '' : 's'} (${listed.join('; ')}).`,
      recommendation: 'Fix the lines: crawlers skip what they cannot parse, so the rules may not say what you mean.',
      data,
    };
  }
  const summary = `robots.txt has ${parsed.userAgentLines} user-agent line${parsed.userAgentLines === 1 ? '' : 's'} and ${parsed.sitemaps.length} sitemap line${parsed.sitemaps.length === 1 ? '' : 's'}${parsed.contentSignals.length ? `; Content-Signal: ${parsed.contentSignals.join(' | ')}` : ''}.`;
  if (fetched.truncated) {
    return {
      status: 'warn',
      details: `${summary} It is larger than 512 KiB; crawlers ignore the rest.`,
      recommendation: 'Keep robots.txt under 500 KiB.',
      data,
    };
  }
  return {
    status: 'pass',
    details: summary,
    recommendation: parsed.sitemaps.length ? 'No change needed.' : 'Optional: add a "Sitemap: https://…/sitemap.xml" line.',
    data,
  };
}

const PURPOSE_LABEL: Record<AiCrawler['purpose'], string> = {
  search: 'Search crawlers',
  user: 'User-triggered fetchers',
  training: 'Training crawlers',
};

export function checkAiCrawlers(ctx: AuditContext): Finding {
  const robots = ctx.robots;
  if (robots.state === 'not_checked') return pageNotRead(ctx.pageProblem ?? '', 'the AI crawler rules');
  const crawlers = AI_CRAWLERS.map((c) => ({ ...c, ...robots.verdict(ctx.pageUrl, c.token) }));
  const byPurpose = (purpose: AiCrawler['purpose']) => crawlers.filter((c) => c.purpose === purpose);
  const lines = (['search', 'user', 'training'] as const).map((purpose) => {
    const group = byPurpose(purpose);
    const blocked = group.filter((c) => !c.allowed).map((c) => c.token);
    return `${PURPOSE_LABEL[purpose]}: ${group.length - blocked.length} of ${group.length} allowed${blocked.length ? ` (blocked: ${blocked.join(', ')})` : ''}.`;
  });
  const answering = crawlers.filter((c) => c.purpose !== 'training');
  const blockedAnswering = answering.filter((c) => !c.allowed);
  const blockedTraining = byPurpose('training').filter((c) => !c.allowed);
  const prefix = robots.state === 'parsed' ? '' : `${sentence(robots.reason)} `;
  const details = `${prefix}${lines.join(' ')}`;
  const data = {
    robots: robots.state,
    crawlers: crawlers.map(({ token, vendor, purpose, allowed, line }) => ({ token, vendor, purpose, allowed, line })),
  };
  const allow =
    'Allow the search and user-triggered AI agents (e.g. "User-agent: OAI-SearchBot" with "Allow: /") so the business can appear in AI answers; blocking training crawlers such as GPTBot is a separate choice that does not remove it.';
  if (blockedAnswering.length === answering.length) return { status: 'fail', details, recommendation: allow, data };
  if (blockedAnswering.length > 0) return { status: 'warn', details, recommendation: allow, data };
  return {
    status: 'pass',
    details,
    recommendation: blockedTraining.length
      ? 'No change needed: blocking training crawlers keeps the site in AI answers.'
      : 'No change needed.',
    data,
  };
}
