/**
 * Which `/mcp` requests are served in process: only plain 2025-era calls of the served methods
 * with the headers the SDK's transport accepts; everything else is left to the SDK.
 */

import { classifyInboundRequest, isJSONRPCRequest, McpServer, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { type BodyPiece, createJsonExchange, directRequestOf, responseBody } from '../../src/mcp/json-exchange.js';
import type { DirectToolCall } from '../../src/mcp/mcp-server.js';

const HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
};
const CALL = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_businesses', arguments: {} } };

describe('directRequestOf', () => {
  it('takes a plain call of a served method, with or without a protocol version header', () => {
    expect(directRequestOf('POST', HEADERS, CALL)).toBe(CALL);
    const ping = { jsonrpc: '2.0', id: 'a', method: 'ping' };
    expect(directRequestOf('POST', { ...HEADERS, 'mcp-protocol-version': undefined }, ping)).toBe(ping);
  });

  it('leaves the handshake, other methods, batches, notifications and responses to the SDK', () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    for (const body of [
      initialize,
      { jsonrpc: '2.0', id: 1, method: 'server/discover' },
      { jsonrpc: '2.0', id: 1, method: 'toString' },
      [CALL],
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 1, result: {} },
      { id: 1, method: 'ping' },
      undefined,
    ]) {
      expect(directRequestOf('POST', HEADERS, body), JSON.stringify(body)).toBeUndefined();
    }
  });

  it('leaves requests the SDK refuses or serves another way to it', () => {
    expect(directRequestOf('GET', HEADERS, CALL)).toBeUndefined();
    expect(directRequestOf('POST', { ...HEADERS, accept: 'application/json' }, CALL)).toBeUndefined();
    expect(directRequestOf('POST', { ...HEADERS, 'content-type': 'text/plain' }, CALL)).toBeUndefined();
    expect(directRequestOf('POST', { ...HEADERS, 'mcp-protocol-version': '1999-01-01' }, CALL)).toBeUndefined();
    expect(directRequestOf('POST', { ...HEADERS, 'mcp-protocol-version': '2026-07-28' }, CALL)).toBeUndefined();
  });

  it('leaves requests in any but the plainest form to the SDK: a _meta, another member, an odd id or params', () => {
    const params = CALL.params;
    for (const body of [
      { ...CALL, params: { ...params, _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } },
      { ...CALL, params: { ...params, _meta: {} } },
      { ...CALL, extra: true },
      { ...CALL, id: 1.5 },
      { ...CALL, id: null },
      { ...CALL, params: [] },
      { ...CALL, params: null },
      { ...CALL, jsonrpc: '1.0' },
    ]) {
      expect(directRequestOf('POST', HEADERS, body), JSON.stringify(body)).toBeUndefined();
    }
  });

  it('takes only what the SDK itself reads as a 2025-era JSON-RPC request', () => {
    const bodies = [
      CALL,
      { ...CALL, id: 'x' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 3, method: 'resources/read', params: { uri: 'signboard://business/x' } },
    ];
    for (const version of [undefined, ...SUPPORTED_PROTOCOL_VERSIONS]) {
      for (const body of bodies) {
        const taken = directRequestOf('POST', { ...HEADERS, 'mcp-protocol-version': version }, body) !== undefined;
        const sdk = classifyInboundRequest({ httpMethod: 'POST', protocolVersionHeader: version, body });
        expect(taken, `${version} ${JSON.stringify(body)}`).toBe(isJSONRPCRequest(body) && sdk.kind === 'legacy');
      }
    }
  });
});

/** A response's pieces as the text they send together. */
const sent = (pieces: BodyPiece[]) => pieces.join('');

describe('responseBody', () => {
  it('writes the bytes JSON.stringify makes, a kept result the same each time and not copied', () => {
    const result = { content: [{ type: 'text', text: 'ünïcode "quoted"' }], structuredContent: { n: 1 } };
    for (const id of [1, 'a"b']) {
      const message = { result, jsonrpc: '2.0' as const, id };
      expect(sent(responseBody(message))).toBe(JSON.stringify(message));
      expect(sent(responseBody(message, true))).toBe(JSON.stringify(message));
      expect(sent(responseBody(message, true))).toBe(JSON.stringify(message));
    }
    const kept = (id: number) => responseBody({ result, jsonrpc: '2.0', id }, true);
    expect(kept(1)[1]).toBe(kept(2)[1]);
    const error = { jsonrpc: '2.0' as const, id: 3, error: { code: -32601, message: 'Method not found' } };
    expect(sent(responseBody(error))).toBe(JSON.stringify(error));
  });
});

describe('createJsonExchange', () => {
  const AUTH = { token: '', clientId: 'anonymous', scopes: [] };
  const echoServer = () => {
    const server = new McpServer({ name: 'echo', version: '1' });
    server.registerTool('echo', { description: 'echo' }, async () => ({ content: [{ type: 'text', text: 'from the SDK' }] }));
    return server;
  };

  it('hands a plain tool call to the direct caller, and anything else (or what it declines) to a server', async () => {
    const made: string[] = [];
    const direct: DirectToolCall = (name, args) => {
      made.push(`${name} ${JSON.stringify(args)}`);
      return name === 'echo' ? Promise.resolve({ content: [{ type: 'text', text: 'direct' }] }) : undefined;
    };
    const exchange = createJsonExchange(echoServer, direct);
    const call = (params: Record<string, unknown>) =>
      exchange({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }, AUTH).then((pieces) => JSON.parse(sent(pieces)));
    expect((await call({ name: 'echo', arguments: { a: 1 } })).result.content[0].text).toBe('direct');
    // With more than a name and arguments, or declined by the caller: the SDK's server answers.
    expect((await call({ name: 'echo', arguments: {}, _meta: {} })).result.content[0].text).toBe('from the SDK');
    expect((await call({ name: 'other', arguments: {} })).error.code).toBe(-32602);
    expect(made).toEqual(['echo {"a":1}', 'other {}']);
    const ping = await exchange({ jsonrpc: '2.0', id: 2, method: 'ping' }, AUTH);
    expect(JSON.parse(sent(ping))).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
  });
});
