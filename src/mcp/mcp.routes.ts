/**
 * `/mcp`: the directory's MCP server over Streamable HTTP, stateless (2026-07-28 clients through
 * `server/discover`, served by the SDK's `createMcpHandler`; 2025-11-25 clients through
 * `initialize`, served by the legacy leg with the SDK's transport, their plain calls after it
 * handed to a kept server in process), behind Host and Origin checks against DNS rebinding; and
 * its server card.
 */
import { Readable } from 'node:stream';
import { hostHeaderValidation, originValidation } from '@modelcontextprotocol/fastify';
import { createMcpHandler, isLegacyRequest, localhostAllowedHostnames } from '@modelcontextprotocol/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import type { CachedSearch } from '../directory/search-cache.js';
import type { Urls } from '../urls.js';
import { type BodyPiece, createJsonExchange, directRequestOf } from './json-exchange.js';
import { createLegacyMcpHandler } from './legacy-leg.js';
import { createDirectoryMcpServer, directoryTools, directToolCalls, visitorAuth } from './mcp-server.js';
import { renderServerCard } from './server-card.js';

/** Largest MCP request body read (a tool call with a 4,000-character question fits many times). */
const MAX_BODY_BYTES = 64 * 1024;

/** Hostnames the service is reached by: its public and gateway URLs, and loopback. */
export function allowedHostnames(config: Pick<Deps['config'], 'publicUrl' | 'gatewayUrl'>): string[] {
  const own = [config.publicUrl, config.gatewayUrl].map((url) => new URL(url).hostname);
  return [...new Set([...own, ...localhostAllowedHostnames()])];
}

/** The web-standard request the SDK reads, from Fastify's: the body only when the SDK must read it itself. */
function webRequestOf(request: FastifyRequest, body: string | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const url = `http://${request.hostname || 'localhost'}${request.url}`;
  return new Request(url, {
    method: request.method,
    headers,
    body,
    signal,
  });
}

/** The body as JSON, or undefined when it is none or not JSON. */
function parseJson(body: string | undefined): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** Sends the SDK's web-standard response through Fastify: JSON as a whole, an event stream as it comes. */
async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  if (!response.body) return reply.send();
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  }
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * A JSON response written to the socket in pieces, in one write: a kept result's bytes are sent
 * as they are instead of being copied into a new buffer for each response, and a body of one
 * piece goes out with the headers as Fastify sends a reply. The type goes out as the SDK's
 * transport writes it (no charset). Fastify's `onResponse` hooks (counts, metrics) still run;
 * `/mcp` has no `onSend` hook to skip.
 */
function sendJsonPieces(reply: FastifyReply, pieces: BodyPiece[]): void {
  let length = 0;
  for (const piece of pieces) length += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': length });
  if (pieces.length === 1) {
    response.end(pieces[0]);
    return;
  }
  response.cork();
  for (const piece of pieces) response.write(piece);
  response.end();
}

/** `search` is the directory search the search route uses too (one cache for both). */
export function registerMcpRoutes(app: FastifyInstance, deps: Deps, urls: Urls, search: CachedSearch): void {
  const context = { deps, urls, search };
  const tools = directoryTools(context);
  const newServer = () => createDirectoryMcpServer(context, tools);
  // 2026-07-28 requests; the 2025-era ones go to the legacy leg (routed below, as the SDK advises for a leg of one's own).
  const handler = createMcpHandler(newServer, {
    legacy: 'reject',
    maxRequestBodySize: MAX_BODY_BYTES,
    onerror: (error) => deps.log.debug({ err: error }, 'MCP request refused'),
  });
  app.addHook('onClose', () => handler.close());
  const legacyHandler = createLegacyMcpHandler(newServer, MAX_BODY_BYTES);
  const exchange = createJsonExchange(newServer, directToolCalls(tools));
  const hosts = allowedHostnames(deps.config);

  app.register(async (scope) => {
    // The SDK reads the body itself, so that bad JSON is a JSON-RPC parse error and another media type a 415.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));
    scope.addHook('onRequest', hostHeaderValidation(hosts));
    scope.addHook('onRequest', originValidation(hosts));
    scope.route({
      method: ['GET', 'POST', 'DELETE'],
      url: '/mcp',
      schema: { hide: true },
      handler: async (request, reply) => {
        const body = request.body as string | undefined;
        // JSON parsed here spares the SDK reading the body; anything else it reads and answers itself.
        const parsedBody = parseJson(body);
        // Who asks reaches the tools as the request's caller (for the per-visitor allowance).
        const authInfo = visitorAuth({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
        const direct = directRequestOf(request.method, request.headers, parsedBody);
        if (direct) return sendJsonPieces(reply, await exchange(direct, authInfo));
        const aborted = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) aborted.abort();
        });
        const web = webRequestOf(
          request,
          parsedBody === undefined && request.method === 'POST' ? (body ?? '') : undefined,
          aborted.signal,
        );
        const options = parsedBody === undefined ? { authInfo } : { parsedBody, authInfo };
        const legacy = await isLegacyRequest(web, parsedBody, { maxRequestBodySize: MAX_BODY_BYTES });
        const response = await (legacy ? legacyHandler(web, options) : handler.fetch(web, options));
        return sendWebResponse(reply, response);
      },
    });
  });

  app.get('/.well-known/mcp/server-card.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return renderServerCard(urls, deps.config.publicUrl);
  });
}
