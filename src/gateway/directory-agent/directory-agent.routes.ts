/**
 * The directory agent's routes: its card at `/.well-known/agent-card.json` (and the legacy
 * `agent.json`), JSON-RPC at `/a2a/v1/message`, and HTTP+JSON under `/a2a/v1` (`message:send`,
 * `message:stream`, `tasks/{id}`, `tasks/{id}:cancel`). Thin handlers over the agent.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { etagOf, isNotModified } from '../../http/conditional.js';
import { responses } from '../../http/schemas.js';
import type { Urls } from '../../urls.js';
import { handleJsonRpc } from '../a2a/jsonrpc.js';
import { jsonRpcParseErrors, replyJsonRpc } from '../a2a/replies.js';
import {
  historyLengthOf,
  readEmptyBodiesAsObjects,
  replyRest,
  replyRestStream,
  splitTaskReference,
  versionOf,
} from '../a2a/rest.js';
import { A2aError } from '../a2a/wire.js';
import { MessageBody, OpenDocument } from '../gateway.schemas.js';
import { renderDirectoryAgentCard } from './card.js';
import { directoryAgent } from './directory-agent.service.js';

const tags = ['gateway'];

export function registerDirectoryAgentRoutes(app: FastifyInstance, deps: Deps, urls: Urls): void {
  const card = JSON.stringify(renderDirectoryAgentCard(urls));
  const cardTag = etagOf(card);
  const agentOf = (request: FastifyRequest) =>
    directoryAgent(deps, urls, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

  for (const url of ['/.well-known/agent-card.json', '/.well-known/agent.json']) {
    app.get(
      url,
      {
        schema: {
          operationId: url.endsWith('agent-card.json') ? 'directoryAgentCard' : 'directoryAgentCardLegacy',
          summary: "The directory agent's A2A Agent Card: find businesses, ask a business",
          tags,
          response: responses({ 200: OpenDocument }),
        },
      },
      (request, reply) => {
        reply.header('etag', cardTag).header('cache-control', 'public, max-age=300');
        if (isNotModified(request, cardTag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(card);
      },
    );
  }

  app.post(
    '/a2a/v1/message',
    {
      schema: {
        operationId: 'directoryAgentJsonRpc',
        summary: 'The directory agent over A2A JSON-RPC 2.0 (SendMessage, SendStreamingMessage, GetTask, CancelTask; v0.3 too)',
        tags,
        body: MessageBody,
        response: responses({ 200: OpenDocument }, 413, 415),
      },
      errorHandler: jsonRpcParseErrors,
    },
    async (request, reply) => replyJsonRpc(reply, await handleJsonRpc(agentOf(request), request.body, versionOf(request))),
  );

  app.register(async (scope) => {
    readEmptyBodiesAsObjects(scope);
    type MessageRequest = FastifyRequest<{ Body: { message?: unknown } | undefined }>;
    scope.post(
      '/a2a/v1/message::send',
      {
        schema: {
          operationId: 'directoryAgentSend',
          summary: 'The directory agent: SendMessage (HTTP+JSON)',
          tags,
          response: responses({ 200: OpenDocument }, 413, 415, 429),
        },
      },
      async (request: MessageRequest, reply) =>
        replyRest(reply, versionOf(request), async (wire) => {
          const task = await agentOf(request).send(request.body?.message, wire);
          return wire === '1.0' ? { task } : task;
        }),
    );
    scope.post(
      '/a2a/v1/message::stream',
      {
        schema: {
          operationId: 'directoryAgentStream',
          summary: 'The directory agent: SendStreamingMessage (HTTP+JSON), the answer as one server-sent event',
          tags,
          response: responses({ 200: OpenDocument }, 413, 415, 429),
        },
      },
      async (request: MessageRequest, reply) =>
        replyRestStream(reply, versionOf(request), (wire) => agentOf(request).send(request.body?.message, wire)),
    );
    scope.post(
      '/a2a/v1/tasks/:taskRef',
      {
        schema: {
          operationId: 'directoryAgentTaskAction',
          summary: 'The directory agent: tasks/{id}:cancel',
          tags,
          response: responses({ 200: OpenDocument }, 404),
        },
      },
      async (request: FastifyRequest<{ Params: { taskRef: string } }>, reply) => {
        const { id, verb } = splitTaskReference(request.params.taskRef);
        return replyRest(reply, versionOf(request), async (wire) => {
          if (verb === 'cancel') return agentOf(request).cancel(id);
          if (verb === 'subscribe') {
            await agentOf(request).get(id, wire);
            throw new A2aError(
              'UNSUPPORTED_OPERATION',
              'The task is already in a terminal state; there is nothing to subscribe to.',
            );
          }
          throw new AppError('not_found', 'Use tasks/{id}:cancel; other task methods are not available.');
        });
      },
    );
  });

  app.get(
    '/a2a/v1/tasks/:taskRef',
    {
      schema: {
        operationId: 'directoryAgentGetTask',
        summary: 'The directory agent: GetTask (HTTP+JSON)',
        tags,
        response: responses({ 200: OpenDocument }, 404),
      },
    },
    async (request: FastifyRequest<{ Params: { taskRef: string } }>, reply) =>
      replyRest(reply, versionOf(request), (wire) =>
        agentOf(request).get(request.params.taskRef, wire, historyLengthOf(request.query)),
      ),
  );
}
