/**
 * Serving the discovery documents: each is rendered once per change of the published listings and
 * kept with its ETag and Last-Modified. The change is read from the database (the newest update time
 * of published and of removed listings, two index look-ups), at most once a second, so every
 * instance sees a listing change within a second and no request renders a document the database has
 * not changed.
 */

import type { Deps } from '../deps.js';
import { createListingsVersion, type ListingsVersion, type ListingsVersionSource } from '../directory/listings-version.js';
import { AppError } from '../errors.js';
import { etagOf } from '../http/conditional.js';
import { Lru } from '../lru.js';
import { placeName } from '../reference/reference-data.js';
import type { Urls } from '../urls.js';
import {
  type ClientEntry,
  gatewayUrlsOf,
  renderLlmsTxt,
  renderQuestions,
  renderRobots,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_MAX_URLS,
  type SitemapUrl,
} from './discovery-documents.js';

/** Public pages besides the home page and the business pages that crawlers may index. */
const SITE_PAGES = ['/categories', '/countries', '/analytics', '/audit', '/submit'];

/** A rendered document, ready to send. */
export interface Rendered {
  body: string;
  /** `body` encoded once as UTF-8: a string body would be encoded again for every response. */
  bytes: Buffer;
  type: string;
  etag: string;
  lastModified: Date;
}

/** Rendered documents kept per instance (the index, the small documents, a few sitemap files). */
const MAX_CACHED = 16;
/** Clients named in llms.txt and per page of /questions. */
const LLMS_CLIENTS = 100;
export const QUESTIONS_PAGE = 50;
/** Gateway URLs per client in the gateway sitemap. */
const GATEWAY_URLS_PER_CLIENT = 3;

type DocDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export interface DiscoveryDocuments {
  get(name: string, options?: { cursor?: string }): Promise<Rendered>;
}

export interface DiscoveryOptions {
  /** URLs per sitemap file (tests use a small number to see the index). */
  maxUrlsPerFile?: number;
  /** The app's shared listings version (one is made when absent). */
  version?: ListingsVersionSource;
}

export function createDiscoveryDocuments(deps: DocDeps, urls: Urls, options: DiscoveryOptions = {}): DiscoveryDocuments {
  const maxUrls = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  const versions = options.version ?? createListingsVersion(deps);
  const cache = new Lru<string, { version: string; doc: Rendered }>(MAX_CACHED);
  const rendering = new Map<string, Promise<Rendered>>();

  const published = () => deps.db.selectFrom('listings').where('listing_status', '=', 'published');
  const clientCount = async () =>
    Number(
      (
        await published()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const clientsPage = async (offset: number, limit: number): Promise<ClientEntry[]> =>
    (await published().select(['slug', 'name', 'updated_at']).orderBy('slug').limit(limit).offset(offset).execute()).map(toEntry);
  const toEntry = (row: { slug: string; name: string; updated_at: string }): ClientEntry => ({
    slug: row.slug,
    name: row.name,
    updatedAt: row.updated_at,
  });

  /** Business pages per sitemap file, with the site's own public pages in the first. */
  const pagesSitemap = async (part: number | null, at: string) => {
    const count = await clientCount();
    const home: SitemapUrl[] = [urls.home(), ...SITE_PAGES.map((path) => urls.api(path))].map((loc) => ({ loc, lastmod: at }));
    if (part === null && count + home.length <= maxUrls) {
      const clients = await clientsPage(0, maxUrls);
      return renderUrlset([...home, ...clients.map((c) => ({ loc: urls.businessPage(c.slug), lastmod: c.updatedAt }))]);
    }
    const parts = Math.ceil(count / maxUrls);
    if (part === null) {
      return renderSitemapIndex([
        { loc: urls.api('/sitemaps/pages.xml'), lastmod: at },
        ...Array.from({ length: parts }, (_, i) => ({ loc: urls.api(`/sitemaps/businesses-${i + 1}.xml`), lastmod: at })),
      ]);
    }
    if (part === 0) return renderUrlset(home);
    if (part > parts) throw new AppError('not_found', `There is no business sitemap ${part}.`);
    const clients = await clientsPage((part - 1) * maxUrls, maxUrls);
    return renderUrlset(clients.map((c) => ({ loc: urls.businessPage(c.slug), lastmod: c.updatedAt })));
  };

  /** Gateway URLs of every client, split past the limit into numbered files. */
  const gatewaySitemap = async (part: number | null, at: string) => {
    const perFile = Math.floor(maxUrls / GATEWAY_URLS_PER_CLIENT);
    const count = await clientCount();
    if (part === null && count <= perFile)
      return renderUrlset((await clientsPage(0, perFile)).flatMap((c) => gatewayUrlsOf(urls, c)));
    const parts = Math.ceil(count / perFile);
    if (part === null) {
      return renderSitemapIndex(
        Array.from({ length: parts }, (_, i) => ({ loc: urls.gateway(`/sitemaps/gateway-${i + 1}.xml`), lastmod: at })),
      );
    }
    if (part < 1 || part > parts) throw new AppError('not_found', `There is no gateway sitemap ${part}.`);
    return renderUrlset((await clientsPage((part - 1) * perFile, perFile)).flatMap((c) => gatewayUrlsOf(urls, c)));
  };

  async function render(name: string, cursor: string | undefined, at: string): Promise<{ body: string; type: string }> {
    const xml = (body: string) => ({ body, type: 'application/xml; charset=utf-8' });
    const text = (body: string) => ({ body, type: 'text/plain; charset=utf-8' });
    if (name === 'robots.txt') return text(renderRobots(deps.config.publicUrl, deps.config.gatewayUrl));
    if (name === 'llms.txt') {
      const newest = await published()
        .select(['slug', 'name', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LLMS_CLIENTS)
        .execute();
      return text(renderLlmsTxt(urls, newest.map(toEntry), await clientCount()));
    }
    if (name === 'sitemap.xml') return xml(await pagesSitemap(null, at));
    if (name === 'aig-sitemap.xml') return xml(await gatewaySitemap(null, at));
    const file = /^sitemaps\/(pages|businesses-(\d{1,6})|gateway-(\d{1,6}))\.xml$/.exec(name);
    if (file) {
      if (file[1] === 'pages') return xml(await pagesSitemap(0, at));
      if (file[2]) return xml(await pagesSitemap(Number(file[2]), at));
      return xml(await gatewaySitemap(Number(file[3]), at));
    }
    if (name === 'questions') {
      const after = cursor ?? '';
      const rows = await published()
        .select(['slug', 'name', 'updated_at', 'locality', 'country'])
        .where('slug', '>', after)
        .orderBy('slug')
        .limit(QUESTIONS_PAGE + 1)
        .execute();
      const page = rows.slice(0, QUESTIONS_PAGE).map((row) => ({ ...toEntry(row), place: placeName(row.locality, row.country) }));
      const next = rows.length > QUESTIONS_PAGE ? (page.at(-1)?.slug ?? null) : null;
      return { body: JSON.stringify(renderQuestions(urls, page, next)), type: 'application/json; charset=utf-8' };
    }
    throw new AppError('not_found');
  }

  const renderAndKeep = async (key: string, name: string, cursor: string | undefined, current: ListingsVersion) => {
    const { body, type } = await render(name, cursor, current.at.toISOString());
    const doc = { body, bytes: Buffer.from(body), type, etag: etagOf(body), lastModified: current.at };
    cache.set(key, { version: current.value, doc });
    return doc;
  };

  return {
    async get(name, options = {}) {
      const current = await versions.current();
      const key = `${name}?${options.cursor ?? ''}`;
      const cached = cache.get(key);
      if (cached && cached.version === current.value) return cached.doc;
      // Requests that arrive while a document renders wait for that render instead of starting their own.
      const flightKey = `${key}|${current.value}`;
      let flight = rendering.get(flightKey);
      if (!flight) {
        flight = renderAndKeep(key, name, options.cursor, current).finally(() => rendering.delete(flightKey));
        rendering.set(flightKey, flight);
      }
      return flight;
    },
  };
}
