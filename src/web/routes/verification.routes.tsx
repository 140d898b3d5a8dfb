/**
 * `/owner/verification`: the workspace of a claim session. The claim token comes from the
 * HttpOnly cookie set by the submit/claim forms (or entered once), never from the URL.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { responses } from '../../http/schemas.js';
import { type ClaimRow, claimFindings } from '../../listings/claim.repository.js';
import { findListingById } from '../../listings/listing.repository.js';
import {
  authenticateClaim,
  checkVerification,
  currentChallenge,
  startVerification,
  verificationStatus,
} from '../../listings/verification.service.js';
import { claimCookie, claimFromCookie } from '../claim-cookie.js';
import { clientError, formValue, HtmlResponse, sendPage, signedInOf, viewerOf } from '../page-scope.js';
import { SessionFormPage, WorkspacePage } from '../pages/owner/verification.js';

const hidden = { hide: true };

/** The claim of the browser's claim cookie, when it is for `claimId` (or any, when no id is asked for). */
async function claimOfBrowser(deps: Deps, request: FastifyRequest, claimId: string): Promise<ClaimRow | null> {
  const held = claimFromCookie(request.headers.cookie);
  if (!held || (claimId && held.claimId !== claimId)) return null;
  return authenticateClaim(deps, held.claimId, `Bearer ${held.token}`);
}

async function renderWorkspace(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  claim: ClaimRow,
  messages: { notice?: string; error?: string; status?: number } = {},
) {
  const [{ claim: status }, challenge, listing, signedIn] = await Promise.all([
    verificationStatus(deps, claim),
    claim.status === 'pending_verification' ? currentChallenge(deps, claim) : null,
    findListingById(deps.db, claim.listing_id),
    signedInOf(deps, request),
  ]);
  const findings = claimFindings(claim);
  reply.header('cache-control', 'no-store');
  return sendPage(
    reply,
    <WorkspacePage
      status={status}
      listingName={listing?.name ?? 'your listing'}
      challenge={challenge}
      findings={findings}
      notice={messages.notice ?? null}
      error={messages.error ?? null}
      viewer={viewerOf(signedIn)}
    />,
    messages.status ?? 200,
  );
}

export function registerVerificationPages(scope: FastifyInstance, deps: Deps): void {
  scope.get<{ Querystring: { claim?: string } }>(
    '/owner/verification',
    {
      schema: {
        operationId: 'showVerificationWorkspace',
        summary: 'Owner verification workspace: the challenge (TXT record, file, meta tag), checks and the claim status',
        description:
          'The claim-session token is read from an HttpOnly cookie set by the submit and claim forms, never from the URL.',
        tags: ['owners'],
        querystring: Type.Object({ claim: Type.Optional(Type.String({ maxLength: 40 })) }),
        response: { ...responses({}), 200: HtmlResponse, 401: HtmlResponse, 410: HtmlResponse },
      },
    },
    async (request, reply) => {
      const claimId = formValue(request.query, 'claim');
      const claim = await claimOfBrowser(deps, request, claimId);
      if (!claim) {
        const viewer = viewerOf(await signedInOf(deps, request));
        return sendPage(reply, <SessionFormPage claimId={claimId} error={null} viewer={viewer} />);
      }
      return renderWorkspace(deps, request, reply, claim);
    },
  );

  scope.post('/owner/verification/session', { schema: hidden }, async (request, reply) => {
    const claimId = formValue(request.body, 'claimId');
    const token = formValue(request.body, 'claimToken');
    try {
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(claimId)) throw new AppError('validation_failed', 'Enter the claim id.');
      const claim = await authenticateClaim(deps, claimId, `Bearer ${token}`);
      reply.header('set-cookie', claimCookie(claim.id, token, claim.token_expires_at, deps.config.publicUrl, deps.clock.now()));
      return reply
        .code(303)
        .header('location', `/owner/verification?claim=${encodeURIComponent(claim.id)}`)
        .send();
    } catch (caught) {
      const error = clientError(caught, reply);
      const message = error.status === 404 || error.status === 401 ? 'The claim id or token is wrong.' : error.message;
      const viewer = viewerOf(await signedInOf(deps, request));
      return sendPage(reply, <SessionFormPage claimId={claimId} error={message} viewer={viewer} />, error.status);
    }
  });

  /** Runs a workspace action for the browser's claim and shows the workspace with its outcome. */
  const action =
    (run: (claim: ClaimRow, request: FastifyRequest) => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const claim = await claimOfBrowser(deps, request, '');
      if (!claim) return reply.code(303).header('location', '/owner/verification').send();
      try {
        const notice = await run(claim, request);
        return renderWorkspace(deps, request, reply, (await claimOfBrowser(deps, request, claim.id)) ?? claim, { notice });
      } catch (caught) {
        const error = clientError(caught, reply);
        return renderWorkspace(deps, request, reply, claim, { error: error.message, status: error.status });
      }
    };

  scope.post(
    '/owner/verification/start',
    { schema: hidden },
    action(async (claim) => {
      await startVerification(deps, claim);
      return 'A new challenge is ready. Publish one of the values below, then check.';
    }),
  );

  scope.post(
    '/owner/verification/check',
    { schema: hidden },
    action(async (claim, request) => {
      const method = formValue(request.body, 'method');
      if (method !== 'dns' && method !== 'website')
        throw new AppError('validation_failed', 'Choose the DNS or the website check.');
      const result = await checkVerification(deps, claim, method);
      return result.verified ? 'Verified: the evidence matches.' : 'No matching evidence yet; see what was found below.';
    }),
  );
}
