/**
 * Which `/mcp` requests are served in process: only plain 2025-era calls of the served methods
 * with the headers the SDK's transport accepts; everything else is left to the SDK.
 */
import { describe, expect, it } from 'vitest';
import { directRequestOf } from '../../src/mcp/json-exchange.js';

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
});
