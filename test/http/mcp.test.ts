/**
 * `/mcp` driven by the official MCP clients on a listening server, on each database: the v1 SDK
 * client (2025-11-25, `initialize`) and the v2 client negotiating 2026-07-28 (`server/discover`)
 * list and call every tool, read a profile resource, get a tool error for a bad argument and go
 * on working; a foreign Host or Origin is refused; the server card names the endpoint.
 */
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoData, generateDemoData } from '../../src/demo/generate.js';
import { seedDemo } from '../../src/demo/seed.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/http-server.js';
import { DIALECTS } from '../helpers/storage.js';

type Draft = DemoData['listings'][number]['draft'];
/** Structured content is read untyped. */
const asAny = (value: unknown): any => value;
const TOOLS = ['ask_business', 'get_business', 'list_categories', 'list_locations', 'search_businesses'];
/** The headers of a plain 2025-era call, as the v1 SDK client sends them after `initialize`. */
const PLAIN_CALL_HEADERS = {
  host: '127.0.0.1',
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
};

describe.each(DIALECTS)('MCP server on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let drafts: Draft[];
  let lisbonDentist: Draft;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(dialect, { GATEWAY_URL: base, ASK_DAILY_ALLOWANCE: '3' });
    await seedDemo(t.deps);
    drafts = generateDemoData(new Date(TEST_NOW)).listings.map((l) => l.draft);
    const found = drafts.find((d) => d.categories.includes('dentist') && d.address?.locality === 'Lisbon');
    if (!found) throw new Error('the demo data has no dentist in Lisbon');
    lisbonDentist = found;
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const connectV1 = async () => {
    const client = new ClientV1({ name: 'signboard-test-v1', version: '1.0.0' });
    await client.connect(new TransportV1(new URL(`${base}/mcp`)));
    return client;
  };
  const connectV2 = async () => {
    const client = new ClientV2({ name: 'signboard-test-v2', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new TransportV2(new URL(`${base}/mcp`)));
    return client;
  };

  it('serves a 2025-11-25 client (v1 SDK): tools with schemas, every tool, a resource, tool errors', async () => {
    const client = await connectV1();
    try {
      expect(client.getServerVersion()?.name).toBe('signboard');
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
      for (const tool of tools) {
        expect(tool.description, tool.name).toBeTruthy();
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.outputSchema?.type, tool.name).toBe('object');
        expect(tool.annotations?.readOnlyHint, tool.name).toBe(tool.name !== 'ask_business');
      }

      const search = await client.callTool({
        name: 'search_businesses',
        arguments: { query: 'dentist in Lisbon who speaks English' },
      });
      expect(search.isError).toBeFalsy();
      const found = asAny(search.structuredContent);
      const expected = drafts
        .filter((d) => d.categories.includes('dentist') && d.address?.locality === 'Lisbon' && d.languages?.includes('en'))
        .map((d) => d.slug);
      expect(found.results.map((r: { slug: string }) => r.slug).sort()).toEqual(expected.sort());
      expect(found.results[0].matches).toEqual(expect.arrayContaining(['Dentists', 'Lisbon', 'speaks English']));
      expect(found.results[0].profileUrl).toBe(`http://signboard.test/business/${found.results[0].slug}.json`);
      expect(found.results[0]).not.toHaveProperty('agentCardUrl');
      expect(asAny(search.content)[0].text).toContain(found.results[0].name);

      const profile = await client.callTool({ name: 'get_business', arguments: { slug: lisbonDentist.slug } });
      expect(asAny(profile.structuredContent).business.name).toBe(lisbonDentist.name);

      const answer = await client.callTool({
        name: 'ask_business',
        arguments: { slug: lisbonDentist.slug, question: 'What is your phone number?' },
      });
      const asked = asAny(answer.structuredContent);
      expect(asked).toMatchObject({ outcome: 'answered', llm: false });
      expect(asked.citations.length).toBeGreaterThan(0);

      const categories = asAny((await client.callTool({ name: 'list_categories', arguments: {} })).structuredContent);
      expect(categories.categories.find((c: { slug: string }) => c.slug === 'dentist').count).toBe(
        drafts.filter((d) => d.categories.includes('dentist')).length,
      );
      const portugal = asAny((await client.callTool({ name: 'list_locations', arguments: { country: 'PT' } })).structuredContent);
      expect(portugal.countries[0].cities.map((c: { name: string }) => c.name)).toContain('Lisbon');

      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates[0]?.uriTemplate).toBe('http://signboard.test/business/{slug}.json');
      const read = await client.readResource({ uri: `http://signboard.test/business/${lisbonDentist.slug}.json` });
      expect(JSON.parse(String(asAny(read.contents[0]).text)).business.slug).toBe(lisbonDentist.slug);

      // Bad arguments are tool errors with the HTTP API's wording, and the connection goes on.
      const bad = await client.callTool({ name: 'search_businesses', arguments: { limit: 500 } });
      expect(bad.isError).toBe(true);
      expect(asAny(bad.content)[0].text).toMatch(/tool parameter "limit"/);
      const extra = await client.callTool({ name: 'get_business', arguments: { slug: lisbonDentist.slug, extra: 1 } });
      expect(asAny(extra.content)[0].text).toMatch(/tool parameter "extra" is not an allowed field/);
      const unknown = await client.callTool({ name: 'get_business', arguments: { slug: 'no-such-business' } });
      expect(unknown.isError).toBe(true);
      expect(asAny(unknown.content)[0].text).toBe('No published listing has this slug.');
      const unknownCategory = await client.callTool({ name: 'search_businesses', arguments: { category: ['spaceships'] } });
      expect(asAny(unknownCategory.content)[0].text).toBe('Unknown category: spaceships.');
      expect((await client.listTools()).tools).toHaveLength(TOOLS.length);
    } finally {
      await client.close();
    }
  });

  it('serves a 2026-07-28 client (v2 SDK) through server/discover, statelessly', async () => {
    const client = await connectV2();
    try {
      expect(client.getProtocolEra()).toBe('modern');
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      expect(client.getDiscoverResult()).toBeDefined();
      expect(client.getServerVersion()?.name).toBe('signboard');
      expect(client.getInstructions()).toMatch(/no LLM/);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
      const result = await client.callTool({ name: 'search_businesses', arguments: { query: 'bakry utrecht' } });
      const found = asAny(result.structuredContent);
      expect(found.results.length).toBeGreaterThan(0);
      expect(found.results.every((r: { city: string }) => r.city === 'Utrecht')).toBe(true);
      const bad = await client.callTool({ name: 'get_business', arguments: { slug: 'Not A Slug' } });
      expect(bad.isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it("counts ask_business against the asker's daily allowance, as the ask route does", async () => {
    const client = await connectV1();
    try {
      const slug = drafts.find((d) => d.slug !== lisbonDentist.slug)?.slug ?? '';
      const remaining: number[] = [];
      for (let i = 0; i < 3; i++) {
        const result = await client.callTool({ name: 'ask_business', arguments: { slug, question: 'Where are you?' } });
        remaining.push(asAny(result.structuredContent).allowance.remaining);
      }
      expect(remaining).toEqual([2, 1, 0]);
      const over = await client.callTool({ name: 'ask_business', arguments: { slug, question: 'Where are you?' } });
      expect(over.isError).toBe(true);
      expect(asAny(over.content)[0].text).toMatch(/daily allowance of 3 answers/);
    } finally {
      await client.close();
    }
    // Two more visitors (other user agents) on the 2026-07-28 path: an allowance each.
    for (const agent of ['visitor-a/1.0', 'visitor-b/1.0']) {
      const other = new ClientV2({ name: 'signboard-test-v2', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
      await other.connect(new TransportV2(new URL(`${base}/mcp`), { requestInit: { headers: { 'user-agent': agent } } }));
      try {
        const slug = drafts.find((d) => d.slug !== lisbonDentist.slug)?.slug ?? '';
        const result = await other.callTool({ name: 'ask_business', arguments: { slug, question: 'Where are you?' } });
        expect(asAny(result.structuredContent).allowance.remaining, agent).toBe(2);
      } finally {
        await other.close();
      }
    }
  });

  it('keeps each request its own asker while servers are reused, and answers a 2025-era call with one JSON body', async () => {
    const slug = drafts.filter((d) => d.slug !== lisbonDentist.slug)[1]?.slug ?? '';
    let id = 0;
    const ask = (agent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: {
          host: '127.0.0.1',
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
          'user-agent': agent,
        },
        payload: JSON.stringify({
          jsonrpc: '2.0',
          id: ++id,
          method: 'tools/call',
          params: { name: 'ask_business', arguments: { slug, question: 'Where are you?' } },
        }),
      });
    // Two askers at once, so that the requests share the kept servers.
    const replies = await Promise.all(['a', 'b', 'a', 'a', 'a'].map((agent) => ask(`asker-${agent}`)));
    for (const reply of replies) expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const remainingOf = (index: number) => {
      const result = replies[index]?.json().result;
      return result.isError ? 'refused' : result.structuredContent.allowance.remaining;
    };
    expect(remainingOf(1)).toBe(2);
    expect([0, 2, 3, 4].map(remainingOf).sort()).toEqual([0, 1, 2, 'refused']);
  });

  it('answers plain 2025-era calls as the SDK transport does, and leaves every other request to it', async () => {
    const headers = PLAIN_CALL_HEADERS;
    const post = (payload: unknown, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/mcp', headers: { ...headers, ...extra }, payload: JSON.stringify(payload) });
    const call = (id: string | number, name: string, args: unknown) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name, arguments: args },
    });

    const search = await post(call('call-1', 'search_businesses', { query: 'dentist in Lisbon' }));
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-type']).toBe('application/json');
    expect(search.json()).toMatchObject({ jsonrpc: '2.0', id: 'call-1' });
    expect(search.json().result.structuredContent.results.map((r: { slug: string }) => r.slug)).toContain(lisbonDentist.slug);
    const badArgument = (await post(call(2, 'search_businesses', { limit: 999 }))).json();
    expect(badArgument).toMatchObject({ id: 2, result: { isError: true } });
    expect(badArgument.result.content[0].text).toMatch(/tool parameter "limit" must be <= 50/);
    expect((await post(call(3, 'no_such_tool', {}))).json()).toMatchObject({ id: 3, error: { code: -32602 } });
    expect((await post({ jsonrpc: '2.0', id: 4, method: 'ping' }, { 'mcp-protocol-version': '' })).statusCode).toBe(400);
    const unversioned = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { host: '127.0.0.1', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'ping' }),
    });
    expect(unversioned.json()).toEqual({ jsonrpc: '2.0', id: 5, result: {} });

    // What the SDK's transport answers itself: headers it refuses, other methods, batches, notifications.
    expect((await post({ jsonrpc: '2.0', id: 6, method: 'ping' }, { 'mcp-protocol-version': '1999-01-01' })).statusCode).toBe(
      400,
    );
    expect((await post({ jsonrpc: '2.0', id: 7, method: 'ping' }, { accept: 'application/json' })).statusCode).toBe(406);
    expect((await post({ jsonrpc: '2.0', id: 8, method: 'ping' }, { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await post({ jsonrpc: '2.0', id: 9, method: 'tools/explode' })).json()).toMatchObject({
      id: 9,
      error: { code: -32601 },
    });
    const batch = await post([
      { jsonrpc: '2.0', id: 10, method: 'ping' },
      { jsonrpc: '2.0', id: 11, method: 'tools/list' },
    ]);
    expect(batch.json().map((m: { id: number }) => m.id)).toEqual([10, 11]);
    expect((await post({ jsonrpc: '2.0', method: 'notifications/initialized' })).statusCode).toBe(202);
  });

  it("makes plain tool calls without the SDK's dispatch, answering byte for byte what the SDK answers", async () => {
    const headers = PLAIN_CALL_HEADERS;
    // Params with `_meta` are left to the SDK's handler; without it, the call is made directly.
    const body = async (name: string, args: unknown, viaSdk: boolean) => {
      const params = viaSdk ? { name, arguments: args, _meta: {} } : { name, arguments: args };
      const reply = await t.app.inject({
        method: 'POST',
        url: '/mcp',
        headers,
        payload: JSON.stringify({ jsonrpc: '2.0', id: 'same', method: 'tools/call', params }),
      });
      expect(reply.statusCode).toBe(200);
      return reply.body;
    };
    const calls: Array<[string, unknown]> = [
      ['search_businesses', { query: 'dentist in Lisbon' }],
      ['search_businesses', { query: 'no such thing anywhere', limit: 5 }],
      ['get_business', { slug: lisbonDentist.slug }],
      ['get_business', { slug: 'no-such-business' }],
      ['list_categories', {}],
      ['list_locations', { country: 'PT' }],
      // Bad arguments and unknown tools: the SDK answers (both ways).
      ['search_businesses', { limit: 999 }],
      ['no_such_tool', {}],
      ['list_categories', null],
      ['list_categories', [1]],
    ];
    for (const [name, args] of calls) {
      const direct = await body(name, args, false);
      expect(direct, `${name} ${JSON.stringify(args)}`).toBe(await body(name, args, true));
      // A kept result (a cached search) goes out again as the same bytes.
      expect(await body(name, args, false)).toBe(direct);
    }
  });

  it('refuses a foreign Host or Origin (DNS rebinding), and answers GET with 405', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        payload: JSON.stringify(initialize),
      });
    expect((await post({ host: 'evil.example' })).statusCode).toBe(403);
    expect((await post({ host: '127.0.0.1', origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ host: 'signboard.test', origin: 'http://signboard.test' })).statusCode).toBe(200);
    // Each header is checked on its own, whatever was allowed before; a loopback Host is allowed on any port.
    const refused = await post({ host: 'signboard.test', origin: 'http://evil.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, message: 'Invalid Origin: evil.example' } });
    expect((await post({ host: 'evil.example', origin: 'http://signboard.test' })).statusCode).toBe(403);
    for (const port of [1, 3000, 65535]) expect((await post({ host: `127.0.0.1:${port}` })).statusCode).toBe(200);
    expect((await post({ host: 'evil.example:1' })).statusCode).toBe(403);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { host: '127.0.0.1', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: '{"jsonrpc":',
    });
    expect(malformed.json().error.code).toBe(-32700);
    expect((await t.app.inject({ method: 'GET', url: '/mcp', headers: { host: '127.0.0.1' } })).statusCode).toBe(405);
  });

  it('publishes a server card naming the endpoint and its protocol versions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/mcp/server-card.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'test.signboard/mcp',
      remotes: [{ type: 'streamable-http', url: `${base}/mcp`, supportedProtocolVersions: ['2025-11-25', '2026-07-28'] }],
    });
  });
});
