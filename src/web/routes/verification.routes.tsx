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
import { claimOfLink, resumeClaim } from '../../listings/claim-link.service.js';
import { findListingById } from '../../listings/listing.repository.js';
import {
  authenticateClaim,
  checkVerification,
  currentChallenge,
  pendingCode,
  sendVerificationCode,
  startVerification,
  verificationStatus,
} from '../../listings/verification.service.js';
import { claimCookie, claimFromCookie, clearedFlashCookie, type Flash, flashCookie, flashFromCookie } from '../claim-cookie.js';
import { clientError, formValue, HtmlResponse, sendPage, signedInOf, viewerOf } from '../page-scope.js';
import { ResumePage, SessionFormPage, WorkspacePage } from '../pages/owner/verification.js';

const hidden = { hide: true };

/** The claim of the browser's claim cookie, when it is for `claimId` (or any, when no id is asked for). */
async function claimOfBrowser(deps: Deps, request: FastifyRequest, claimId: string): Promise<ClaimRow | null> {
  const held = claimFromCookie(request.headers.cookie);
  if (!held || (claimId && held.claimId !== claimId)) return null;
  return authenticateClaim(deps, held.claimId, `Bearer ${held.token}`);
}

/**
 * The workspace of a claim. A pending claim without a live challenge gets one here, so the owner
 * sees what to publish at once; a flash left by the action before the redirect is shown once.
 */
async function renderWorkspace(deps: Deps, request: FastifyRequest, reply: FastifyReply, held: ClaimRow) {
  let claim = held;
  if (claim.status === 'pending_verification' && !(await currentChallenge(deps, claim))) {
    await startVerification(deps, claim);
    claim = (await claimOfBrowser(deps, request, claim.id)) ?? claim;
  }
  const pending = claim.status === 'pending_verification';
  const [{ claim: status }, challenge, code, listing, signedIn] = await Promise.all([
    verificationStatus(deps, claim),
    pending ? currentChallenge(deps, claim) : null,
    pending ? pendingCode(deps, claim) : null,
    findListingById(deps.db, claim.listing_id),
    signedInOf(deps, request),
  ]);
  const flash = flashFromCookie(request.headers.cookie);
  if (flash) reply.header('set-cookie', clearedFlashCookie());
  reply.header('cache-control', 'no-store');
  return sendPage(
    reply,
    <WorkspacePage
      status={status}
      listingName={listing?.name ?? 'your listing'}
      challenge={challenge}
      code={code}
      findings={claimFindings(claim)}
      flash={flash}
      viewer={viewerOf(signedIn)}
    />,
  );
}

/** Keeps the claim token in an HttpOnly cookie and sends the browser to the verification workspace. */
export function toWorkspace(
  deps: Pick<Deps, 'config' | 'clock'>,
  reply: FastifyReply,
  session: { claimId: string; claimToken: string; expiresAt: string },
): FastifyReply {
  reply.header(
    'set-cookie',
    claimCookie(session.claimId, session.claimToken, session.expiresAt, deps.config.publicUrl, deps.clock.now()),
  );
  return reply
    .code(303)
    .header('location', `/owner/verification?claim=${encodeURIComponent(session.claimId)}`)
    .send();
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
      let claim: ClaimRow | null = null;
      let ended: string | null = null;
      try {
        claim = await claimOfBrowser(deps, request, claimId);
      } catch (caught) {
        const error = clientError(caught);
        if (error.status !== 401 && error.status !== 404 && error.status !== 410) throw caught;
        // A session moved to another device (or expired): this browser's cookie no longer opens it.
        ended = "This browser's session for the claim has ended: it continued on another device, or expired.";
      }
      if (!claim) {
        const viewer = viewerOf(await signedInOf(deps, request));
        return sendPage(reply, <SessionFormPage claimId={claimId} error={ended} viewer={viewer} />);
      }
      return renderWorkspace(deps, request, reply, claim);
    },
  );

  // The e-mailed link to continue on another device: looking uses nothing; confirming moves the session here.
  scope.get<{ Querystring: { token?: string } }>('/owner/verification/resume', { schema: hidden }, async (request, reply) => {
    const token = formValue(request.query, 'token');
    const claim = await claimOfLink(deps, token);
    const listing = claim ? await findListingById(deps.db, claim.listing_id) : undefined;
    const viewer = viewerOf(await signedInOf(deps, request));
    reply.header('cache-control', 'no-store');
    return sendPage(
      reply,
      <ResumePage token={token} listingName={claim ? (listing?.name ?? 'your listing') : null} viewer={viewer} />,
      claim ? 200 : 410,
    );
  });

  scope.post('/owner/verification/resume', { schema: hidden }, async (request, reply) => {
    try {
      return toWorkspace(deps, reply, await resumeClaim(deps, formValue(request.body, 'token')));
    } catch (caught) {
      const error = clientError(caught, reply);
      const viewer = viewerOf(await signedInOf(deps, request));
      return sendPage(reply, <ResumePage token="" listingName={null} viewer={viewer} />, error.status);
    }
  });

  scope.post('/owner/verification/session', { schema: hidden }, async (request, reply) => {
    const claimId = formValue(request.body, 'claimId');
    const token = formValue(request.body, 'claimToken');
    try {
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(claimId)) throw new AppError('validation_failed', 'Enter the claim id.');
      const claim = await authenticateClaim(deps, claimId, `Bearer ${token}`);
      return toWorkspace(deps, reply, { claimId: claim.id, claimToken: token, expiresAt: claim.token_expires_at });
    } catch (caught) {
      const error = clientError(caught, reply);
      const message = error.status === 404 || error.status === 401 ? 'The claim id or token is wrong.' : error.message;
      const viewer = viewerOf(await signedInOf(deps, request));
      return sendPage(reply, <SessionFormPage claimId={claimId} error={message} viewer={viewer} />, error.status);
    }
  });

  /**
   * Runs a workspace action for the browser's claim, then redirects to the workspace, which shows
   * the outcome once (Post/Redirect/Get: a reload does not post again).
   */
  const action =
    (run: (claim: ClaimRow, request: FastifyRequest) => Promise<Flash>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // No session here (or one that has ended): the workspace says so.
      const claim = await claimOfBrowser(deps, request, '').catch(() => null);
      if (!claim) return reply.code(303).header('location', '/owner/verification').send();
      let flash: Flash;
      try {
        flash = await run(claim, request);
      } catch (caught) {
        flash = { kind: 'error', message: clientError(caught).message };
      }
      return reply
        .code(303)
        .header('set-cookie', flashCookie(flash, deps.config.publicUrl))
        .header('location', `/owner/verification?claim=${encodeURIComponent(claim.id)}`)
        .send();
    };
  // Opening an action's address (a bookmark, a reload after the redirect) shows the workspace.
  for (const url of ['/owner/verification/start', '/owner/verification/check', '/owner/verification/code']) {
    scope.get(url, { schema: hidden }, async (_request, reply) =>
      reply.code(303).header('location', '/owner/verification').send(),
    );
  }

  scope.post(
    '/owner/verification/start',
    { schema: hidden },
    action(async (claim) => {
      await startVerification(deps, claim);
      return { kind: 'ok', message: 'A new challenge is ready. Publish one of the values below, then check.' };
    }),
  );

  scope.post(
    '/owner/verification/check',
    { schema: hidden },
    action(async (claim, request) => {
      const method = formValue(request.body, 'method');
      if (method !== 'dns' && method !== 'website' && method !== 'email' && method !== 'phone')
        throw new AppError('validation_failed', 'Choose a way to verify.');
      const result = await checkVerification(deps, claim, method, formValue(request.body, 'code'));
      if (result.verified) return { kind: 'ok', message: 'Verified: the evidence matches.' };
      if (method === 'email' || method === 'phone') return { kind: 'error', message: result.findings[0]?.detail ?? '' };
      return { kind: 'info', message: 'No matching evidence yet; see what was found below. Records can take a while to appear.' };
    }),
  );

  scope.post(
    '/owner/verification/code',
    { schema: hidden },
    action(async (claim, request) => {
      const channel = formValue(request.body, 'channel');
      if (channel !== 'email' && channel !== 'phone') throw new AppError('validation_failed', 'Choose e-mail or phone.');
      const { code } = await sendVerificationCode(deps, claim, channel);
      return {
        kind: 'ok',
        message:
          channel === 'email'
            ? `A code is on its way to ${code.sentTo}. Enter it below.`
            : `A reviewer will call ${code.sentTo} and read out a code. Enter it below.`,
      };
    }),
  );
}
