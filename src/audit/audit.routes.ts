/** Website audit routes. Thin handlers. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.js';
import { responses } from '../http/schemas.js';
import type { TypeBoxProvider } from '../http/type-provider.js';
import type { Urls } from '../urls.js';
import { AuditBody, AuditParams, AuditResponse, StoredAuditResponse } from './audit.schemas.js';
import { auditWebsite, getAudit } from './audit.service.js';
import type { AuditSlots } from './audit-slots.js';

const tags = ['audit'];

/** `slots` bounds concurrent audits; the audit page shares them. */
export function registerAuditRoutes(server: FastifyInstance, deps: Deps, urls: Urls, slots: AuditSlots): void {
  const app = server.withTypeProvider<TypeBoxProvider>();
  app.post(
    '/api/website-audit',
    {
      schema: {
        operationId: 'auditWebsite',
        summary: 'Audit a website live for search and AI readiness; optionally e-mail the report',
        description:
          'Fetches the page, robots.txt, the sitemap, llms.txt and the A2A agent card (public addresses on ports 80/443 only, at most 20 s) and scores 19 checks. Unsafe targets are refused with 422 before any connection; a site that fails after connecting still yields a complete audit.',
        tags,
        body: AuditBody,
        response: responses({ 200: AuditResponse }, 404, 410, 413, 415, 422, 429),
      },
    },
    async (request) => auditWebsite(deps, urls, slots, request.body, request.ip),
  );

  app.get(
    '/api/website-audit/:id',
    {
      schema: {
        operationId: 'getWebsiteAudit',
        summary: 'A stored website audit',
        tags,
        params: AuditParams,
        response: responses({ 200: StoredAuditResponse }, 404),
      },
    },
    async (request) => getAudit(deps, request.params.id),
  );
}
