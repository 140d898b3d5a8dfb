/**
 * The gateway's protocol routes: the global discovery document, and for each
 * client the handshake, agent card, message, message:send and action-request, each under its
 * preferred path and every alias. One handler per operation serves all of its paths; clientSlug
 * may come from the path, the query string or the body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { etagOf, isNotModified } from '../http/conditional.js';
import { responses } from '../http/schemas.js';
import type { TypeBoxProvider } from '../http/type-provider.js';
import type { Urls } from '../urls.js';
import { registerA2aTaskRoutes } from './a2a/a2a.routes.js';
import { businessAgent, sendMessage } from './a2a/a2a.service.js';
import { handleJsonRpc, isJsonRpc } from './a2a/jsonrpc.js';
import { jsonRpcParseErrors, replyJsonRpc } from './a2a/replies.js';
import { replyRest, versionOf } from './a2a/rest.js';
import { recordActionRequest } from './action-request.service.js';
import type { Caller } from './caller-quota.js';
import { findClientKey, loadAgentCard } from './client.service.js';
import { resolveClientSlug } from './client-slug.js';
import { renderGlobalDiscovery } from './discovery.js';
import {
  ActionRequestBody,
  ActionRequestResponse,
  ClientSlugQuery,
  HandshakeBody,
  MessageBody,
  OpenDocument,
  OptionalClientParams,
} from './gateway.schemas.js';
import { handshake } from './handshake.js';
import { answerMessage, simpleMessageResponse } from './message.service.js';

const tags = ['gateway'];

/** Paths of one client operation: preferred, path alias, and query/body alias (when it has one). */
function operationPaths(operation: string, withQueryAlias: boolean): string[] {
  // A literal colon in a route ("message:send") is written "::" in Fastify.
  const path = operation.replace(':', '::');
  return [
    `/ai/:clientSlug/a2a/v1/${path}`,
    `/api/a2a/:clientSlug/v1/${path}`,
    ...(withQueryAlias ? [`/api/a2a/v1/${path}`] : []),
  ];
}

/** OpenAPI operation id suffix of a path: none for the preferred one. */
const aliasSuffix = (url: string) => (url.startsWith('/ai/') ? '' : url.includes(':clientSlug') ? 'PathAlias' : 'QueryAlias');

type GatewayRequest = FastifyRequest<{
  Params: { clientSlug?: string };
  Querystring: { clientSlug?: string; scopes?: string };
  Body: Record<string, unknown> | undefined;
}>;

/** What a gateway route's request carries that can name the client. */
interface SlugSources {
  params: { clientSlug?: string };
  query: { clientSlug?: string };
  body?: { clientSlug?: unknown } | undefined;
}

const slugOf = (request: SlugSources) =>
  resolveClientSlug({ path: request.params.clientSlug, query: request.query.clientSlug, body: request.body?.clientSlug });
const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, authorization: request.headers.authorization });

/** Sends a JSON document with a strong ETag, answering a matching If-None-Match with 304. */
function sendCacheable(request: FastifyRequest, reply: FastifyReply, document: unknown, maxAge: number) {
  const body = JSON.stringify(document);
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAge}`);
  if (isNotModified(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

export function registerGatewayRoutes(server: FastifyInstance, deps: Deps, urls: Urls): void {
  const app = server.withTypeProvider<TypeBoxProvider>();
  // The HTTP+JSON binding's own media type (A2A 1.0.1) is JSON.
  app.addContentTypeParser('application/a2a+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  for (const url of ['/api/a2a', '/ai/a2a']) {
    app.get(
      url,
      {
        schema: {
          operationId: url === '/api/a2a' ? 'gatewayDiscovery' : 'gatewayDiscoveryAlias',
          summary: 'The global A2A discovery document: routes, aliases, scopes, billing, rules',
          tags,
          response: responses({ 200: OpenDocument }),
        },
      },
      (request, reply) => sendCacheable(request, reply, renderGlobalDiscovery(urls), 300),
    );
  }

  for (const url of operationPaths('handshake', true)) {
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url,
        schema: {
          operationId: `handshake${method}${aliasSuffix(url)}`,
          summary: 'Handshake: agent card, scopes, billing, rules, endpoints and protocol versions',
          tags,
          params: OptionalClientParams,
          querystring: ClientSlugQuery,
          ...(method === 'POST' ? { body: HandshakeBody } : {}),
          response: responses({ 200: OpenDocument }, 403, 404),
        },
        handler: async (request: GatewayRequest) =>
          handshake(deps, urls, slugOf(request), request.body?.scopes ?? request.query.scopes),
      });
    }
  }

  const cardPaths = ['/ai/:clientSlug/.well-known/', '/api/a2a/:clientSlug/.well-known/'].flatMap((base) => [
    `${base}agent-card.json`,
    `${base}agent.json`,
  ]);
  for (const url of cardPaths) {
    app.get<{ Params: { clientSlug: string } }>(
      url,
      {
        schema: {
          operationId: `agentCard${cardPaths.indexOf(url)}`,
          summary: "The client's A2A Agent Card (v1.0 with v0.3 fields; agent.json is the legacy name)",
          tags,
          params: OptionalClientParams,
          response: responses({ 200: OpenDocument }, 404),
        },
      },
      async (request, reply) => {
        const client = await findClientKey(deps, request.params.clientSlug);
        return sendCacheable(request, reply, await loadAgentCard(deps, urls, client), 300);
      },
    );
  }

  // One route per path; the body decides between the simple form and the A2A bindings.
  for (const operation of ['message', 'message:send'] as const) {
    for (const url of operationPaths(operation, operation === 'message')) {
      app.post(
        url,
        {
          schema: {
            operationId: `${operation === 'message' ? 'message' : 'messageSend'}${aliasSuffix(url)}`,
            summary:
              operation === 'message'
                ? 'Ask the client’s agent one question for one credit: simple body or A2A JSON-RPC 2.0 (no LLM)'
                : 'Ask the client’s agent one question for one credit: simple body or A2A HTTP+JSON SendMessage (no LLM)',
            tags,
            params: OptionalClientParams,
            querystring: ClientSlugQuery,
            body: MessageBody,
            response: responses({ 200: OpenDocument }, 401, 402, 404, 413, 415, 429),
          },
          // A body that is not JSON is a JSON-RPC parse error on the JSON-RPC endpoint.
          ...(operation === 'message' ? { errorHandler: jsonRpcParseErrors } : {}),
        },
        async (request: GatewayRequest, reply) => {
          const body = request.body ?? {};
          const version = versionOf(request);
          if (operation === 'message' && isJsonRpc(body)) {
            const agent = businessAgent(deps, urls, () => slugOf(request), callerOf(request));
            return replyJsonRpc(reply, await handleJsonRpc(agent, body, version));
          }
          const message = body.message as { text?: unknown; parts?: unknown; metadata?: { contact?: unknown } } | undefined;
          if (typeof message?.text === 'string' || operation === 'message' || !Array.isArray(message?.parts)) {
            const asked = { text: message?.text, contact: message?.metadata?.contact };
            return simpleMessageResponse(await answerMessage(deps, urls, slugOf(request), asked, 'message', callerOf(request)));
          }
          return replyRest(reply, version, async (wire) => {
            const task = await sendMessage(deps, urls, slugOf(request), body.message, wire, callerOf(request));
            return wire === '1.0' ? { task } : task;
          });
        },
      );
    }
  }

  registerA2aTaskRoutes(app, deps, urls);

  for (const url of operationPaths('action-request', true)) {
    app.post(
      url,
      {
        schema: {
          operationId: `actionRequest${aliasSuffix(url)}`,
          summary: 'Record a request for a person (handoff, support route, callback); free',
          tags,
          params: OptionalClientParams,
          querystring: ClientSlugQuery,
          body: ActionRequestBody,
          response: responses({ 201: ActionRequestResponse }, 404, 413, 415, 429),
        },
      },
      async (request, reply) => {
        reply.code(201);
        return recordActionRequest(deps, urls, slugOf(request), request.body, { ip: request.ip });
      },
    );
  }
}
