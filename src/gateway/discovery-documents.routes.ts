/**
 * The discovery document routes: `/robots.txt`, `/llms.txt`, `/sitemap.xml` (and its
 * parts under `/sitemaps/`), `/aig-sitemap.xml` and `/questions` (JSON, or HTML for browsers). Free,
 * with `ETag`, `Last-Modified` and 304 answers to `If-None-Match` / `If-Modified-Since`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import type { Deps } from '../deps.js';
import type { ListingsVersionSource } from '../directory/listings-version.js';
import { isNotModified } from '../http/conditional.js';
import { ListingSlug, responses } from '../http/schemas.js';
import type { Urls } from '../urls.js';
import type { QuestionsPage } from './discovery-documents.js';
import { createDiscoveryDocuments, type Rendered } from './discovery-documents.service.js';

const tags = ['discovery'];

/** Response schemas of a document route: the document in its media types, and the usual errors. */
function documentResponses(types: Record<string, TSchema>, ...errorStatuses: number[]) {
  const content = Object.fromEntries(Object.entries(types).map(([type, schema]) => [type, { schema }]));
  return { ...responses({}, ...errorStatuses), 200: { description: 'The document', content } };
}

/** Sends a document, or 304 when the client's copy is current. */
function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: Rendered,
  body: string | Buffer = doc.bytes,
  type = doc.type,
) {
  const etag = type === doc.type ? doc.etag : `${doc.etag.slice(0, -1)}-html"`;
  reply
    .header('etag', etag)
    .header('last-modified', doc.lastModified.toUTCString())
    .header('cache-control', 'public, max-age=300');
  reply.header('vary', 'Accept');
  if (isNotModified(request, etag, doc.lastModified)) return reply.code(304).send();
  return reply.type(type).send(body);
}

/** Whether a browser asked (HTML preferred over JSON). */
function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html >= 0 && (json < 0 || html < json);
}

/** Renders a page of `/questions` as the site's HTML page (the web layer gives it). */
export type QuestionsHtml = (page: QuestionsPage, nextUrl: string | null) => string;

export function registerDiscoveryDocumentRoutes(
  app: FastifyInstance,
  deps: Deps,
  urls: Urls,
  questionsHtml: QuestionsHtml,
  version?: ListingsVersionSource,
): void {
  const documents = createDiscoveryDocuments(deps, urls, version ? { version } : {});
  const plain = (url: string, name: string, summary: string, type: string) =>
    app.get(
      url,
      {
        schema: {
          operationId: name.replace(/\W+(\w)/g, (_, c: string) => c.toUpperCase()),
          summary,
          tags,
          response: documentResponses({ [type]: Type.String() }),
        },
      },
      async (request, reply) => sendDocument(request, reply, await documents.get(name)),
    );
  plain(
    '/robots.txt',
    'robots.txt',
    'robots.txt (RFC 9309): public pages welcome, owner, admin and claim routes not',
    'text/plain',
  );
  plain('/llms.txt', 'llms.txt', 'llms.txt: what Signboard is and where its machine-readable parts are', 'text/plain');
  plain(
    '/sitemap.xml',
    'sitemap.xml',
    'Sitemap of public pages and business pages (an index past 50,000 URLs)',
    'application/xml',
  );
  plain(
    '/aig-sitemap.xml',
    'aig-sitemap.xml',
    'Gateway sitemap: handshake, sample questions and agent card per client',
    'application/xml',
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    {
      schema: {
        operationId: 'sitemapPart',
        summary: 'One file of a sitemap index: pages.xml, businesses-N.xml or gateway-N.xml',
        tags,
        params: Type.Object({ file: Type.String({ pattern: '^(pages|businesses-\\d{1,6}|gateway-\\d{1,6})\\.xml$' }) }),
        response: documentResponses({ 'application/xml': Type.String() }, 404),
      },
    },
    async (request, reply) => sendDocument(request, reply, await documents.get(`sitemaps/${request.params.file}`)),
  );

  app.get<{ Querystring: { cursor?: string } }>(
    '/questions',
    {
      schema: {
        operationId: 'sampleQuestionsIndex',
        summary: 'Sample questions across clients, 50 clients a page (JSON; HTML for browsers)',
        tags,
        querystring: Type.Object({ cursor: Type.Optional(ListingSlug) }),
        response: documentResponses({
          'application/json': Type.Object({}, { additionalProperties: true }),
          'text/html': Type.String(),
        }),
      },
    },
    async (request, reply) => {
      const doc = await documents.get('questions', { cursor: request.query.cursor });
      if (!wantsHtml(request)) return sendDocument(request, reply, doc);
      const page = JSON.parse(doc.body) as QuestionsPage;
      const next = page.nextCursor ? `${urls.gateway('/questions')}?cursor=${encodeURIComponent(page.nextCursor)}` : null;
      return sendDocument(request, reply, doc, questionsHtml(page, next), 'text/html; charset=utf-8');
    },
  );
}
