/** OpenAPI 3.1.0 generated from the route schemas, served at `/openapi.json`, rendered at `/docs`. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_TITLE = 'Signboard Directory API';
export const OPENAPI_VERSION = '2.7.0';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: OPENAPI_TITLE,
        version: OPENAPI_VERSION,
        description:
          'Public business directory and AI gateway. Every JSON response is an object with a boolean `ok`; ' +
          'errors use `{ok:false, error:{code, message, details?}}`.',
      },
      tags: [
        { name: 'directory', description: 'Public directory read API' },
        { name: 'listings', description: 'Listing workflows: submit, claim, ownership verification' },
        { name: 'audit', description: 'Live website audits for search and AI readiness' },
        { name: 'gateway', description: 'AI gateway: ask routes and sample questions (answers from approved facts, no LLM)' },
        { name: 'discovery', description: 'Discovery documents: robots.txt, llms.txt, sitemaps, sample questions' },
        { name: 'owners', description: 'Owner pages (HTML)' },
        { name: 'operations', description: 'Health and readiness' },
      ],
      components: {
        securitySchemes: {
          claimToken: { type: 'http', scheme: 'bearer', description: 'The claimToken returned by submit or claim' },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, uiConfig: { deepLinking: true } });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
