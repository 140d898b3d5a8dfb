/** `/owner/activate`: GET shows a confirm form (never uses the link); POST uses it and signs in. */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { responses } from '../http/schemas.js';
import { activateAccount, isActivationUsable } from '../owners/activation.service.js';
import { sessionCookie } from '../owners/session.service.js';
import { escapeHtml, page } from './html.js';

const Html = { description: 'HTML page', content: { 'text/html': { schema: Type.String() } } };
const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 100 })) });
const TokenForm = Type.Object({ token: Type.String({ maxLength: 100 }) });

const GONE_PAGE = page(
  'Link no longer valid',
  '<h1>This activation link can no longer be used</h1><p>It was already used or has expired (links are valid for 7 days). If your account is active, sign in at <a href="/owner/login">/owner/login</a>.</p>',
);

/** Registered inside the page scope (form bodies, Origin check, security headers). */
export function registerActivationRoutes(scope: FastifyInstance, deps: Deps): void {
  scope.get<{ Querystring: { token?: string } }>(
    '/owner/activate',
    {
      schema: {
        operationId: 'showActivation',
        summary: 'One-time owner account activation: a confirm form (looking does not use the link)',
        tags: ['owners'],
        querystring: TokenQuery,
        response: { ...responses({}), 200: Html, 410: Html },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (!(await isActivationUsable(deps, token))) return reply.code(410).send(GONE_PAGE);
      return page(
        'Activate your account',
        `<h1>Activate your owner account</h1><p>Confirm to activate your account and sign in.</p><form method="post" action="/owner/activate"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Activate and sign in</button></form>`,
      );
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
        response: { ...responses({}, 403), 303: { description: 'Signed in; see Location' }, 410: Html },
      },
    },
    async (request, reply) => {
      try {
        const session = await activateAccount(deps, request.body.token, request.headers['user-agent'] ?? null);
        reply.header('set-cookie', sessionCookie(session.token, deps.config.publicUrl));
        return reply.code(303).header('location', '/owner/dashboard').send();
      } catch (error) {
        if (error instanceof AppError && error.code === 'gone') {
          return reply.code(410).type('text/html; charset=utf-8').send(GONE_PAGE);
        }
        throw error;
      }
    },
  );
}
