/**
 * Renders every failure as `{ok:false, error:{code, message, details?}}`: AppErrors with their
 * status, Fastify's own 4xx errors mapped to stable codes, anything else a logged 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../errors.js';

interface ValidationIssue {
  instancePath?: string;
  schemaPath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const LOCATION_NAMES: Record<string, string> = {
  querystring: 'query',
  params: 'path',
  body: 'body',
  headers: 'header',
};

/** Turns schema validation issues into one readable message naming the offending parameter. */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): AppError {
  const location = LOCATION_NAMES[context ?? ''] ?? context ?? 'request';
  const problems = issues.slice(0, 10).map((issue) => {
    const missing =
      issue.keyword === 'required' ? (issue.params?.requiredProperties ?? issue.params?.missingProperty) : undefined;
    const extra =
      issue.keyword === 'additionalProperties'
        ? (issue.params?.additionalProperties ?? issue.params?.additionalProperty)
        : undefined;
    const pointer = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const parameter = [pointer, missing ?? extra].filter((part) => part !== undefined && part !== '').join('.') || location;
    let message = issue.message ?? 'is invalid';
    if (issue.keyword === 'pattern') message = 'has an invalid format or contains control characters';
    // A field no schema allows: reported on the object, and on the field itself as a false schema.
    if (issue.keyword === 'additionalProperties' || issue.schemaPath?.endsWith('/additionalProperties')) {
      message = 'is not an allowed field';
    }
    if (issue.keyword === 'required') message = 'is required';
    return { parameter: String(parameter), message };
  });
  const first = problems[0] ?? { parameter: location, message: 'is invalid' };
  return new AppError('validation_failed', `${location} parameter "${first.parameter}" ${first.message}`, {
    location,
    parameter: first.parameter,
    problems,
  });
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_failed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_BAD_URL: 'validation_failed',
  FST_ERR_ASYNC_CONSTRAINT: 'validation_failed',
};

/** Maps any thrown value to an AppError (unknown errors become `internal_error`). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fe = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
  if (fe?.validation) return describeValidation(fe.validation, fe.validationContext);
  const mapped = fe?.code ? FASTIFY_CODES[fe.code] : undefined;
  if (mapped) return new AppError(mapped, mapped === 'validation_failed' ? fe.message : undefined);
  if (error instanceof SyntaxError && fe.statusCode === 400) return new AppError('invalid_json');
  if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 413) return new AppError('payload_too_large');
    if (fe.statusCode === 415) return new AppError('unsupported_media_type');
    if (fe.statusCode === 404) return new AppError('not_found');
    return new AppError('validation_failed', fe.message);
  }
  return new AppError('internal_error');
}

/** Sends an AppError with its headers in the envelope. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  const body: { ok: false; error: { code: string; message: string; details?: Record<string, unknown> } } = {
    ok: false,
    error: { code: error.code, message: error.message },
  };
  if (error.details) body.error.details = error.details;
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/** Renders the site's HTML error page (a whole document) for a status and a message. */
export type ErrorPageRenderer = (status: number, message: string) => string;

/** Paths whose clients read JSON or documents, whatever their Accept header says. */
const MACHINE_PATH = /^\/(api|ai|mcp)(\/|$)|^\/\.well-known\/|\.(json|txt|xml)$/;

/** Whether a failure should be shown as a page: a browser asking for a path that is not an API. */
export function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const path = request.url.split('?')[0] ?? '';
  return accept.includes('text/html') && !MACHINE_PATH.test(path);
}

/** Sends a failure as the site's HTML page to browsers (when a renderer is given), else as the envelope. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
  renderPage: ErrorPageRenderer | undefined,
): FastifyReply {
  if (!renderPage || !wantsHtml(request)) return sendError(reply, error);
  if (error.headers) reply.headers(error.headers);
  return reply
    .code(error.status)
    .type('text/html; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .send(renderPage(error.status, error.message));
}

export function registerErrorHandling(app: FastifyInstance, renderPage?: ErrorPageRenderer): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, appError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailure(
      request,
      reply,
      new AppError('not_found', `Nothing is at ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}.`),
      renderPage,
    ),
  );
}
