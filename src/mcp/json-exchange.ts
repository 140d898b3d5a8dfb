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
  isJSONRPCRequest,
  isJsonContentType,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type McpServer,
  SUPPORTED_PROTOCOL_VERSIONS,
  type Transport,
} from '@modelcontextprotocol/server';

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

/**
 * The request when it is one the exchange serves exactly as the SDK's stateless Streamable HTTP
 * transport would with JSON responses: a POSTed JSON-RPC request for one of the served methods
 * (not a batch) that the SDK classifies as 2025-era, whose client accepts JSON and event streams, sends JSON,
 * and names a protocol version the server supports (or none). Otherwise undefined.
 */
export function directRequestOf(method: string, headers: ExchangeHeaders, body: unknown): JSONRPCRequest | undefined {
  if (method !== 'POST' || !isJSONRPCRequest(body) || !SERVED_METHODS.has(body.method)) return undefined;
  const accept = single(headers.accept) ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return undefined;
  if (!isJsonContentType(single(headers['content-type']) ?? null)) return undefined;
  const protocolVersionHeader = single(headers['mcp-protocol-version']);
  if (protocolVersionHeader !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersionHeader)) return undefined;
  const outcome = classifyInboundRequest({
    httpMethod: 'POST',
    protocolVersionHeader,
    mcpMethodHeader: single(headers['mcp-method']),
    mcpNameHeader: single(headers['mcp-name']),
    body,
  });
  return outcome.kind === 'legacy' ? body : undefined;
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

/**
 * Serves direct requests with servers from `newServer`, each connected once and serving one
 * request at a time; `authInfo` reaches the tools as the SDK's transports pass it.
 */
export function createJsonExchange(
  newServer: () => McpServer,
): (request: JSONRPCRequest, authInfo: AuthInfo) => Promise<JSONRPCMessage> {
  const idle: ExchangeTransport[] = [];
  return async (request, authInfo) => {
    let transport = idle.pop();
    if (!transport) {
      transport = new ExchangeTransport();
      await newServer().connect(transport);
    }
    try {
      return await transport.exchange(request, authInfo);
    } finally {
      if (idle.length < MAX_IDLE) idle.push(transport);
    }
  };
}
