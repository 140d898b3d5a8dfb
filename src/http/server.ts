/**
 * The Fastify instance every route runs in: body limit, strict validation, the error envelope
 * and the request guards. No routes; `buildApp` adds them.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { LogLevel } from '../config.js';
import { registerErrorHandling } from './error-handler.js';
import { registerRequestGuards } from './request-guards.js';
import { ErrorResponse } from './schemas.js';
import { validatorCompiler } from './validator.js';

/** Largest accepted request body (SPEC: bodies over 64 KiB → 413). */
export const BODY_LIMIT = 64 * 1024;

export function createHttpServer(log: FastifyBaseLogger, logLevel: LogLevel): FastifyInstance {
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    // Per-request lines only at debug level; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: logLevel !== 'debug' && logLevel !== 'trace' }),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.addSchema(ErrorResponse);
  registerErrorHandling(app);
  registerRequestGuards(app);
  return app;
}
