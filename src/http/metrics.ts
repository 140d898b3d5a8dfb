/**
 * Prometheus metrics: request counts and latencies by route, plus process metrics, at `/metrics`,
 * served only to loopback callers or with the configured bearer token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from '../errors.js';
import { bearerToken, hashToken, tokenMatches } from '../security/tokens.js';

/** Whether the TCP peer (not a forwarded header) is this machine. */
function fromLoopback(request: FastifyRequest): boolean {
  try {
    const address = ipaddr.process(request.socket.remoteAddress ?? '');
    return address.range() === 'loopback';
  } catch {
    return false;
  }
}

/** @throws AppError forbidden unless the caller is local or shows `token` (when one is set). */
function assertMayReadMetrics(request: FastifyRequest, tokenHash: string | null): void {
  if (fromLoopback(request)) return;
  const given = bearerToken(request.headers.authorization);
  if (tokenHash && given && tokenMatches(given, tokenHash)) return;
  throw new AppError(
    'forbidden',
    tokenHash
      ? 'Metrics need the metrics bearer token.'
      : 'Metrics are served to this machine only (set METRICS_TOKEN to read them from elsewhere).',
  );
}

export function registerMetrics(app: FastifyInstance, metricsToken: string | null): void {
  const tokenHash = metricsToken ? hashToken(metricsToken) : null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'signboard_http_requests_total',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'signboard_http_request_duration_seconds',
    help: 'HTTP request latency by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // Route patterns, never raw URLs, so label cardinality stays bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    assertMayReadMetrics(request, tokenHash);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
