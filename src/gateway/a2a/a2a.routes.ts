/**
 * The HTTP+JSON task routes of the A2A binding under `/ai/{slug}/a2a/v1` and
 * `/api/a2a/{slug}/v1`: `GET tasks/{id}` (`?historyLength=`), `POST tasks/{id}:cancel`, `message:stream`
 * (the answer as one event), and `tasks/{id}:subscribe`, which answers UnsupportedOperation (every task
 * is already terminal).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { responses } from '../../http/schemas.js';
import type { Urls } from '../../urls.js';
import { ClientSlugQuery, OpenDocument, OptionalClientParams, TaskParams } from '../gateway.schemas.js';
import { businessAgent, cancelTask, getTask } from './a2a.service.js';
import { historyLengthOf, readEmptyBodiesAsObjects, replyRest, replyRestStream, splitTaskReference, versionOf } from './rest.js';
import { A2aError } from './wire.js';

const tags = ['gateway'];

export function registerA2aTaskRoutes(app: FastifyInstance, deps: Deps, urls: Urls): void {
  for (const base of ['/ai/:clientSlug/a2a/v1', '/api/a2a/:clientSlug/v1']) {
    const suffix = base.startsWith('/ai/') ? '' : 'PathAlias';
    app.get(
      `${base}/tasks/:taskRef`,
      {
        schema: {
          operationId: `getTask${suffix}`,
          summary: 'A2A GetTask (HTTP+JSON): a stored answer as a Task',
          tags,
          params: TaskParams,
          querystring: ClientSlugQuery,
          response: responses({ 200: OpenDocument }, 404),
        },
      },
      async (request: FastifyRequest<{ Params: { clientSlug: string; taskRef: string } }>, reply) => {
        const { verb } = splitTaskReference(request.params.taskRef);
        return replyRest(reply, versionOf(request), async (wire) => {
          if (verb === 'subscribe')
            throw new A2aError(
              'UNSUPPORTED_OPERATION',
              'The task is already in a terminal state; there is nothing to subscribe to.',
            );
          return getTask(deps, urls, request.params.clientSlug, request.params.taskRef, wire, historyLengthOf(request.query));
        });
      },
    );
    app.register(async (scope) => {
      readEmptyBodiesAsObjects(scope);
      scope.post(
        `${base}/tasks/:taskRef`,
        {
          schema: {
            operationId: `taskAction${suffix}`,
            summary: 'A2A CancelTask (tasks/{id}:cancel) and SubscribeToTask (tasks/{id}:subscribe, unsupported)',
            tags,
            params: TaskParams,
            response: responses({ 200: OpenDocument }, 404),
          },
        },
        async (request: FastifyRequest<{ Params: { clientSlug: string; taskRef: string } }>, reply) => {
          const { id, verb } = splitTaskReference(request.params.taskRef);
          return replyRest(reply, versionOf(request), async () => {
            if (verb === 'cancel') return cancelTask(deps, urls, request.params.clientSlug, id);
            if (verb === 'subscribe')
              throw new A2aError(
                'UNSUPPORTED_OPERATION',
                'The task is already in a terminal state; there is nothing to subscribe to.',
              );
            throw new AppError('not_found', 'Use tasks/{id}:cancel; other task methods are not available.');
          });
        },
      );
      scope.post(
        `${base}/message::stream`,
        {
          schema: {
            operationId: `messageStream${suffix}`,
            summary: 'A2A SendStreamingMessage (HTTP+JSON): the answer as one server-sent event (tasks end at once)',
            tags,
            params: OptionalClientParams,
            response: responses({ 200: OpenDocument }),
          },
        },
        async (request: FastifyRequest<{ Params: { clientSlug: string }; Body: { message?: unknown } }>, reply) => {
          const caller = { ip: request.ip, authorization: request.headers.authorization };
          const agent = businessAgent(deps, urls, () => request.params.clientSlug, caller);
          return replyRestStream(reply, versionOf(request), (wire) => agent.send(request.body?.message, wire));
        },
      );
    });
  }
}
