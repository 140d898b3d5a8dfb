/**
 * The MCP server card (`/.well-known/mcp/server-card.json`), a pure function of the service's
 * URLs: what the server is and where to connect, for discovery before any connection.
 */
import type { Urls } from '../urls.js';
import { MCP_SERVER_VERSION } from './mcp-server.js';

/** Protocol revisions `/mcp` serves. */
export const MCP_PROTOCOL_VERSIONS = ['2025-11-25', '2026-07-28'] as const;

/** `com.example.directory/mcp` for https://directory.example.com: the host reversed, as registries name servers. */
export function serverName(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const reversed = host.includes('.') && !/^[\d.]+$/.test(host) ? host.split('.').reverse().join('.') : `local.${host}`;
  return `${reversed}/mcp`;
}

export function renderServerCard(urls: Urls, publicUrl: string) {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: serverName(publicUrl),
    title: 'Signboard business directory',
    description:
      'Find local businesses in plain language, read their profiles, and ask them questions answered only from facts their owners approved (no LLM).',
    version: MCP_SERVER_VERSION,
    websiteUrl: urls.home(),
    remotes: [{ type: 'streamable-http', url: urls.gateway('/mcp'), supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS] }],
  };
}
