/**
 * The HTTP+JSON binding under `…/a2a/v1`: `POST message:send`,
 * `GET tasks/{id}`, `POST tasks/{id}:cancel`, and `message:stream` / `tasks/{id}:subscribe`, which
 * answer UnsupportedOperation (streaming is off in the card). The `A2A-Version` header picks the wire
 * format (missing → 0.3); errors are `google.rpc.Status` bodies with their HTTP status.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toAppError } from '../../http/error-handler.js';
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
