/**
 * Counts requests to public routes per UTC day, route kind and agent family (SPEC §1 hit
 * counters). Nothing per visitor is kept: counts are buffered in memory and added to the
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

/** The kind of a public route, or null for private and operational routes that are not counted. */
export function routeKindOf(path: string): RouteKind | null {
  if (PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`))) {
    return null;
  }
  if (DISCOVERY_PATHS.has(path) || path.startsWith('/sitemap')) return 'discovery';
  if (path.startsWith('/ai/') || path === '/ai' || path.startsWith('/api/a2a')) return 'gateway';
  if (path.startsWith('/business/') && path.endsWith('.json')) return 'profile';
  if (path.startsWith('/api/')) return 'api';
  return 'page';
}

export interface HitCounter {
  record(path: string, userAgent: string | undefined): void;
  /** Writes buffered counts; safe to call at any time. */
  flush(): Promise<void>;
}

export function createHitCounter(deps: Pick<Deps, 'db' | 'clock' | 'log'>): HitCounter {
  let buffer = new Map<string, number>();
  return {
    record(path, userAgent) {
      const kind = routeKindOf(path);
      if (!kind) return;
      const day = deps.clock.now().toISOString().slice(0, 10);
      const key = `${day}|${kind}|${detectAgentFamily(userAgent)}`;
      buffer.set(key, (buffer.get(key) ?? 0) + 1);
    },
    async flush() {
      if (buffer.size === 0) return;
      const pending = buffer;
      buffer = new Map();
      const rows = [...pending].map(([key, count]) => {
        const [day = '', route_kind = '', agent_family = ''] = key.split('|');
        return { day, route_kind, agent_family, count };
      });
      try {
        await deps.db
          .insertInto('hit_counters')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['day', 'route_kind', 'agent_family']).doUpdateSet({ count: sql`hit_counters.count + excluded.count` }),
          )
          .execute();
      } catch (error) {
        // Put the counts back so a passing database fault loses nothing.
        for (const [key, count] of pending) buffer.set(key, (buffer.get(key) ?? 0) + count);
        deps.log.warn({ err: error }, 'could not store hit counters');
      }
    },
  };
}

/** Wires the counter into the request cycle with a periodic flush and a final flush on close. */
export function registerHitCounter(app: FastifyInstance, counter: HitCounter, intervalMs = 5000): void {
  app.addHook('onResponse', async (request) => {
    counter.record(request.url.split('?')[0] ?? '/', request.headers['user-agent']);
  });
  const timer = setInterval(() => void counter.flush(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await counter.flush();
  });
}
