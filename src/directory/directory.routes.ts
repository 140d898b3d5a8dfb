/** Public directory read routes: thin handlers over the directory services. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../deps.js';
import { responses } from '../http/schemas.js';
import type { TypeBoxProvider } from '../http/type-provider.js';
import { createVersionedCache, type VersionedCache } from '../http/versioned-cache.js';
import type { Urls } from '../urls.js';
import { activityPulse, listActivity, listingGrowth } from './activity.service.js';
import { buildBootstrap } from './bootstrap.service.js';
import {
  ActivityQuery,
  ActivityResponse,
  AnalyticsQuery,
  AnalyticsResponse,
  BootstrapResponse,
  CategoriesResponse,
  DirectoryQuery,
  DirectoryResponse,
  GlobeResponse,
  LocationsResponse,
  ProfileResponse,
  SlugParams,
  StatsResponse,
} from './directory.schemas.js';
import { computeAnalytics, computeGlobe, computeStats, listCategories, listLocations } from './figures.service.js';
import type { ListingsVersionSource } from './listings-version.js';
import { getBusinessProfile } from './profile.service.js';
import { CACHED_SEARCHES, type CachedSearch, searchCacheKey } from './search-cache.js';

const tags = ['directory'];

/**
 * Searches and profiles kept per instance as UTF-8 bytes, each valid while the listings version holds
 * (a kept string would be encoded again for every response).
 */
const CACHED_PROFILES = 2000;

export function registerDirectoryRoutes(
  server: FastifyInstance,
  deps: Deps,
  urls: Urls,
  version: ListingsVersionSource,
  search: CachedSearch,
): void {
  const app = server.withTypeProvider<TypeBoxProvider>();
  const searches = createVersionedCache<Buffer>(CACHED_SEARCHES);
  const profiles = createVersionedCache<Buffer>(CACHED_PROFILES);
  /** Sends the route's serialized answer for `key`, made by `make` only when the cache has none for this version. */
  const cached = async (cache: VersionedCache<Buffer>, key: string, reply: FastifyReply, make: () => Promise<unknown>) => {
    const { value } = await version.current();
    const body = await cache.get(key, value, async () => Buffer.from(reply.serialize(await make()) as string));
    return reply.type('application/json; charset=utf-8').send(body);
  };

  app.get(
    '/api/directory',
    {
      schema: {
        operationId: 'searchDirectory',
        summary: 'Search published listings',
        tags,
        querystring: DirectoryQuery,
        response: responses({ 200: DirectoryResponse }),
      },
    },
    (request, reply) => cached(searches, searchCacheKey(request.query, deps.clock.now()), reply, () => search(request.query)),
  );

  app.get(
    '/business/:slug.json',
    {
      schema: {
        operationId: 'getBusinessProfile',
        summary: 'One public business profile with its approved facts and schema.org JSON-LD',
        tags,
        params: SlugParams,
        response: responses({ 200: ProfileResponse }, 404, 410),
      },
    },
    (request, reply) => cached(profiles, request.params.slug, reply, () => getBusinessProfile(deps, urls, request.params.slug)),
  );

  app.get(
    '/api/categories',
    {
      schema: {
        operationId: 'listCategories',
        summary: 'The category taxonomy with listing counts',
        tags,
        response: responses({ 200: CategoriesResponse }),
      },
    },
    async () => ({ ok: true as const, categories: await listCategories(deps, urls) }),
  );

  app.get(
    '/api/locations',
    {
      schema: {
        operationId: 'listLocations',
        summary: 'Coverage: countries with their cities and listing counts',
        tags,
        response: responses({ 200: LocationsResponse }),
      },
    },
    async () => ({ ok: true as const, ...(await listLocations(deps)) }),
  );

  app.get(
    '/api/stats',
    {
      schema: { operationId: 'getStats', summary: 'Headline statistics', tags, response: responses({ 200: StatsResponse }) },
    },
    async () => ({ ok: true as const, generatedAt: deps.clock.now().toISOString(), stats: await computeStats(deps) }),
  );

  app.get(
    '/api/analytics',
    {
      schema: {
        operationId: 'getAnalytics',
        summary: 'Public-safe aggregate analytics per UTC day',
        tags,
        querystring: AnalyticsQuery,
        response: responses({ 200: AnalyticsResponse }),
      },
    },
    async (request) => ({ ok: true as const, ...(await computeAnalytics(deps, request.query.days ?? 30)) }),
  );

  app.get(
    '/api/activity',
    {
      schema: {
        operationId: 'listActivity',
        summary: 'Public activity (newest first, cursor-paged), pulse and listing growth',
        tags,
        querystring: ActivityQuery,
        response: responses({ 200: ActivityResponse }),
      },
    },
    async (request) => {
      const types = request.query.type ? request.query.type.split(',') : [];
      const [page, pulse, growth] = await Promise.all([
        listActivity(deps, urls, { limit: request.query.limit, cursor: request.query.cursor, types }),
        activityPulse(deps),
        listingGrowth(deps),
      ]);
      return { ok: true as const, ...page, pulse, growth };
    },
  );

  app.get(
    '/api/globe',
    {
      schema: {
        operationId: 'getGlobe',
        summary: 'Country-centroid points with listing counts, unlocated count and recent activity',
        tags,
        response: responses({ 200: GlobeResponse }),
      },
    },
    async () => ({ ok: true as const, ...(await computeGlobe(deps, urls)) }),
  );

  app.get(
    '/api/bootstrap',
    {
      schema: {
        operationId: 'getBootstrap',
        summary: 'Everything the home page needs in one call',
        tags,
        response: responses({ 200: BootstrapResponse }),
      },
    },
    async () => buildBootstrap(deps, urls),
  );
}
