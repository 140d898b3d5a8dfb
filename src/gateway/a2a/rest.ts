/**
 * The HTTP+JSON binding under `…/a2a/v1`: `POST message:send`, `POST message:stream`,
 * `GET tasks/{id}`, `POST tasks/{id}:cancel`, and `tasks/{id}:subscribe`, which answers
 * UnsupportedOperation (every task is already terminal). The `A2A-Version` header picks the wire
 * format (missing → 0.3); errors are `google.rpc.Status` bodies with their HTTP status.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { toAppError } from '../../http/error-handler.js';
import { sendEventStream } from './replies.js';
import { A2aError, type A2aVersion, readVersion, restError } from './wire.js';

/** Runs a REST operation in the version the request asks for, sending its result or its error. */
export async function replyRest(
  reply: FastifyReply,
  versionHeader: string | undefined,
  operation: (version: A2aVersion) => Promise<unknown>,
) {
  try {
    const result = await operation(readVersion(versionHeader) ?? '0.3');
    return reply.type('application/json; charset=utf-8').send(result);
  } catch (error) {
    const known = error instanceof A2aError ? error : toAppError(error);
    if (!(known instanceof A2aError) && known.headers) reply.headers(known.headers);
    const { http, body } = restError(known);
    if (http >= 500) reply.log.error({ err: error }, 'A2A request failed');
    // The documented error schema is the simple envelope; an A2A request gets google.rpc.Status instead.
    return reply.code(http).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
  }
}

/**
 * Runs a streaming REST operation: its result (the task, wrapped as a v1.0 StreamResponse) as the one
 * event of a stream; an error before it as a `google.rpc.Status` body, as for the other operations.
 */
export async function replyRestStream(
  reply: FastifyReply,
  versionHeader: string | undefined,
  operation: (version: A2aVersion) => Promise<unknown>,
) {
  let version: A2aVersion = '0.3';
  let task: unknown;
  try {
    version = readVersion(versionHeader) ?? '0.3';
    task = await operation(version);
  } catch (error) {
    return replyRest(reply, versionHeader, () => Promise.reject(error));
  }
  return sendEventStream(reply, [version === '1.0' ? { task } : (task as object)]);
}

/** The `historyLength` query parameter, when it is a whole number from 0. */
export function historyLengthOf(query: unknown): number | undefined {
  const value = (query as Record<string, unknown> | undefined)?.historyLength;
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** `tasks/{id}`, `tasks/{id}:cancel`, `tasks/{id}:subscribe`: the id and the custom method, if any. */
export function splitTaskReference(reference: string): { id: string; verb: string | null } {
  const colon = reference.lastIndexOf(':');
  if (colon <= 0) return { id: reference, verb: null };
  return { id: reference.slice(0, colon), verb: reference.slice(colon + 1) };
}

/** The A2A-Version header, or the query parameter of that name. */
export const versionOf = (request: FastifyRequest) => {
  const header = request.headers['a2a-version'];
  const query = (request.query as Record<string, unknown> | undefined)?.['A2A-Version'];
  return (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
};

/**
 * In this scope, a JSON body (also `application/a2a+json`) that is empty reads as `{}`: custom methods
 * (`tasks/{id}:cancel`) often come with an empty body under a JSON content type. Bad JSON is `invalid_json`.
 */
export function readEmptyBodiesAsObjects(scope: FastifyInstance): void {
  scope.removeContentTypeParser(['application/json', 'application/a2a+json']);
  scope.addContentTypeParser(['application/json', 'application/a2a+json'], { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('invalid_json'), undefined);
    }
  });
}
