/**
 * What every HTML page route shares: form bodies, the Origin check on posts, security headers,
 * HTML error pages and the signed-in viewer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { h, type JSX } from 'preact';
import { Type } from 'typebox';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { toAppError } from '../http/error-handler.js';
import { assertSameOrigin } from '../http/origin.js';
import { resolveSession, type SignedIn, sessionTokenOf } from '../owners/session.service.js';
import type { Viewer } from './layout.js';
import { ErrorPage } from './pages/error.js';
import { renderDocument } from './render.js';

/** An HTML page response, for the documented page routes. */
export const HtmlResponse = { description: 'HTML page', content: { 'text/html': { schema: Type.String() } } };

/** Largest accepted form body. */
const FORM_LIMIT = 16 * 1024;

/** A parsed form: repeated names become arrays. */
export type FormBody = Record<string, string | string[]>;

/** One value of a form field (the first when repeated), trimmed; '' when absent. */
export function formValue(body: unknown, name: string): string {
  const value = (body as FormBody | undefined)?.[name];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

/** Every value of a form or query field. */
export function formValues(body: unknown, name: string): string[] {
  const value = (body as FormBody | undefined)?.[name];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => v.trim()).filter(Boolean);
}

function parseForm(text: string): FormBody {
  const body: FormBody = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = body[key];
    if (existing === undefined) body[key] = value;
    else body[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return body;
}

/** The Content-Security-Policy of pages: no inline script, no framing. */
export function contentSecurityPolicy(gatewayUrl: string, publicUrl: string): string {
  const gateway = new URL(gatewayUrl).origin;
  const connect = gateway === new URL(publicUrl).origin ? "'self'" : `'self' ${gateway}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${connect}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The error as a client error to show on the page, with its headers (such as Retry-After) set on
 * `reply`; server faults and anything unexpected are rethrown for the scope's error handler.
 */
export function clientError(error: unknown, reply?: FastifyReply): AppError {
  if (!(error instanceof AppError) || error.status >= 500) throw error;
  if (reply && error.headers) reply.headers(error.headers);
  return error;
}

/** Sends a rendered page with its status. */
export function sendPage(reply: FastifyReply, page: JSX.Element, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(renderDocument(page));
}

/** The signed-in account of this request, if any. */
export function signedInOf(deps: Pick<Deps, 'db' | 'clock'>, request: FastifyRequest): Promise<SignedIn | null> {
  return resolveSession(deps, sessionTokenOf(request.headers.cookie));
}

export function viewerOf(signedIn: SignedIn | null): Viewer | null {
  return signedIn ? { role: signedIn.account.role, email: signedIn.account.email } : null;
}

/** Sets up `scope` (an encapsulated plugin) for page routes. */
export function preparePageScope(scope: FastifyInstance, deps: Deps): void {
  const csp = contentSecurityPolicy(deps.config.gatewayUrl, deps.config.publicUrl);
  const https = deps.config.publicUrl.startsWith('https:');
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_req, body, done) => done(null, parseForm(String(body))),
  );
  scope.addHook('preHandler', async (request) => {
    if (request.method === 'POST') assertSameOrigin(request.headers, deps.config.publicUrl);
  });
  scope.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', csp);
      reply.header('x-content-type-options', 'nosniff');
      if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
  scope.setErrorHandler(async (error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'page request failed');
    if (appError.headers) reply.headers(appError.headers);
    const viewer = viewerOf(await signedInOf(deps, request).catch(() => null));
    return sendPage(reply, h(ErrorPage, { status: appError.status, message: appError.message, viewer }), appError.status);
  });
}
