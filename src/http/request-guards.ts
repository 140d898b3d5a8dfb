/**
 * Checks every route inherits: a query string must be valid percent-encoded UTF-8, and no path
 * parameter, query value or body string may hold a NUL character (no field has a use for one,
 * and PostgreSQL cannot store it in text).
 */
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

/** The dotted path of the first string holding U+0000 in `value` (searched 8 levels deep), or null. */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > 8) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.?` : '?';
    const found = findNulCharacter(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const PARTS = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

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
  // Thrown, not sent, so that page routes answer with their HTML error page.
  app.addHook('preValidation', async (request) => {
    for (const [part, location] of PARTS) {
      const parameter = findNulCharacter(request[part]);
      if (parameter !== null) {
        throw new AppError('validation_failed', `${location} parameter "${parameter || location}" contains a NUL character.`, {
          location,
          parameter: parameter || location,
        });
      }
    }
  });
}
