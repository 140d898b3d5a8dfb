/**
 * How A2A answers go out over HTTP, for every agent: JSON-RPC parse and schema errors as JSON-RPC
 * errors, and the streaming methods as server-sent events (every task ends at once, so a stream is
 * one final event).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError, toAppError } from '../../http/error-handler.js';
import { BATCH_REFUSED, isJsonRpc, type RpcAnswer, rpcFailure } from './jsonrpc.js';

/** Sends `events` as a complete `text/event-stream` body, one `data:` line each. */
export function sendEventStream(reply: FastifyReply, events: readonly object[]): FastifyReply {
  const body = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
  return reply
    .code(200)
    .header('cache-control', 'no-cache')
    .type('text/event-stream; charset=utf-8')
    .serializer((payload: unknown) => String(payload))
    .send(body);
}

/** A JSON-RPC answer as it goes out: JSON, or one event of a stream. */
export function replyJsonRpc(reply: FastifyReply, answer: RpcAnswer): FastifyReply | object {
  return answer.stream ? sendEventStream(reply, [answer.body]) : answer.body;
}

/**
 * On the JSON-RPC endpoint, a body that is not JSON is a JSON-RPC parse error (-32700), and a JSON-RPC
 * envelope (or batch) that fails the schema an invalid request (-32600) or invalid params (-32602),
 * each in an HTTP 200 response; the rest as usual.
 */
export function jsonRpcParseErrors(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.code === 'invalid_json') return reply.send(rpcFailure(null, -32700, 'Parse error: the body is not valid JSON.'));
  if (appError.code === 'validation_failed' && isJsonRpc(request.body)) {
    if (Array.isArray(request.body)) return reply.send(rpcFailure(null, -32600, BATCH_REFUSED));
    const envelope = request.body as Record<string, unknown>;
    const id = typeof envelope.id === 'string' || typeof envelope.id === 'number' ? envelope.id : null;
    const parameter = String(appError.details?.parameter ?? '');
    const inParams = parameter === 'params' || parameter.startsWith('params.');
    return reply.send(
      rpcFailure(id, inParams ? -32602 : -32600, `${inParams ? 'Invalid params' : 'Invalid Request'}: ${appError.message}`),
    );
  }
  if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
  return sendError(reply, appError);
}
