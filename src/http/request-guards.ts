/** Checks that run before routing: a query string must be valid percent-encoded UTF-8. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { sendError } from './error-handler.js';

/** Whether every key and value of a raw query string decodes as UTF-8. */
export function isDecodableQuery(query: string): boolean {
  for (const part of query.split('&')) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return false;
    }
  }
  return true;
}

export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const at = request.url.indexOf('?');
    if (at >= 0 && !isDecodableQuery(request.url.slice(at + 1))) {
      return sendError(
        reply,
        new AppError('validation_failed', 'The query string is not valid percent-encoded UTF-8.', {
          location: 'query',
          parameter: 'query',
        }),
      );
    }
  });
}
