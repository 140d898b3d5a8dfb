/**
 * The audit against real fixture websites on loopback (FETCH_ALLOW_PRIVATE, names resolved by a
 * real DNS server): each site's check outcomes asserted one by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditResult, runAudit } from '../../src/audit/run-audit.js';
import { createResolver } from '../../src/net/resolver.js';
import { createSafeFetcher, type SafeFetcher } from '../../src/net/safe-fetch.js';
import { type AuditSites, type FixtureSite, startAuditSites } from '../helpers/audit-sites.js';

let sites: AuditSites;
let fetcher: SafeFetcher;
const results = new Map<string, AuditResult>();

async function audit(site: FixtureSite | string): Promise<AuditResult> {
  const cached = results.get(site);
  if (cached) return cached;
  const result = await runAudit(fetcher, sites.url(site), { now: new Date('2026-11-21T12:00:00Z') });
  results.set(site, result);
  return result;
}

/** `{checkId: status}` of an audit. */
async function statuses(site: FixtureSite | string): Promise<Record<string, string>> {
  return Object.fromEntries((await audit(site)).checks.map((c) => [c.id, c.status]));
}

function check(result: AuditResult, id: string) {
  const found = result.checks.find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
}

beforeAll(async () => {
  sites = await startAuditSites();
  fetcher = createSafeFetcher({
    resolver: createResolver([{ host: '127.0.0.1', port: sites.dns.port }], 1000),
    allowPrivate: true,
  });
});

afterAll(async () => {
  await fetcher.close();
  await sites.close();
});

describe('website audit of fixture sites', () => {
  it('gives every audit the full set of checks with their fields', async () => {
    const result = await audit('good');
    expect(result.checks.map((c) => c.id)).toEqual([
      'reachable',
      'https',
      'indexable',
      'title',
      'meta_description',
      'canonical',
      'lang',
      'viewport',
      'headings',
      'text_content',
      'open_graph',
      'json_ld',
      'robots_txt',
      'ai_crawlers',
      'sitemap',
      'llms_txt',
      'agent_card',
      'response_time',
      'page_weight',
    ]);
    for (const c of result.checks) {
      expect(c.title).toBeTruthy();
      expect(c.details).toBeTruthy();
      expect(c.recommendation).toBeTruthy();
      expect(c.weight).toBeGreaterThan(0);
    }
  });

  it('passes a well-made site on everything but HTTPS', async () => {
    const result = await audit('good');
    expect(await statuses('good')).toEqual({
      reachable: 'pass',
      https: 'fail', // loopback fixtures speak plain HTTP
      indexable: 'pass',
      title: 'pass',
      meta_description: 'pass',
      canonical: 'pass',
      lang: 'pass',
      viewport: 'pass',
      headings: 'pass',
      text_content: 'pass',
      open_graph: 'pass',
      json_ld: 'pass',
      robots_txt: 'pass',
      ai_crawlers: 'pass',
      sitemap: 'pass',
      llms_txt: 'pass',
      agent_card: 'pass',
      response_time: 'pass',
      page_weight: 'pass',
    });
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.grade).toBe('A');
    expect(result.finalUrl).toBe(sites.url('good'));
    expect(check(result, 'json_ld').details).toContain('BookStore "Lantern Books" with name and address');
    expect(check(result, 'sitemap').details).toContain('lists 3 URLs');
    expect(check(result, 'llms_txt').details).toContain('2 sections with 3 links');
  });

  it('fails a badly made site one check at a time and scores it far below', async () => {
    const good = await audit('good');
    const bad = await audit('bad');
    expect(await statuses('bad')).toMatchObject({
      reachable: 'pass',
      indexable: 'fail',
      title: 'fail',
      meta_description: 'fail',
      canonical: 'fail',
      lang: 'fail',
      viewport: 'fail',
      headings: 'warn',
      text_content: 'fail',
      open_graph: 'fail',
      json_ld: 'fail',
      robots_txt: 'warn',
      sitemap: 'fail',
      llms_txt: 'fail',
      agent_card: 'warn',
    });
    expect(check(bad, 'indexable').details).toContain('noindex');
    expect(check(bad, 'canonical').details).toContain('sits in <body>');
    expect(check(bad, 'meta_description').details).toContain('sits in <body>');
    expect(check(bad, 'json_ld').details).toContain('not valid JSON');
    expect(check(bad, 'llms_txt').details).toContain('HTML page');
    expect(bad.score).toBeLessThan(30);
    expect(bad.grade).toBe('F');
    expect(good.score - bad.score).toBeGreaterThan(50);
  });

  it('sees that a JavaScript-only page has no text for AI crawlers', async () => {
    const result = await audit('js');
    expect(await statuses('js')).toMatchObject({ text_content: 'fail', headings: 'fail', title: 'pass' });
    expect(check(result, 'text_content').details).toMatch(/app shell \(<div id="root"> is empty\).*noscript/);
  });

  it('reads robots.txt per RFC 9309: 4xx allows all, 5xx disallows all', async () => {
    const missing = await audit('robots404');
    expect(await statuses('robots404')).toMatchObject({ robots_txt: 'warn', ai_crawlers: 'pass', indexable: 'pass' });
    expect(check(missing, 'robots_txt').details).toContain('no robots.txt');

    const down = await audit('robots503');
    expect(await statuses('robots503')).toMatchObject({ robots_txt: 'fail', ai_crawlers: 'fail', indexable: 'fail' });
    expect(check(down, 'robots_txt').details).toContain('whole site as disallowed');
    expect(down.score).toBeLessThan(missing.score);
  });

  it('reports AI crawlers per purpose: blocking GPTBot alone keeps the site in AI answers', async () => {
    const result = await audit('gptbot');
    const aiCheck = check(result, 'ai_crawlers');
    expect(aiCheck.status).toBe('pass');
    expect(aiCheck.details).toContain('Training crawlers: 10 of 11 allowed (blocked: GPTBot)');
    expect(aiCheck.details).toMatch(/Search crawlers: (\d+) of \1 allowed/);
    const crawlers = aiCheck.data?.crawlers as { token: string; allowed: boolean; line: number | null }[];
    expect(crawlers.find((c) => c.token === 'GPTBot')).toMatchObject({ allowed: false, line: 2 });
    expect(crawlers.find((c) => c.token === 'OAI-SearchBot')).toMatchObject({ allowed: true });

    const blocked = check(await audit('noai'), 'ai_crawlers');
    expect(blocked.status).toBe('warn');
    expect(blocked.details).toContain('blocked: OAI-SearchBot, Claude-SearchBot, PerplexityBot');
    expect(blocked.details).toContain('blocked: ChatGPT-User');
  });

  it('reads a page in its declared legacy encoding', async () => {
    const result = await audit('latin1');
    expect(check(result, 'title').details).toBe('Title: "Café Zoë à Liège".');
    expect(check(result, 'headings').details).toContain('Café Zoë');
  });

  it.each([
    ['huge', 'larger than 5 MB'],
    ['loop', 'more than 5 redirects'],
    ['pdf', 'not HTML (content type application/pdf)'],
    ['gone', 'HTTP status 404'],
    ['garbage', 'binary or garbled'],
    ['refused', 'refused the connection'],
    ['nowhere', 'could not be resolved'],
  ])('still completes the audit of %s with the reason explained', async (site, reason) => {
    const result = await audit(site);
    expect(result.checks).toHaveLength(19);
    const reachable = check(result, 'reachable');
    expect(reachable.status).toBe('fail');
    expect(reachable.details).toContain(reason);
    expect(result.score).toBeLessThan(40);
    expect(result.durationMs).toBeLessThan(20_000);
  });

  it('gives up on a body that never ends within the 20 s limit', { timeout: 30_000 }, async () => {
    const started = Date.now();
    const result = await audit('slow');
    expect(Date.now() - started).toBeLessThan(20_500);
    expect(check(result, 'reachable')).toMatchObject({ status: 'fail' });
    expect(check(result, 'reachable').details).toContain('did not answer in time');
  });
});
