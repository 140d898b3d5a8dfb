/**
 * The Fastify instance every route runs in: body limit, strict validation, time-outs and a cap on
 * connections per address, the error envelope (router errors included) and the request guards.
 * No routes; `buildApp` adds them.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { LogLevel } from '../config.js';
import { AppError, ERROR_CODES, type ErrorCode } from '../errors.js';
import { capConnectionsPerAddress } from './connection-cap.js';
import { type ErrorPageRenderer, registerErrorHandling, sendFailure } from './error-handler.js';
import { registerRequestGuards } from './request-guards.js';
import { ErrorResponse } from './schemas.js';
import { validatorCompiler } from './validator.js';

/** Largest accepted request body: bodies over 64 KiB → 413. */
export const BODY_LIMIT = 64 * 1024;

/** How long a stranger may hold a connection without finishing what it sends (ms). */
export interface ConnectionLimits {
  /** Request line and headers must arrive within this time. */
  headersMs: number;
  /** The whole request, body included, must arrive within this time. */
  requestMs: number;
  /** A socket with no traffic either way is closed after this time (covers slow handlers too). */
  idleMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveMs: number;
  /** Open connections one address (an IPv6 /64) may hold at once; 0 turns the cap off. */
  perAddress: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
  perAddress: 100,
};

export interface HttpServerOptions {
  /** Renders the site's HTML error page for browsers that hit a router-level error. */
  renderErrorPage?: ErrorPageRenderer;
  connections?: Partial<ConnectionLimits>;
}

/**
 * Answers what Node's HTTP parser rejects before any route runs (a request that did not arrive in
 * time, headers too large, bytes that are not HTTP) with the envelope, then closes the socket.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'request_timeout'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'headers_too_large'
        : 'validation_failed';
  const { status, message } = ERROR_CODES[code];
  const body = JSON.stringify({ ok: false, error: { code, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export function createHttpServer(log: FastifyBaseLogger, logLevel: LogLevel, options: HttpServerOptions = {}): FastifyInstance {
  const limits = { ...CONNECTION_LIMITS, ...options.connections };
  const renderErrorPage = options.renderErrorPage;
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    requestTimeout: limits.requestMs,
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: Math.min(1_000, limits.headersMs) },
    // Per-request lines only at debug level; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: logLevel !== 'debug' && logLevel !== 'trace' }),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
    clientErrorHandler: answerClientError,
    // A URL the router cannot decode, or a path segment over 200 characters, still gets the envelope.
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const failure = new AppError(
        'validation_failed',
        tooLong ? 'A part of the address is longer than 200 characters.' : 'The address is not valid percent-encoded UTF-8.',
        { location: 'path', parameter: 'path' },
      );
      return sendFailure(request, reply, failure, renderErrorPage);
    },
  });
  capConnectionsPerAddress(app.server, limits.perAddress);
  app.setValidatorCompiler(validatorCompiler);
  app.addSchema(ErrorResponse);
  registerErrorHandling(app, renderErrorPage);
  registerRequestGuards(app);
  return app;
}
