/**
 * The pure half of the audit: checks over hand-made snapshots, for what loopback fixture sites
 * cannot show (HTTPS with HSTS, slow servers, heavy pages, header directives), plus scoring.
 */
import { describe, expect, it } from 'vitest';
import { readLlmsTxt } from '../../src/audit/checks/discovery.js';
import type { SiteSnapshot } from '../../src/audit/collect.js';
import { parseRobots } from '../../src/audit/robots.js';
import { evaluateSite } from '../../src/audit/run-audit.js';
import { CHECK_DEFINITIONS, gradeFor, scoreChecks } from '../../src/audit/scoring.js';
import type { FetchOutcome, FetchSuccess } from '../../src/net/safe-fetch.js';
import { GOOD_PAGE } from '../helpers/audit-sites.js';

const ORIGIN = 'https://www.lantern.example';

function response(
  url: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
  extra: Partial<FetchSuccess> = {},
): FetchSuccess {
  return {
    ok: true,
    url,
    finalUrl: url,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
    body: Buffer.isBuffer(body) ? body : Buffer.from(body),
    truncated: false,
    redirects: [],
    timeToHeadersMs: 80,
    totalMs: 120,
    ...extra,
  };
}

const missing = (url: string): FetchOutcome => response(url, 'not found', { 'content-type': 'text/plain' }, { status: 404 });

/** A snapshot of a site at ORIGIN whose page is `page`; other resources 404 unless given. */
function site(page: FetchOutcome, more: Partial<Omit<SiteSnapshot, 'page'>> = {}): SiteSnapshot {
  return {
    requestedUrl: `${ORIGIN}/`,
    page,
    robots: missing(`${ORIGIN}/robots.txt`),
    sitemap: { url: `${ORIGIN}/sitemap.xml`, fromRobots: false, outcome: missing(`${ORIGIN}/sitemap.xml`) },
    llms: missing(`${ORIGIN}/llms.txt`),
    agentCard: { outcome: missing(`${ORIGIN}/.well-known/agent-card.json`), legacy: false },
    ...more,
  };
}

function statusOf(snapshot: SiteSnapshot, id: string) {
  const check = evaluateSite(snapshot).checks.find((c) => c.id === id);
  return { status: check?.status, details: check?.details ?? '', recommendation: check?.recommendation ?? '' };
}

const page = (html = GOOD_PAGE, headers: Record<string, string> = {}, extra: Partial<FetchSuccess> = {}) =>
  response(`${ORIGIN}/`, html, headers, extra);

describe('audit checks on snapshots', () => {
  it('passes HTTPS only with HSTS, warns without, fails plain HTTP', () => {
    expect(
      statusOf(site(page(GOOD_PAGE, { 'strict-transport-security': 'max-age=63072000; includeSubDomains' })), 'https'),
    ).toMatchObject({
      status: 'pass',
      details: 'HTTPS with HSTS (max-age 63072000 s).',
    });
    expect(statusOf(site(page()), 'https').status).toBe('warn');
    expect(statusOf(site(page(GOOD_PAGE, { 'strict-transport-security': 'max-age=0' })), 'https').status).toBe('warn');
    const plain = response('http://lantern.example/', GOOD_PAGE);
    expect(statusOf(site(plain), 'https').status).toBe('fail');
  });

  it('grades the response time against 600 ms and 1.8 s', () => {
    expect(statusOf(site(page(GOOD_PAGE, {}, { timeToHeadersMs: 600 })), 'response_time').status).toBe('pass');
    expect(statusOf(site(page(GOOD_PAGE, {}, { timeToHeadersMs: 1200 })), 'response_time').status).toBe('warn');
    expect(statusOf(site(page(GOOD_PAGE, {}, { timeToHeadersMs: 2500 })), 'response_time')).toMatchObject({
      status: 'fail',
      details: 'The server took 2500 ms to send the response headers.',
    });
  });

  it('warns about HTML over 2 MB', () => {
    const heavy = GOOD_PAGE.replace('</body>', `<!-- ${'x'.repeat(2.1 * 1024 * 1024)} --></body>`);
    expect(statusOf(site(page(heavy)), 'page_weight').status).toBe('warn');
    expect(statusOf(site(page()), 'page_weight').status).toBe('pass');
  });

  it('reads noindex from X-Robots-Tag, for everyone or one bot', () => {
    expect(statusOf(site(page(GOOD_PAGE, { 'x-robots-tag': 'noindex, nofollow' })), 'indexable').status).toBe('fail');
    const googleOnly = statusOf(site(page(GOOD_PAGE, { 'x-robots-tag': 'googlebot: noindex' })), 'indexable');
    expect(googleOnly.status).toBe('warn');
    expect(googleOnly.details).toContain('Googlebot: X-Robots-Tag: googlebot: noindex');
    expect(statusOf(site(page(GOOD_PAGE, { 'x-robots-tag': 'unavailable_after: 2030-01-01' })), 'indexable').status).toBe('pass');
  });

  it('fails indexing when robots.txt disallows the page for every search crawler', () => {
    const robots = response(`${ORIGIN}/robots.txt`, 'User-agent: *\nDisallow: /\n', { 'content-type': 'text/plain' });
    const result = statusOf(site(page(), { robots }), 'indexable');
    expect(result.status).toBe('fail');
    expect(result.details).toContain('robots.txt line 2');
  });

  it('keeps a non-indexable page below a B however good the rest is', () => {
    const noindex = GOOD_PAGE.replace('<head>', '<head><meta name="robots" content="noindex">');
    const everythingElse = evaluateSite(site(page(noindex, { 'strict-transport-security': 'max-age=31536000' })));
    expect(everythingElse.checks.find((c) => c.id === 'indexable')?.status).toBe('fail');
    const allButIndexable = everythingElse.checks.map((c) => ({
      ...c,
      status: c.id === 'indexable' ? ('fail' as const) : ('pass' as const),
    }));
    expect(scoreChecks(allButIndexable)).toBeLessThan(75);
  });

  it('treats a relative or doubled canonical as invalid', () => {
    const relative = GOOD_PAGE.replace(/<link rel="canonical"[^>]*>/, '<link rel="canonical" href="/">');
    expect(statusOf(site(page(relative)), 'canonical')).toMatchObject({
      status: 'fail',
      details: expect.stringContaining('not an absolute URL'),
    });
    const doubled = GOOD_PAGE.replace('<head>', '<head><link rel="canonical" href="https://elsewhere.example/">');
    expect(statusOf(site(page(doubled)), 'canonical').details).toContain('2 different canonical URLs');
    const none = GOOD_PAGE.replace(/<link rel="canonical"[^>]*>/, '');
    expect(statusOf(site(page(none)), 'canonical').status).toBe('not_applicable');
  });

  it('finds a LocalBusiness in a JSON-LD graph and names its missing fields', () => {
    const noAddress = GOOD_PAGE.replace(/"address":\{[^}]*\},/, '');
    expect(statusOf(site(page(noAddress)), 'json_ld')).toMatchObject({
      status: 'warn',
      details: 'BookStore "Lantern Books" found, but without the required address.',
    });
    const organization = GOOD_PAGE.replace(
      /<script type="application\/ld\+json">.*<\/script>/,
      '<script type="application/ld+json">[{"@type":"Organization","name":"Lantern","url":"https://x.example"}]</script>',
    );
    expect(statusOf(site(page(organization)), 'json_ld').status).toBe('pass');
    const other = GOOD_PAGE.replace(
      /<script type="application\/ld\+json">.*<\/script>/,
      '<script type="application/ld+json">{"@type":"WebSite","name":"x"}</script>',
    );
    expect(statusOf(site(page(other)), 'json_ld')).toMatchObject({
      status: 'fail',
      details: expect.stringContaining('types: WebSite'),
    });
  });

  it('accepts a legacy agent card with a warning and fails one that is not JSON', () => {
    const card = JSON.stringify({ name: 'x', description: 'y', skills: [], url: `${ORIGIN}/a2a` });
    const legacy = {
      outcome: response(`${ORIGIN}/.well-known/agent.json`, card, { 'content-type': 'application/json' }),
      legacy: true,
    };
    expect(statusOf(site(page(), { agentCard: legacy }), 'agent_card')).toMatchObject({
      status: 'warn',
      details: expect.stringContaining('legacy path'),
    });
    const broken = {
      outcome: response(`${ORIGIN}/.well-known/agent-card.json`, '<html>', { 'content-type': 'text/html' }),
      legacy: false,
    };
    expect(statusOf(site(page(), { agentCard: broken }), 'agent_card').status).toBe('fail');
    expect(statusOf(site(page()), 'agent_card').status).toBe('warn');
  });

  it('unpacks a sitemap index and flags URLs on other hosts', () => {
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${ORIGIN}/a.xml</loc></sitemap></sitemapindex>`;
    const sitemap = {
      url: `${ORIGIN}/sitemap.xml`,
      fromRobots: true,
      outcome: response(`${ORIGIN}/sitemap.xml`, index, { 'content-type': 'application/xml' }),
    };
    expect(statusOf(site(page(), { sitemap }), 'sitemap')).toMatchObject({
      status: 'pass',
      details: expect.stringContaining('lists 1 child sitemap'),
    });
    const foreign = `<urlset><url><loc>https://other.example/</loc></url><url><loc>/relative</loc></url></urlset>`;
    sitemap.outcome = response(`${ORIGIN}/sitemap.xml`, foreign, { 'content-type': 'application/xml' });
    expect(statusOf(site(page(), { sitemap }), 'sitemap').details).toMatch(
      /1 entry is not absolute.*1 entry points to another host/,
    );
  });
});

describe('robots.txt validation', () => {
  it('reports invalid lines with their numbers', () => {
    const parsed = parseRobots(
      `${ORIGIN}/robots.txt`,
      'Disallow: /early\nUser-agent: *\nDisallow: private\nAllow: /a$b\nCrawl-delay: 2\nSitemap: /sitemap.xml\nFoo: bar\nno colon here\nContent-Signal: search=yes, ai-train=no\n',
    );
    expect(parsed.problems).toEqual([
      { line: 1, message: 'disallow before any user-agent line' },
      { line: 3, message: 'disallow pattern must start with "/" or "*"' },
      { line: 4, message: '"$" may only end a pattern' },
      { line: 6, message: 'sitemap must be an absolute URL' },
      { line: 7, message: 'unknown directive "foo"' },
      { line: 8, message: 'no colon between the field name and its value' },
    ]);
    expect(parsed.contentSignals).toEqual(['search=yes, ai-train=no']);
  });
});

describe('llms.txt shape', () => {
  it('finds the title, summary, sections and links', () => {
    expect(
      readLlmsTxt(
        '\uFEFF# Shop\n\n> Summary\n\nSome text.\n\n## Docs\n\n- [A](https://a.example/): note\n- [B](/b)\n\n## Optional\n* [C](https://c.example/)\n',
      ),
    ).toEqual({
      title: 'Shop',
      summary: 'Summary',
      sections: ['Docs', 'Optional'],
      links: 3,
      relativeLinks: 1,
      characters: expect.any(Number),
    });
    expect(readLlmsTxt('Shop\n# Late title').title).toBeNull();
  });
});

describe('scoring', () => {
  it('weighs checks, leaves out not-applicable ones and bands grades', () => {
    expect(
      scoreChecks([
        { status: 'pass', weight: 3 },
        { status: 'fail', weight: 1 },
      ]),
    ).toBe(75);
    expect(
      scoreChecks([
        { status: 'warn', weight: 2 },
        { status: 'not_applicable', weight: 8 },
      ]),
    ).toBe(50);
    expect(scoreChecks([])).toBe(0);
    expect([100, 90, 89, 75, 60, 40, 39, 0].map(gradeFor)).toEqual(['A', 'A', 'B', 'B', 'C', 'D', 'F', 'F']);
    expect(new Set(CHECK_DEFINITIONS.map((c) => c.id)).size).toBe(19);
  });
});
