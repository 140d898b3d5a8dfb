/** OpenAPI 3.1.0 generated from the route schemas, served at `/openapi.json`, rendered at `/docs`. */

import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_TITLE = 'Signboard Directory API';

const DOCS_THEME = readFileSync(new URL('../../src/http/docs-theme.css', import.meta.url), 'utf8');
const LOGO = readFileSync(new URL('../../src/web/assets/logo.svg', import.meta.url));
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';
export const OPENAPI_VERSION = '2.9.0';

/**
 * Examples per operation: request bodies as a client would send them, and the responses the demo
 * data gave them (arrays cut to two items). A test checks each against the operation's schemas.
 */
export interface OperationExamples {
  request?: unknown;
  /** Several request bodies, matched in order with `responses`. */
  requests?: unknown[];
  responses: unknown[];
}
export const OPERATION_EXAMPLES = JSON.parse(
  readFileSync(new URL('../../data/openapi-examples.json', import.meta.url), 'utf8'),
) as Record<string, OperationExamples>;

interface RouteSchema {
  operationId?: string;
  tags?: string[];
  summary?: string;
  body?: object;
  response?: Record<string, object>;
}

/**
 * A copy of a success response with examples: on its schema, or, for a response given per content
 * type, the first that fits each type (text for text, objects for JSON).
 */
function withExamples(response: object, examples: unknown[]): object {
  const content = (response as { content?: Record<string, { schema: object }> }).content;
  if (!content) return { ...response, examples };
  const fitting = (type: string) => examples.filter((e) => (typeof e === 'string') !== type.includes('json'));
  const typed = Object.entries(content).map(([type, media]) => {
    const fit = fitting(type);
    return [type, fit.length > 0 ? { ...media, example: fit[0] } : media];
  });
  return { ...response, content: Object.fromEntries(typed) };
}

/** Puts an operation's examples on copies of its body and success schemas (shared schemas stay as they are). */
function addExamples(schema: RouteSchema): void {
  const examples = schema.operationId ? OPERATION_EXAMPLES[schema.operationId] : undefined;
  if (!examples) return;
  const requests = examples.requests ?? (examples.request === undefined ? [] : [examples.request]);
  if (schema.body && requests.length > 0) schema.body = { ...schema.body, examples: requests };
  const responses = schema.response ?? {};
  const success = Object.keys(responses).find((code) => code.startsWith('2'));
  const response = success ? responses[success] : undefined;
  if (success && response) responses[success] = withExamples(response, examples.responses);
}

/** Operations at an alias path (the same operation as another, kept for clients that use it). */
export function isAliasOperation(operationId: unknown): boolean {
  return typeof operationId === 'string' && (/(Alias|Legacy)$/.test(operationId) || /^agentCard[1-9]$/.test(operationId));
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Aliases are listed once, apart, so the reference shows each operation once where it belongs.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as RouteSchema | undefined;
    if (schema) addExamples(schema);
    if (!schema || !isAliasOperation(schema.operationId)) return;
    schema.tags = ['aliases'];
    if (schema.summary && !schema.summary.startsWith('Alias: ')) schema.summary = `Alias: ${schema.summary}`;
  });
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
        {
          name: 'aliases',
          description:
            'The gateway operations again at their alias paths (/api/a2a/…, agent.json, clientSlug in the query): each answers exactly as the operation it repeats.',
        },
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
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { deepLinking: true },
    theme: {
      title: 'Signboard API reference',
      css: [{ filename: 'signboard.css', content: DOCS_THEME }],
      favicon: [{ filename: 'logo.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: LOGO }],
    },
    logo: { type: 'image/svg+xml', content: LOGO, href: '/' },
  });
  // The reference's page has no viewport of its own: without one a phone shows it at desktop width.
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/docs')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    return payload.replace('<meta charset="UTF-8">', `<meta charset="UTF-8">\n      ${VIEWPORT}`);
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
