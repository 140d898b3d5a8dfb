/** buildApp(deps): registers plugins and every module's routes; never listens (tests inject). */
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Deps } from './deps.js';
import { registerDirectoryRoutes } from './directory/directory.routes.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerHealthRoutes } from './http/health.routes.js';
import { createHitCounter, type HitCounter, registerHitCounter } from './http/hit-counter.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRequestGuards } from './http/request-guards.js';
import { ErrorResponse } from './http/schemas.js';
import { validatorCompiler } from './http/validator.js';
import { createUrls } from './urls.js';

/** Largest accepted request body (SPEC: bodies over 64 KiB → 413). */
export const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  /** How often buffered hit counts are written (ms). */
  hitFlushIntervalMs?: number;
}

export interface App {
  app: FastifyInstance;
  hits: HitCounter;
}

export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.log,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    // Per-request lines only at debug level; errors are logged by the error handler.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.addSchema(ErrorResponse);
  registerErrorHandling(app);
  registerRequestGuards(app);
  await registerOpenApi(app);
  registerMetrics(app);
  const hits = createHitCounter(deps);
  registerHitCounter(app, hits, options.hitFlushIntervalMs);

  const urls = createUrls(deps.config);
  registerHealthRoutes(app, deps);
  registerDirectoryRoutes(app, deps, urls);
  await app.ready();
  return { app, hits };
}
