/** Owner pages: login, dashboard, fact proposals, audit re-runs, sessions. Thin handlers. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditWebsite } from '../../audit/audit.service.js';
import type { AuditSlots } from '../../audit/audit-slots.js';
import type { BackgroundTasks } from '../../background-tasks.js';
import { loadDashboard } from '../../dashboard/dashboard.service.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { updateHandoffState } from '../../gateway/handoff.service.js';
import { responses } from '../../http/schemas.js';
import { ownedListing, proposeFactChange } from '../../listings/fact-change.service.js';
import { clearedSessionCookie, type SignedIn, signOut } from '../../owners/session.service.js';
import type { Urls } from '../../urls.js';
import { clientError, formValue, HtmlResponse, sendPage, viewerOf } from '../page-scope.js';
import { DashboardPage } from '../pages/owner/dashboard.js';
import { SignedOutPage } from '../pages/owner/login.js';
import { type LoginArea, registerLoginPages, requireRole } from './login.routes.js';

const hidden = { hide: true };
const OWNER: LoginArea = {
  role: 'owner',
  base: '/owner',
  home: '/owner/dashboard',
  audience: 'owner dashboard',
  operationId: 'showOwnerLogin',
};

export function registerOwnerPages(
  scope: FastifyInstance,
  deps: Deps,
  urls: Urls,
  slots: AuditSlots,
  background: BackgroundTasks,
): void {
  registerLoginPages(scope, deps, background, OWNER);

  const dashboard = async (
    reply: FastifyReply,
    signedIn: SignedIn,
    messages: { notice?: string; error?: string; status?: number } = {},
  ) => {
    const data = await loadDashboard(deps, urls, signedIn);
    return sendPage(
      reply.header('cache-control', 'no-store'),
      <DashboardPage data={data} notice={messages.notice ?? null} error={messages.error ?? null} viewer={viewerOf(signedIn)} />,
      messages.status ?? 200,
    );
  };

  /** A dashboard action for the signed-in owner; the dashboard shows its outcome. */
  const action =
    (run: (signedIn: SignedIn, request: FastifyRequest) => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const signedIn = await requireRole(deps, request, reply, OWNER);
      if (!signedIn) return reply;
      try {
        return dashboard(reply, signedIn, { notice: await run(signedIn, request) });
      } catch (caught) {
        const error = clientError(caught, reply);
        return dashboard(reply, signedIn, { error: error.message, status: error.status });
      }
    };

  scope.get(
    '/owner/dashboard',
    {
      schema: {
        operationId: 'showOwnerDashboard',
        summary:
          'Free owner dashboard: listings, approved facts and proposals, requests, gateway figures, inbox, credits, audits',
        tags: ['owners'],
        response: { ...responses({}), 200: HtmlResponse, 303: { description: 'Not signed in; see Location (the login page)' } },
      },
    },
    async (request, reply) => {
      const signedIn = await requireRole(deps, request, reply, OWNER);
      return signedIn ? dashboard(reply, signedIn) : reply;
    },
  );

  scope.post(
    '/owner/facts',
    { schema: hidden },
    action(async (signedIn, request) => {
      const question = formValue(request.body, 'question');
      const lang = formValue(request.body, 'lang');
      const fact = {
        kind: formValue(request.body, 'kind'),
        text: formValue(request.body, 'text'),
        ...(question ? { question } : {}),
        ...(lang ? { lang } : {}),
      };
      await proposeFactChange(deps, signedIn, {
        slug: formValue(request.body, 'slug'),
        add: [fact],
        remove: [],
        reason: formValue(request.body, 'reason'),
      });
      return 'Your fact went to a reviewer. It is answerable once approved.';
    }),
  );

  scope.post(
    '/owner/facts/translate',
    { schema: hidden },
    action(async (signedIn, request) => {
      const question = formValue(request.body, 'question');
      await proposeFactChange(deps, signedIn, {
        slug: formValue(request.body, 'slug'),
        add: [],
        remove: [],
        translate: [
          {
            factId: formValue(request.body, 'factId'),
            translation: {
              lang: formValue(request.body, 'lang'),
              text: formValue(request.body, 'text'),
              ...(question ? { question } : {}),
            },
          },
        ],
        reason: 'Owner gives a fact in another language',
      });
      return 'Your wording went to a reviewer. Askers in that language get it once approved.';
    }),
  );

  scope.post(
    '/owner/facts/drop',
    { schema: hidden },
    action(async (signedIn, request) => {
      await proposeFactChange(deps, signedIn, {
        slug: formValue(request.body, 'slug'),
        add: [],
        remove: [formValue(request.body, 'factId')],
        reason: 'Owner asks to drop this fact',
      });
      return 'Your request to drop the fact went to a reviewer.';
    }),
  );

  scope.post(
    '/owner/handoffs',
    { schema: hidden },
    action(async (signedIn, request) => {
      const listing = await ownedListing(deps, signedIn, formValue(request.body, 'slug'));
      const state = formValue(request.body, 'state');
      await updateHandoffState(deps, listing.id, formValue(request.body, 'handoffId'), state);
      return state === 'closed' ? 'The question is closed; its status address now says so.' : 'The question is marked seen.';
    }),
  );

  scope.post(
    '/owner/audit',
    { schema: hidden },
    action(async (signedIn, request) => {
      const listing = await ownedListing(deps, signedIn, formValue(request.body, 'slug'));
      if (!listing.website_url) throw new AppError('conflict', 'This listing has no website to audit.');
      const { audit } = await auditWebsite(
        deps,
        urls,
        slots,
        { url: listing.website_url, listingSlug: listing.slug },
        request.ip,
      );
      return `Audit finished: ${audit.score} / 100 (grade ${audit.grade}).`;
    }),
  );

  scope.post('/owner/sessions/revoke', { schema: hidden }, async (request, reply) => {
    const signedIn = await requireRole(deps, request, reply, OWNER);
    if (!signedIn) return reply;
    const sessionId = formValue(request.body, 'sessionId');
    await signOut(deps, signedIn, sessionId);
    if (sessionId === signedIn.sessionId) {
      reply.header('set-cookie', clearedSessionCookie(deps.config.publicUrl));
      return sendPage(reply, <SignedOutPage base="/owner" />);
    }
    return dashboard(reply, signedIn, { notice: 'That session is signed out.' });
  });
}
