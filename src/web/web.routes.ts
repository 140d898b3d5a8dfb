/** Registers every HTML page and the page assets in one encapsulated scope (see page-scope.ts). */
import type { FastifyInstance } from 'fastify';
import type { AuditSlots } from '../audit/audit-slots.js';
import type { BackgroundTasks } from '../background-tasks.js';
import type { Deps } from '../deps.js';
import type { Urls } from '../urls.js';
import { registerAssetRoutes } from './assets.js';
import { preparePageScope } from './page-scope.js';
import { registerActivationRoutes } from './routes/activate.routes.js';
import { registerAdminPages } from './routes/admin.routes.js';
import { registerAuditPages } from './routes/audit.routes.js';
import { registerFormPages } from './routes/forms.routes.js';
import { registerOwnerPages } from './routes/owner.routes.js';
import { registerPublicPages } from './routes/public.routes.js';
import { registerVerificationPages } from './routes/verification.routes.js';

export function registerWebPages(
  app: FastifyInstance,
  deps: Deps,
  urls: Urls,
  auditSlots: AuditSlots,
  background: BackgroundTasks,
): void {
  registerAssetRoutes(app);
  app.register(async (scope) => {
    preparePageScope(scope, deps);
    registerPublicPages(scope, deps, urls);
    registerAuditPages(scope, deps, urls, auditSlots);
    registerFormPages(scope, deps, urls);
    registerVerificationPages(scope, deps);
    registerOwnerPages(scope, deps, urls, auditSlots, background);
    registerAdminPages(scope, deps, urls, background);
    registerActivationRoutes(scope, deps);
  });
}
