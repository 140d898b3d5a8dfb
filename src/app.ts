/** buildApp(deps): registers plugins and every module's routes; never listens (tests inject). */
import type { FastifyInstance } from 'fastify';
import { registerAuditRoutes } from './audit/audit.routes.js';
import { AUDIT_LIMITS } from './audit/audit.service.js';
import { createAuditSlots } from './audit/audit-slots.js';
import { type BackgroundTasks, createBackgroundTasks } from './background-tasks.js';
import type { Deps } from './deps.js';
import { registerDirectoryRoutes } from './directory/directory.routes.js';
import { createListingsVersion } from './directory/listings-version.js';
import { CACHED_SEARCHES, createCachedSearch } from './directory/search-cache.js';
import { registerAskRoutes } from './gateway/ask.routes.js';
import { registerDirectoryAgentRoutes } from './gateway/directory-agent/directory-agent.routes.js';
import { registerDiscoveryDocumentRoutes } from './gateway/discovery-documents.routes.js';
import { registerGatewayRoutes } from './gateway/gateway.routes.js';
import { registerHealthRoutes } from './http/health.routes.js';
import { createHitCounter, type HitCounter, registerHitCounter } from './http/hit-counter.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { type ConnectionLimits, createHttpServer } from './http/server.js';
import { registerWorkflowRoutes } from './listings/workflow.routes.js';
import { registerMcpRoutes } from './mcp/mcp.routes.js';
import { createUrls } from './urls.js';
import { renderErrorDocument } from './web/pages/error.js';
import { renderQuestionsPage } from './web/pages/questions.js';
import { registerWebPages } from './web/web.routes.js';

export interface AppOptions {
  /** How often buffered hit counts are written (ms). */
  hitFlushIntervalMs?: number;
  /** Time-outs and the per-address connection cap (tests shorten them). */
  connections?: Partial<ConnectionLimits>;
}

export interface App {
  app: FastifyInstance;
  hits: HitCounter;
  /** Work requests started without waiting (awaited when the app closes). */
  background: BackgroundTasks;
}

export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<App> {
  const app = createHttpServer(deps.log, deps.config.logLevel, {
    renderErrorPage: renderErrorDocument,
    connections: options.connections,
  });
  await registerOpenApi(app);
  registerMetrics(app, deps.config.metricsToken);
  const hits = createHitCounter(deps);
  registerHitCounter(app, hits, options.hitFlushIntervalMs);

  const background = createBackgroundTasks(deps.log);
  app.addHook('onClose', () => background.settled());
  const urls = createUrls(deps.config);
  registerHealthRoutes(app, deps);
  const version = createListingsVersion(deps);
  // One cache of search results for the search route and the MCP search tool.
  const search = createCachedSearch(deps, urls, version, CACHED_SEARCHES);
  registerDirectoryRoutes(app, deps, urls, version, search);
  registerWorkflowRoutes(app, deps, urls);
  const auditSlots = createAuditSlots(AUDIT_LIMITS.concurrent);
  registerAuditRoutes(app, deps, urls, auditSlots);
  registerAskRoutes(app, deps, urls);
  registerGatewayRoutes(app, deps, urls);
  registerDirectoryAgentRoutes(app, deps, urls);
  registerMcpRoutes(app, deps, urls, search);
  registerDiscoveryDocumentRoutes(app, deps, urls, renderQuestionsPage, version);
  registerWebPages(app, deps, urls, auditSlots, background);
  await app.ready();
  return { app, hits, background };
}
