/**
 * The discovery documents on each database: robots.txt as robots-parser reads it, llms.txt's shape,
 * sitemaps that follow the sitemaps.org format (and split into an index past the per-file limit),
 * the gateway sitemap, /questions as JSON and HTML with paging, conditional requests, and new
 * documents after a listing change.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as cheerio from 'cheerio';
import robotsParserModule from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscoveryDocuments } from '../../src/gateway/discovery-documents.service.js';
import { createUrls } from '../../src/urls.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/storage.js';

// robots-parser declares an ES default export for a CommonJS module; the function is the module.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;
const PUB = 'http://signboard.test';
const GW = 'http://gateway.test';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

const SCHEMA = fileURLToPath(new URL('../fixtures/sitemaps.xsd', import.meta.url));

/** The entries of a sitemaps.org document, validated by xmllint (libxml2-utils) against the protocol's schema. */
function readSitemap(xml: string, root: 'urlset' | 'sitemapindex') {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  execFileSync('xmllint', ['--noout', '--schema', SCHEMA, '-'], { input: xml, stdio: ['pipe', 'ignore', 'pipe'] });
  const $ = cheerio.load(xml, { xml: true });
  expect($(root).attr('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const child = root === 'urlset' ? 'url' : 'sitemap';
  expect($(root).children().length).toBe($(root).children(child).length);
  const entries = $(root)
    .children(child)
    .map((_, el) => ({ loc: $(el).children('loc').text(), lastmod: $(el).children('lastmod').text() }))
    .get();
  for (const entry of entries) {
    expect(new URL(entry.loc).href).toBe(entry.loc);
    expect(entry.loc.length).toBeLessThanOrEqual(2048);
    expect(entry.lastmod).toMatch(W3C_DATETIME);
  }
  expect(entries.length).toBeLessThanOrEqual(50_000);
  return entries;
}

describe.each(DIALECTS)('discovery documents on %s', (dialect) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: PUB, GATEWAY_URL: GW });
    for (const [slug, name] of [
      ['crumb-bakery', 'Crumb Bakery'],
      ['fern-florist', 'Fern & Florist'],
      ['owl-books', 'Owl Books'],
    ]) {
      await createListing(t.deps, { slug, name });
    }
    await createListing(t.deps, { slug: 'waiting-shop', name: 'Waiting Shop', status: 'pending_review' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('robots.txt welcomes crawlers to public pages, keeps them out of owner, admin and claim routes, and names the sitemaps', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robots = robotsParser(`${PUB}/robots.txt`, response.body);
    for (const path of ['/', '/business/crumb-bakery', '/business/crumb-bakery.json', '/api/directory?q=bread', '/llms.txt']) {
      expect(robots.isAllowed(`${PUB}${path}`, 'GPTBot')).toBe(true);
    }
    for (const path of ['/owner/dashboard', '/owner/verification', '/admin', '/admin/queue', '/api/claims/abc']) {
      expect(robots.isDisallowed(`${PUB}${path}`, 'ClaudeBot')).toBe(true);
    }
    expect(robots.getSitemaps()).toEqual([`${PUB}/sitemap.xml`, `${GW}/aig-sitemap.xml`]);
  });

  it('llms.txt has the llmstxt.org shape: title, summary, sections of links, the clients', async () => {
    const body = (await get('/llms.txt')).body;
    const lines = body.split('\n');
    expect(lines[0]).toBe('# Signboard');
    expect(lines.find((l) => l.startsWith('> '))).toContain('approved public facts');
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(['## API', '## Gateway', '## Clients']);
    expect(body).toContain(`[Crumb Bakery](${PUB}/business/crumb-bakery.json)`);
    expect(body).toContain(`${GW}/ai/fern-florist/.well-known/agent-card.json`);
    expect(body).not.toContain('waiting-shop');
    for (const link of body.matchAll(/\]\((http[^)]+)\)/g)) expect(() => new URL(link[1] as string)).not.toThrow();
  });

  it('lists public and business pages in sitemap.xml, and every client’s gateway URLs in aig-sitemap.xml', async () => {
    const pages = readSitemap((await get('/sitemap.xml')).body, 'urlset');
    expect(pages.map((e) => e.loc)).toEqual([
      `${PUB}/`,
      ...['categories', 'countries', 'analytics', 'audit', 'submit'].map((page) => `${PUB}/${page}`),
      `${PUB}/business/crumb-bakery`,
      `${PUB}/business/fern-florist`,
      `${PUB}/business/owl-books`,
    ]);
    const gateway = readSitemap((await get('/aig-sitemap.xml')).body, 'urlset');
    expect(gateway).toHaveLength(9);
    expect(gateway.map((e) => e.loc)).toContain(`${GW}/ai/owl-books/a2a/v1/handshake`);
    expect(gateway.map((e) => e.loc)).toContain(`${GW}/ai/owl-books/sample-questions`);
  });

  it('splits a sitemap past the per-file limit into an index of files that hold every URL once', async () => {
    const documents = createDiscoveryDocuments(t.deps, createUrls(t.deps.config), { maxUrlsPerFile: 3 });
    const index = readSitemap((await documents.get('sitemap.xml')).body, 'sitemapindex');
    expect(index.map((e) => e.loc)).toEqual([`${PUB}/sitemaps/pages.xml`, `${PUB}/sitemaps/businesses-1.xml`]);
    const parts = await Promise.all(
      ['pages', 'businesses-1'].map(async (name) => readSitemap((await documents.get(`sitemaps/${name}.xml`)).body, 'urlset')),
    );
    const locs = parts.flat().map((e) => e.loc);
    expect(locs).toHaveLength(9);
    expect(new Set(locs).size).toBe(9);
    const small = createDiscoveryDocuments(t.deps, createUrls(t.deps.config), { maxUrlsPerFile: 6 });
    const gatewayIndex = readSitemap((await small.get('aig-sitemap.xml')).body, 'sitemapindex');
    expect(gatewayIndex.map((e) => e.loc)).toEqual([`${GW}/sitemaps/gateway-1.xml`, `${GW}/sitemaps/gateway-2.xml`]);
    const second = readSitemap((await small.get('sitemaps/gateway-2.xml')).body, 'urlset');
    expect(second.map((e) => e.loc)).toContain(`${GW}/ai/owl-books/.well-known/agent-card.json`);
    await expect(small.get('sitemaps/gateway-3.xml')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('renders a document once for requests that arrive together', async () => {
    let queries = 0;
    const db = t.deps.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const documents = createDiscoveryDocuments({ ...t.deps, db }, createUrls(t.deps.config));
    const bodies = await Promise.all(Array.from({ length: 20 }, () => documents.get('llms.txt')));
    expect(new Set(bodies.map((d) => d.body)).size).toBe(1);
    // Two to read the listings version, two to render: not two for each of the 20 requests.
    expect(queries).toBe(4);
  });

  it('serves /questions as JSON, as HTML to browsers, and in pages', async () => {
    const json = (await get('/questions')).json();
    expect(json).toMatchObject({ ok: true, nextCursor: null });
    expect(json.clients.map((c: { clientSlug: string }) => c.clientSlug)).toEqual(['crumb-bakery', 'fern-florist', 'owl-books']);
    expect(json.clients[1].questions).toHaveLength(5);
    expect(json.clients[1].questions[0]).toMatchObject({ id: 'sample_1', question: expect.stringContaining('Fern & Florist') });
    const after = (await get('/questions?cursor=fern-florist')).json();
    expect(after.clients.map((c: { clientSlug: string }) => c.clientSlug)).toEqual(['owl-books']);
    expect(json.clients[1]).toMatchObject({ profileUrl: `${PUB}/business/fern-florist`, place: expect.any(String) });
    const html = await get('/questions', { accept: 'text/html,application/xhtml+xml' });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    // A page of the site: its header and stylesheet, each business linked to its page with its place beside it.
    const $ = cheerio.load(html.body);
    expect($('header.site .brand').text()).toContain('Signboard');
    expect($('link[rel="stylesheet"]')).toHaveLength(1);
    const fern = $('.question-list > li').eq(1);
    expect(fern.find('h2 a').text()).toBe('Fern & Florist');
    expect(fern.find('h2 a').attr('href')).toBe(`${PUB}/business/fern-florist`);
    expect(fern.find('p.muted').text()).toBe(json.clients[1].place);
    expect(fern.find('ol li a')).toHaveLength(5);
    expect(html.headers.etag).not.toBe((await get('/questions')).headers.etag);
    expect((await get('/questions?cursor=Not%20A%20Slug')).statusCode).toBe(400);
  });

  it('answers every link of the gateway discovery document', async () => {
    const links = Object.values((await get('/api/a2a')).json().discovery) as string[];
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) expect((await get(new URL(link).pathname)).statusCode, link).toBe(200);
  });

  it('matches the committed golden files (UPDATE_GOLDEN=1 rewrites them)', async () => {
    const dir = fileURLToPath(new URL('../golden/discovery/', import.meta.url));
    mkdirSync(dir, { recursive: true });
    for (const name of ['robots.txt', 'llms.txt', 'sitemap.xml', 'aig-sitemap.xml']) {
      const { body, headers } = await get(`/${name}`);
      expect(Number(headers['content-length']), name).toBe(Buffer.byteLength(body));
      const file = `${dir}${name}`;
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, body);
      expect(body, name).toBe(readFileSync(file, 'utf8'));
    }
  });

  it('answers conditional requests with 304, and serves new documents after a listing changes', async () => {
    for (const url of ['/robots.txt', '/llms.txt', '/sitemap.xml', '/aig-sitemap.xml', '/questions']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['last-modified']).toBe(new Date(t.clock.now()).toUTCString());
      expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
      expect((await get(url, { 'if-modified-since': first.headers['last-modified'] as string })).statusCode).toBe(304);
    }
    const before = await get('/sitemap.xml');
    t.clock.advance(60_000);
    await createListing(t.deps, { slug: 'new-bakery', name: 'New Bakery' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await get('/sitemap.xml', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`${PUB}/business/new-bakery`);
    expect(after.headers['last-modified']).toBe(new Date(t.clock.now()).toUTCString());
  });
});
