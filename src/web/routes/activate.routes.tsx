/** `/owner/activate`: GET shows a confirm form (never uses the link); POST uses it and signs in. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { responses } from '../../http/schemas.js';
import { activateAccount, isActivationUsable } from '../../owners/activation.service.js';
import { sessionCookie } from '../../owners/session.service.js';
import { HtmlResponse, sendPage, signedInOf, viewerOf } from '../page-scope.js';
import { ActivatePage, ActivationGonePage } from '../pages/owner/activate.js';

const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 100 })) });
const TokenForm = Type.Object({ token: Type.String({ maxLength: 100 }) });

export function registerActivationRoutes(scope: FastifyInstance, deps: Deps): void {
  const gone = async (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(reply, <ActivationGonePage viewer={viewerOf(await signedInOf(deps, request))} />, 410);

  scope.get<{ Querystring: { token?: string } }>(
    '/owner/activate',
    {
      schema: {
        operationId: 'showActivation',
        summary: 'One-time owner account activation: a confirm form (looking does not use the link)',
        tags: ['owners'],
        querystring: TokenQuery,
        response: { ...responses({}), 200: HtmlResponse, 410: HtmlResponse },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      // The token is in this page's URL: never send it to other sites or keep it in caches. (no-referrer
      // would make the form post with `Origin: null`, which the Origin check refuses.)
      reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin');
      if (!(await isActivationUsable(deps, token))) return gone(request, reply);
      return sendPage(reply, <ActivatePage token={token} />);
    },
  );

  scope.post<{ Body: { token: string } }>(
    '/owner/activate',
    {
      schema: {
        operationId: 'activateAccount',
        summary: 'Use the activation link: activates the account, signs in, redirects (303) to the dashboard',
        tags: ['owners'],
        body: TokenForm,
        response: { ...responses({}, 403), 303: { description: 'Signed in; see Location' }, 410: HtmlResponse },
      },
    },
    async (request, reply) => {
      try {
        const session = await activateAccount(deps, request.body.token, request.headers['user-agent'] ?? null);
        reply.header('set-cookie', sessionCookie(session.token, deps.config.publicUrl));
        return reply.code(303).header('location', '/owner/dashboard').send();
      } catch (error) {
        if (error instanceof AppError && error.code === 'gone') return gone(request, reply);
        throw error;
      }
    },
  );
}
