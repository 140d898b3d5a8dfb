/**
 * Counts requests to public routes per UTC day, route kind and agent family. Nothing per visitor is kept: counts are buffered in memory and added to the
 * database every few seconds and on shutdown, so the hot path never waits for a write.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Deps } from '../deps.js';
import { detectAgentFamily } from '../reference/reference-data.js';

export const ROUTE_KINDS = ['api', 'profile', 'gateway', 'discovery', 'page'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

const DISCOVERY_PATHS = new Set(['/llms.txt', '/robots.txt', '/sitemap.xml', '/aig-sitemap.xml', '/questions', '/openapi.json']);
const PRIVATE_PREFIXES = ['/owner', '/admin', '/healthz', '/readyz', '/metrics', '/docs', '/api/claims', '/assets', '/favicon'];

/** The client (business) a public path is about: `/business/{slug}[.json]` or `/ai/{slug}/…`. */
export function clientSlugOf(path: string): string | null {
  const match = /^\/(?:business\/([a-z0-9-]{1,80})(?:\.json)?|ai\/([a-z0-9-]{1,80})(?:\/.*)?)$/.exec(path);
  return match?.[1] ?? match?.[2] ?? null;
}

/** The directory-wide agent and MCP server, and their cards, beside the per-business agents under `/ai/`. */
const GATEWAY_PATHS = new Set([
  '/mcp',
  '/.well-known/agent-card.json',
  '/.well-known/agent.json',
  '/.well-known/mcp/server-card.json',
]);

function isGatewayPath(path: string): boolean {
  return (
    GATEWAY_PATHS.has(path) ||
    path === '/ai' ||
    path.startsWith('/ai/') ||
    path.startsWith('/api/a2a') ||
    path.startsWith('/a2a/')
  );
}

/** The kind of a public route, or null for private and operational routes that are not counted. */
export function routeKindOf(path: string): RouteKind | null {
  if (PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`))) {
    return null;
  }
  if (DISCOVERY_PATHS.has(path) || path.startsWith('/sitemap')) return 'discovery';
  if (isGatewayPath(path)) return 'gateway';
  if (path.startsWith('/business/') && path.endsWith('.json')) return 'profile';
  if (path.startsWith('/api/')) return 'api';
  return 'page';
}

export interface HitCounter {
  /** Counts one response; per-client counts only for successful ones, so unknown slugs add no rows. */
  record(path: string, userAgent: string | undefined, statusCode?: number): void;
  /** Writes buffered counts; safe to call at any time. */
  flush(): Promise<void>;
}

/** User agents whose family is remembered (a busy server sees the same few again and again). */
const REMEMBERED_AGENTS = 1000;

export function createHitCounter(deps: Pick<Deps, 'db' | 'clock' | 'log'>): HitCounter {
  let buffer = new Map<string, number>();
  let clients = new Map<string, number>();
  const families = new Map<string, string>();
  const add = (map: Map<string, number>, key: string, count = 1) => map.set(key, (map.get(key) ?? 0) + count);
  const familyOf = (userAgent: string | undefined) => {
    if (userAgent === undefined) return detectAgentFamily(undefined);
    let family = families.get(userAgent);
    if (family === undefined) {
      family = detectAgentFamily(userAgent);
      if (families.size >= REMEMBERED_AGENTS) families.clear();
      families.set(userAgent, family);
    }
    return family;
  };
  return {
    record(path, userAgent, statusCode = 200) {
      const kind = routeKindOf(path);
      if (!kind) return;
      const day = deps.clock.now().toISOString().slice(0, 10);
      const family = familyOf(userAgent);
      add(buffer, `${day}|${kind}|${family}`);
      const slug = clientSlugOf(path);
      if (slug && statusCode < 400) add(clients, `${day}|${slug}|${family}`);
    },
    async flush() {
      if (buffer.size === 0 && clients.size === 0) return;
      const pending = { totals: buffer, clients };
      buffer = new Map();
      clients = new Map();
      const rowsOf = (map: Map<string, number>) => [...map].map(([key, count]) => ({ parts: key.split('|'), count }));
      try {
        const totals = rowsOf(pending.totals).map(({ parts: [day = '', route_kind = '', agent_family = ''], count }) => ({
          day,
          route_kind,
          agent_family,
          count,
        }));
        if (totals.length > 0) {
          await deps.db
            .insertInto('hit_counters')
            .values(totals)
            .onConflict((oc) =>
              oc.columns(['day', 'route_kind', 'agent_family']).doUpdateSet({ count: sql`hit_counters.count + excluded.count` }),
            )
            .execute();
        }
        pending.totals = new Map();
        const perClient = rowsOf(pending.clients).map(({ parts: [day = '', client_slug = '', agent_family = ''], count }) => ({
          day,
          client_slug,
          agent_family,
          count,
        }));
        if (perClient.length > 0) {
          await deps.db
            .insertInto('client_hits')
            .values(perClient)
            .onConflict((oc) =>
              oc.columns(['client_slug', 'day', 'agent_family']).doUpdateSet({ count: sql`client_hits.count + excluded.count` }),
            )
            .execute();
        }
      } catch (error) {
        // Put back what was not stored, so a passing database fault loses nothing.
        for (const [key, count] of pending.totals) add(buffer, key, count);
        for (const [key, count] of pending.clients) add(clients, key, count);
        deps.log.warn({ err: error }, 'could not store hit counters');
      }
    },
  };
}

/** Wires the counter into the request cycle with a periodic flush and a final flush on close. */
export function registerHitCounter(app: FastifyInstance, counter: HitCounter, intervalMs = 5000): void {
  app.addHook('onResponse', async (request, reply) => {
    counter.record(request.url.split('?')[0] ?? '/', request.headers['user-agent'], reply.statusCode);
  });
  const timer = setInterval(() => void counter.flush(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await counter.flush();
  });
}
