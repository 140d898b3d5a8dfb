/**
 * The 2025-era leg of `/mcp`: a stateless Streamable HTTP exchange per request (the SDK's own
 * transport, answering with one JSON body rather than an event stream, since no tool sends
 * progress), served by servers kept between requests instead of one built for each.
 */
import { type AuthInfo, type McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';

/** Idle servers kept for the next requests (more arrive only under more concurrent requests). */
const MAX_IDLE_SERVERS = 32;

/** A handler for 2025-era requests (`initialize`, then stateless calls), as the SDK's fetch face. */
export type LegacyMcpHandler = (request: Request, options: { parsedBody?: unknown; authInfo?: AuthInfo }) => Promise<Response>;

/**
 * Serves 2025-era MCP requests with servers from `newServer`. A server goes back to the idle ones
 * after its exchange, except after `initialize`, which leaves the client's details on it: each
 * exchange starts from a server with none.
 */
export function createLegacyMcpHandler(newServer: () => McpServer, maxBodyBytes: number): LegacyMcpHandler {
  const idle: McpServer[] = [];
  return async (request, options) => {
    if (request.method !== 'POST') {
      return Response.json(
        { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null },
        { status: 405 },
      );
    }
    const server = idle.pop() ?? newServer();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: maxBodyBytes,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, options);
    } finally {
      await server.close().catch(() => {});
      if (!isInitialize(options.parsedBody) && idle.length < MAX_IDLE_SERVERS) idle.push(server);
    }
  };
}

function isInitialize(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some((m) => typeof m === 'object' && m !== null && (m as { method?: unknown }).method === 'initialize');
}
