/** Sign-in by e-mailed code and sign-out, for owners and reviewers alike. */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks.js';
import type { Deps } from '../../deps.js';
import { responses } from '../../http/schemas.js';
import { requestLoginCode, signInWithCode } from '../../owners/login.service.js';
import { clearedSessionCookie, type SignedIn, sessionCookie, signOut } from '../../owners/session.service.js';
import { clientError, formValue, HtmlResponse, sendPage, signedInOf } from '../page-scope.js';
import { LoginPage, type LoginProps, SignedOutPage } from '../pages/owner/login.js';

const hidden = { hide: true };

export interface LoginArea {
  role: 'owner' | 'reviewer';
  /** Path prefix: '/owner' or '/admin'. */
  base: string;
  /** Where a signed-in person lands. */
  home: string;
  audience: string;
  /** OpenAPI operation of the login page, when it is a documented route. */
  operationId?: string;
}

/** The signed-in account of `role`, or a 303 to the area's login page (returns null after sending it). */
export async function requireRole(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  area: LoginArea,
): Promise<SignedIn | null> {
  const signedIn = await signedInOf(deps, request);
  if (signedIn?.account.role === area.role) return signedIn;
  await reply.code(303).header('location', `${area.base}/login`).send();
  return null;
}

export function registerLoginPages(scope: FastifyInstance, deps: Deps, background: BackgroundTasks, area: LoginArea): void {
  const page = (reply: FastifyReply, props: Omit<LoginProps, 'base' | 'audience'>, status = 200) =>
    sendPage(
      reply.header('cache-control', 'no-store'),
      <LoginPage base={area.base} audience={area.audience} {...props} />,
      status,
    );

  const documented: RouteShorthandOptions = {
    schema: {
      operationId: area.operationId,
      summary: 'Sign in by e-mailed 8-digit code: a form with field `email`, then a form with field `code`',
      tags: ['owners'],
      response: { ...responses({}), 200: HtmlResponse, 303: { description: 'Already signed in; see Location' } },
    },
  };
  scope.get(`${area.base}/login`, area.operationId ? documented : { schema: hidden }, async (request, reply) => {
    const signedIn = await signedInOf(deps, request);
    if (signedIn?.account.role === area.role) return reply.code(303).header('location', area.home).send();
    return page(reply, { step: 'email', email: '', notice: null, error: null });
  });

  scope.post(`${area.base}/login`, { schema: hidden }, async (request, reply) => {
    const email = formValue(request.body, 'email');
    try {
      await requestLoginCode(deps, background, { email, role: area.role, ip: request.ip });
    } catch (caught) {
      const error = clientError(caught, reply);
      return page(reply, { step: 'email', email, notice: null, error: error.message }, error.status);
    }
    const notice = `If ${email} has an account, we have e-mailed it a code. It may take a minute to arrive.`;
    return page(reply, { step: 'code', email, notice, error: null });
  });

  scope.post(`${area.base}/login/code`, { schema: hidden }, async (request, reply) => {
    const email = formValue(request.body, 'email');
    try {
      const session = await signInWithCode(deps, {
        email,
        code: formValue(request.body, 'code'),
        role: area.role,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      reply.header('set-cookie', sessionCookie(session.token, deps.config.publicUrl));
      return reply.code(303).header('location', area.home).send();
    } catch (caught) {
      const error = clientError(caught, reply);
      return page(reply, { step: 'code', email, notice: null, error: error.message }, error.status);
    }
  });

  scope.post(`${area.base}/logout`, { schema: hidden }, async (request, reply) => {
    const signedIn = await signedInOf(deps, request);
    if (signedIn) await signOut(deps, signedIn);
    reply.header('set-cookie', clearedSessionCookie(deps.config.publicUrl));
    return sendPage(reply, <SignedOutPage base={area.base} />);
  });
}
