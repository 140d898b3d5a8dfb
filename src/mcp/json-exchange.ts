/**
 * The common 2025-era MCP call served in process: one JSON-RPC request POSTed as JSON and
 * answered with one JSON body, handed to an SDK server through a transport of its own instead of
 * web-standard `Request` and `Response` objects built around it. Everything else (the
 * `initialize` handshake, notifications, batches, 2026-07-28 requests, bad headers) keeps going
 * through the SDK's own HTTP handling.
 */
import {
  type AuthInfo,
  classifyInboundRequest,
  isJsonContentType,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type McpServer,
  SUPPORTED_PROTOCOL_VERSIONS,
  type Transport,
} from '@modelcontextprotocol/server';
import { type DirectToolCall, isKeptResult } from './mcp-server.js';

/** The headers the exchange reads (lower-case names, as Node gives them). */
export type ExchangeHeaders = Record<string, string | string[] | undefined>;

/**
 * The requests served in process: what the directory's server answers after `initialize`. Any
 * other method (a mistake, or one of another protocol revision) is left to the SDK's handling.
 */
const SERVED_METHODS = new Set([
  'ping',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
]);

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** JSON-RPC request members; the SDK's request schema is strict and refuses any other. */
const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);

/**
 * A JSON-RPC request of a served method in the plainest form: the SDK's request schema accepts
 * it, and its params (an object, or none) carry no `_meta`, so no per-request protocol envelope
 * can make it a 2026-era request. Narrower than the SDK's `isJSONRPCRequest` on purpose (an
 * integer id must be a safe integer, `_meta` sends it to the SDK) and far cheaper: the SDK's
 * schema checks, passed and failed, were a third of a cached tool call's CPU.
 */
function isPlainServedRequest(body: unknown): body is JSONRPCRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const message = body as Record<string, unknown>;
  for (const key in message) if (!REQUEST_KEYS.has(key)) return false;
  const { id, method, params } = message;
  if (message.jsonrpc !== '2.0' || typeof method !== 'string' || !SERVED_METHODS.has(method)) return false;
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return false;
  if (params === undefined) return true;
  return typeof params === 'object' && params !== null && !Array.isArray(params) && !('_meta' in params);
}

/** The era found for each protocol version header seen (at most the supported ones and none). */
const legacyEraOf = new Map<string | undefined, boolean>();

/**
 * Whether the SDK reads a request naming this protocol version (or none) as 2025-era: asked of
 * its own classification once per version with a bare request (a request in the plain form
 * above is classified by the header alone), and remembered.
 */
function namesLegacyEra(protocolVersionHeader: string | undefined): boolean {
  let legacy = legacyEraOf.get(protocolVersionHeader);
  if (legacy === undefined) {
    const outcome = classifyInboundRequest({
      httpMethod: 'POST',
      protocolVersionHeader,
      body: { jsonrpc: '2.0', id: 0, method: 'ping' },
    });
    legacy = outcome.kind === 'legacy';
    legacyEraOf.set(protocolVersionHeader, legacy);
  }
  return legacy;
}

/**
 * The request when it is one the exchange serves exactly as the SDK's stateless Streamable HTTP
 * transport would with JSON responses: a POSTed JSON-RPC request for one of the served methods
 * in its plainest form (not a batch, no `_meta`), whose client accepts JSON and event streams,
 * sends JSON, and names a 2025-era protocol version the server supports (or none). Otherwise
 * undefined, and the SDK reads the request itself.
 */
export function directRequestOf(method: string, headers: ExchangeHeaders, body: unknown): JSONRPCRequest | undefined {
  if (method !== 'POST' || !isPlainServedRequest(body)) return undefined;
  const accept = single(headers.accept) ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return undefined;
  if (!isJsonContentType(single(headers['content-type']) ?? null)) return undefined;
  const protocolVersionHeader = single(headers['mcp-protocol-version']);
  if (protocolVersionHeader !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersionHeader)) return undefined;
  return namesLegacyEra(protocolVersionHeader) ? body : undefined;
}

/** A transport that takes one request at a time and hands back the server's response to it. */
class ExchangeTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  readonly #waiting = new Map<string | number, (response: JSONRPCMessage) => void>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  /**
   * Responses go back to their request; notifications and server requests have no stream to go
   * to and are dropped, as in the SDK's JSON mode. The server's own messages are well formed, so
   * a response is told by its shape rather than checked against the schema again.
   */
  async send(message: JSONRPCMessage): Promise<void> {
    if (!('result' in message || 'error' in message) || !('id' in message) || message.id === undefined) return;
    const deliver = this.#waiting.get(message.id);
    if (!deliver) return;
    this.#waiting.delete(message.id);
    deliver(message);
  }

  exchange(request: JSONRPCRequest, authInfo: AuthInfo): Promise<JSONRPCMessage> {
    return new Promise((resolve) => {
      this.#waiting.set(request.id, resolve);
      this.onmessage?.(request, { authInfo });
    });
  }
}

/** Idle connected servers kept for the next calls (more are made only under more concurrent calls). */
const MAX_IDLE = 32;

/** Kept results written as JSON already: a result handed out again unchanged (a cached search's) is not written twice. */
const writtenResults = new WeakMap<object, Buffer>();
const RESULT_OPENING = Buffer.from('{"result":');

/** A piece of a response body: text (sent as UTF-8) or bytes. */
export type BodyPiece = string | Buffer;

/**
 * A response as the text `JSON.stringify` makes of it (a result response's keys in the order the
 * SDK sends them: result, jsonrpc, id), in pieces to be sent one after the other. A `kept` result
 * is written once, and its bytes go out as they are between the response's opening and close,
 * not copied into a buffer of each response's own; any other response is one string.
 */
export function responseBody(message: JSONRPCMessage, kept = false): BodyPiece[] {
  if (!kept || !('result' in message) || !('id' in message) || Object.keys(message).length !== 3)
    return [JSON.stringify(message)];
  const result = message.result as object;
  let written = writtenResults.get(result);
  if (written === undefined) {
    written = Buffer.from(JSON.stringify(result));
    writtenResults.set(result, written);
  }
  return [RESULT_OPENING, written, `,"jsonrpc":"2.0","id":${JSON.stringify(message.id)}}`];
}

/** A `tools/call` whose params hold a tool name and its arguments object, nothing else. */
function plainToolCall(request: JSONRPCRequest): { name: string; args: unknown } | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  if (request.method !== 'tools/call' || !params || typeof params.name !== 'string') return undefined;
  if (Object.keys(params).some((key) => key !== 'name' && key !== 'arguments')) return undefined;
  const args = params.arguments;
  // Arguments that are not an object (null, a list) are the SDK's to refuse.
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) return undefined;
  return { name: params.name, args };
}

/**
 * Serves direct requests with servers from `newServer`, each connected once and serving one
 * request at a time; `authInfo` reaches the tools as the SDK's transports pass it. A plain tool
 * call `callTool` can make goes to it instead, with no server. Answers the response's body, in pieces.
 */
export function createJsonExchange(
  newServer: () => McpServer,
  callTool?: DirectToolCall,
): (request: JSONRPCRequest, authInfo: AuthInfo) => Promise<BodyPiece[]> {
  const idle: ExchangeTransport[] = [];
  return async (request, authInfo) => {
    const call = plainToolCall(request);
    const direct = call && callTool?.(call.name, call.args, authInfo);
    if (direct) {
      const result = await direct;
      return responseBody({ result, jsonrpc: '2.0', id: request.id }, isKeptResult(result));
    }
    let transport = idle.pop();
    if (!transport) {
      transport = new ExchangeTransport();
      await newServer().connect(transport);
    }
    try {
      return responseBody(await transport.exchange(request, authInfo));
    } finally {
      if (idle.length < MAX_IDLE) idle.push(transport);
    }
  };
}
