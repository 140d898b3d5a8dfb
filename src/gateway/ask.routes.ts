/** Ask and sample-question routes of the AI gateway. Thin handlers. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { responses } from '../http/schemas.js';
import type { TypeBoxProvider } from '../http/type-provider.js';
import type { Urls } from '../urls.js';
import {
  AskBody,
  AskQuery,
  AskResponse,
  ClientParams,
  HandoffParams,
  HandoffStatusResponse,
  SampleQuestionsResponse,
} from './ask.schemas.js';
import { ask } from './ask.service.js';
import { findClient, findClientKey } from './client.service.js';
import { handoffStatus } from './handoff.service.js';
import { renderSampleQuestions } from './sample-questions.js';

const tags = ['gateway'];
const visitorOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

export function registerAskRoutes(server: FastifyInstance, deps: Deps, urls: Urls): void {
  const app = server.withTypeProvider<TypeBoxProvider>();
  app.get(
    '/ai/:clientSlug/ask',
    {
      schema: {
        operationId: 'askPreview',
        summary: 'Free preview answer from approved public facts (no LLM)',
        tags,
        params: ClientParams,
        querystring: AskQuery,
        response: responses({ 200: AskResponse }, 404, 429),
      },
    },
    async (request) => ask(deps, urls, request.params.clientSlug, request.query.q, visitorOf(request), 'preview'),
  );

  app.post(
    '/ai/:clientSlug/ask',
    {
      schema: {
        operationId: 'askLive',
        summary: "Live answer from approved public facts (no LLM), recorded for the owner's figures",
        tags,
        params: ClientParams,
        body: AskBody,
        response: responses({ 200: AskResponse }, 404, 413, 415, 429),
      },
    },
    async (request) =>
      ask(deps, urls, request.params.clientSlug, request.body.question, visitorOf(request), 'live', request.body.contact),
  );

  app.get(
    '/ai/:clientSlug/sample-questions',
    {
      schema: {
        operationId: 'sampleQuestions',
        summary: 'Five sample questions for a client, each with its free preview URL',
        tags,
        params: ClientParams,
        response: responses({ 200: SampleQuestionsResponse }, 404),
      },
    },
    async (request) => renderSampleQuestions(await findClient(deps, request.params.clientSlug), urls),
  );

  app.get(
    '/ai/:clientSlug/handoffs/:handoffId',
    {
      schema: {
        operationId: 'handoffStatus',
        summary: "A recorded handoff's state (open, seen, closed), as the business sets it; nothing about the asker",
        tags,
        params: HandoffParams,
        response: responses({ 200: HandoffStatusResponse }, 404),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const client = await findClientKey(deps, request.params.clientSlug);
      return handoffStatus(deps, client, request.params.handoffId);
    },
  );
}
