import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MCP_SERVER_VERSION } from '../../src/mcp/mcp-server.js';
import { serverName } from '../../src/mcp/server-card.js';

describe('MCP server card and registry entry', () => {
  it('names the server by its host reversed, as registries do', () => {
    expect(serverName('https://directory.example.com')).toBe('com.example.directory/mcp');
    expect(serverName('http://localhost:3000')).toBe('local.localhost/mcp');
    expect(serverName('http://127.0.0.1:3000')).toBe('local.127.0.0.1/mcp');
  });

  it('keeps server.json (for the MCP registry) at the version the server reports', () => {
    const entry = JSON.parse(readFileSync(new URL('../../server.json', import.meta.url), 'utf8'));
    expect(entry.version).toBe(MCP_SERVER_VERSION);
    expect(entry.remotes).toEqual([expect.objectContaining({ type: 'streamable-http', url: 'https://{host}/mcp' })]);
  });
});
