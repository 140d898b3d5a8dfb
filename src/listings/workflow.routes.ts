/** Listing workflow routes: submit, claim and ownership verification. Thin handlers. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.js';
import { responses } from '../http/schemas.js';
import type { TypeBoxProvider } from '../http/type-provider.js';
import type { Urls } from '../urls.js';
import { requestCorrection, requestRemoval } from './change-request.service.js';
import { claimListing, limitWorkflowRequests, submitListing } from './submission.service.js';
import {
  authenticateClaim,
  checkVerification,
  sendVerificationCode,
  startVerification,
  verificationStatus,
} from './verification.service.js';
import {
  BearerHeaders,
  CheckBody,
  ClaimAccepted,
  ClaimBody,
  ClaimParams,
  CodeBody,
  CorrectBody,
  RemoveBody,
  RequestAccepted,
  SubmitBody,
  VerificationCheckResponse,
  VerificationCodeResponse,
  VerificationStartResponse,
  VerificationStatusResponse,
} from './workflow.schemas.js';

const tags = ['listings'];
const bearer = [{ claimToken: [] }];

export function registerWorkflowRoutes(server: FastifyInstance, deps: Deps, urls: Urls): void {
  const app = server.withTypeProvider<TypeBoxProvider>();
  app.post(
    '/api/listings/submit',
    {
      schema: {
        operationId: 'submitListing',
        summary: 'Submit a free listing; continues into owner verification',
        tags,
        body: SubmitBody,
        response: responses({ 202: ClaimAccepted }, 409, 413, 415, 429),
      },
    },
    async (request, reply) => {
      await limitWorkflowRequests(deps, 'submit', request.ip);
      return reply.code(202).send(await submitListing(deps, urls, request.body));
    },
  );

  app.post(
    '/api/listings/claim',
    {
      schema: {
        operationId: 'claimListing',
        summary: 'Claim a published listing; continues into owner verification',
        tags,
        body: ClaimBody,
        response: responses({ 202: ClaimAccepted }, 404, 409, 410, 413, 415, 429),
      },
    },
    async (request, reply) => {
      await limitWorkflowRequests(deps, 'claim', request.ip);
      return reply.code(202).send(await claimListing(deps, urls, request.body));
    },
  );

  app.post(
    '/api/listings/correct',
    {
      schema: {
        operationId: 'requestCorrection',
        summary: 'Request a correction of public listing fields (goes to review)',
        tags,
        body: CorrectBody,
        response: responses({ 202: RequestAccepted }, 404, 410, 413, 415, 429),
      },
    },
    async (request, reply) => {
      await limitWorkflowRequests(deps, 'correct', request.ip);
      return reply.code(202).send(await requestCorrection(deps, request.body));
    },
  );

  app.post(
    '/api/listings/remove',
    {
      schema: {
        operationId: 'requestRemoval',
        summary: 'Request removal of a listing (goes to review)',
        tags,
        body: RemoveBody,
        response: responses({ 202: RequestAccepted }, 404, 410, 413, 415, 429),
      },
    },
    async (request, reply) => {
      await limitWorkflowRequests(deps, 'remove', request.ip);
      return reply.code(202).send(await requestRemoval(deps, request.body));
    },
  );

  app.post(
    '/api/claims/:claimId/verification/start',
    {
      schema: {
        operationId: 'startVerification',
        summary: 'Start or regenerate the verification challenge (DNS TXT, file or meta tag; or where a code can go)',
        tags,
        params: ClaimParams,
        headers: BearerHeaders,
        security: bearer,
        response: responses({ 200: VerificationStartResponse }, 401, 404, 409, 410),
      },
    },
    async (request) =>
      startVerification(deps, await authenticateClaim(deps, request.params.claimId, request.headers.authorization)),
  );

  app.post(
    '/api/claims/:claimId/verification/check',
    {
      schema: {
        operationId: 'checkVerification',
        summary: 'Look up the DNS or website evidence, or compare a code, and say what was found',
        tags,
        params: ClaimParams,
        headers: BearerHeaders,
        body: CheckBody,
        security: bearer,
        response: responses({ 200: VerificationCheckResponse }, 401, 404, 409, 410, 415, 429),
      },
    },
    async (request) =>
      checkVerification(
        deps,
        await authenticateClaim(deps, request.params.claimId, request.headers.authorization),
        request.body.method,
        request.body.code,
      ),
  );

  app.post(
    '/api/claims/:claimId/verification/code',
    {
      schema: {
        operationId: 'sendVerificationCode',
        summary: "Send a verification code to the listing's public e-mail, or ask for a call to its public phone",
        description:
          'For listings without a website, or owners who prefer it. The code is valid 24 hours and allows 5 wrong entries; enter it with `verification/check` (`{method, code}`). Three codes per claim per day.',
        tags,
        params: ClaimParams,
        headers: BearerHeaders,
        body: CodeBody,
        security: bearer,
        response: responses({ 200: VerificationCodeResponse }, 401, 404, 409, 410, 415, 429),
      },
    },
    async (request) =>
      sendVerificationCode(
        deps,
        await authenticateClaim(deps, request.params.claimId, request.headers.authorization),
        request.body.channel,
      ),
  );

  app.post(
    '/api/claims/:claimId/verification/status',
    {
      schema: {
        operationId: 'getVerificationStatus',
        summary: 'Read the claim status',
        tags,
        params: ClaimParams,
        headers: BearerHeaders,
        security: bearer,
        response: responses({ 200: VerificationStatusResponse }, 401, 404, 410),
      },
    },
    async (request) =>
      verificationStatus(deps, await authenticateClaim(deps, request.params.claimId, request.headers.authorization)),
  );
}
