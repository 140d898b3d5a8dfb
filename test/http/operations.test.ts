import { readFileSync } from 'node:fs';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/errors.js';
import { generateOpenApiDocument, serializeOpenApi } from '../../src/openapi-document.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/storage.js';

describe.each(DIALECTS)('operations on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ ok: true, status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, status: 'ready' });
  });

  it('exposes request counts and latencies by route pattern', async () => {
    await t.app.inject('/api/stats');
    await t.app.inject('/business/some-slug.json');
    const metrics = await t.app.inject('/metrics');
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('signboard_http_requests_total{method="GET",route="/api/stats",status="200"} 1');
    expect(metrics.body).toContain('route="/business/:slug.json",status="404"');
    expect(metrics.body).toContain('signboard_http_request_duration_seconds_bucket');
  });

  it('counts public requests per day, route kind and agent family, never private routes', async () => {
    const as = (ua: string, url: string) => t.app.inject({ url, headers: { 'user-agent': ua } });
    await as('Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)', '/api/categories');
    await as('Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)', '/api/categories');
    await as('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36', '/business/x.json');
    await as('curl/8.5.0', '/api/stats');
    await as('ClaudeBot/1.0', '/healthz');
    // Every gateway route counts, by family, whatever its answer.
    await as('Mozilla/5.0 (compatible; GPTBot/1.2)', '/api/a2a');
    await as('Mozilla/5.0 (compatible; GPTBot/1.2)', '/ai/no-such-client/a2a/v1/handshake');
    await as('Mozilla/5.0 (compatible; GPTBot/1.2)', '/ai/no-such-client/.well-known/agent-card.json');
    // The directory-wide agent and the MCP server are the gateway too, not pages.
    await as('Mozilla/5.0 (compatible; GPTBot/1.2)', '/.well-known/agent-card.json');
    await as('Mozilla/5.0 (compatible; GPTBot/1.2)', '/a2a/v1/tasks/no-such-task');
    await as('Mozilla/5.0 (compatible; GPTBot/1.2)', '/mcp');
    await as('Mozilla/5.0 (compatible; GPTBot/1.2)', '/.well-known/mcp/server-card.json');
    await t.hits.flush();
    const rows = await t.deps.db.selectFrom('hit_counters').selectAll().orderBy('agent_family').execute();
    expect(rows.map((r) => [r.day, r.route_kind, r.agent_family, Number(r.count)])).toEqual(
      expect.arrayContaining([
        ['2026-11-21', 'api', 'GPTBot', 2],
        ['2026-11-21', 'gateway', 'GPTBot', 7],
        ['2026-11-21', 'profile', 'browser', 1],
      ]),
    );
    expect(rows.find((r) => r.agent_family === 'other bot' && r.route_kind === 'api')).toBeDefined();
    expect(rows.some((r) => r.agent_family === 'ClaudeBot')).toBe(false);
    expect(rows.some((r) => r.agent_family === 'GPTBot' && r.route_kind === 'page')).toBe(false);
    await as('Mozilla/5.0 (compatible; GPTBot/1.2)', '/api/categories');
    await t.hits.flush();
    const gpt = await t.deps.db
      .selectFrom('hit_counters')
      .select('count')
      .where('agent_family', '=', 'GPTBot')
      .where('route_kind', '=', 'api')
      .executeTakeFirst();
    expect(Number(gpt?.count)).toBe(3);
  });

  it('answers unknown routes and methods with the error envelope', async () => {
    const missing = await t.app.inject('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const post = await t.app.inject({ method: 'POST', url: '/api/stats', payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
    expect(post.json().ok).toBe(false);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/stats',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(junk.statusCode).toBeLessThan(500);
  });

  it('never answers bad input with a 5xx or a stack trace', async () => {
    const urls = [
      '/api/directory?limit=%',
      '/%',
      '/business/%ZZ.json',
      '/api/analytics?days=1e9',
      `/api/directory?q=${'%FF'.repeat(50)}`,
    ];
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});

describe('OpenAPI document', () => {
  let doc: Record<string, any>;
  beforeAll(async () => {
    doc = await generateOpenApiDocument();
  });

  it('is OpenAPI 3.1.0, "Signboard Directory API" version 2.9.0', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Signboard Directory API', version: '2.9.0' });
  });

  it('lists the alias paths apart, under "aliases", so the reference shows each operation once where it belongs', () => {
    const byTag = new Map<string, string[]>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const tag = op.tags?.[0] ?? '';
        byTag.set(tag, [...(byTag.get(tag) ?? []), `${method.toUpperCase()} ${path}`]);
        if (tag === 'aliases') expect(op.summary, path).toMatch(/^Alias: /);
      }
    }
    const aliases = byTag.get('aliases') ?? [];
    expect(aliases).toContain('POST /api/a2a/{clientSlug}/v1/message');
    expect(aliases).toContain('GET /ai/{clientSlug}/.well-known/agent.json');
    expect(aliases.every((a) => !a.startsWith('POST /ai/{clientSlug}/a2a/v1/message '))).toBe(true);
    const gateway = byTag.get('gateway') ?? [];
    expect(gateway).toContain('POST /ai/{clientSlug}/a2a/v1/message');
    expect(gateway.filter((g) => g.includes('/handshake'))).toEqual([
      'GET /ai/{clientSlug}/a2a/v1/handshake',
      'POST /ai/{clientSlug}/a2a/v1/handshake',
    ]);
  });

  it('gives every operation an operationId, a success schema and error schemas', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.operationId, where).toBeTruthy();
        expect(ids.has(op.operationId), `${where} duplicate operationId`).toBe(false);
        ids.add(op.operationId);
        // Success is a 2xx with a body schema, or a redirect (HTML form posts answer 303).
        const success = Object.keys(op.responses).filter((s) => s.startsWith('2') || s.startsWith('3'));
        expect(success.length, where).toBeGreaterThan(0);
        for (const status of success.filter((s) => s.startsWith('2'))) {
          expect(Object.keys(op.responses[status].content ?? {}).length, where).toBeGreaterThan(0);
        }
        for (const status of ['400', '500']) {
          expect(op.responses[status]?.content?.['application/json']?.schema?.$ref, `${where} ${status}`).toBe(
            '#/components/schemas/ErrorResponse',
          );
        }
      }
    }
    for (const path of [
      '/api/directory',
      '/business/{slug}.json',
      '/api/categories',
      '/api/locations',
      '/api/stats',
      '/api/analytics',
      '/api/activity',
      '/api/globe',
      '/api/bootstrap',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
  });

  it('shows an example for every JSON request body and JSON success response, each valid against its schema', () => {
    // Tasks end at once, so a task action only ever answers an error; streams answer events.
    const noSuccessBody = new Set(['taskAction', 'directoryAgentTaskAction', 'messageStream', 'directoryAgentStream']);
    const checked: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (op.tags?.includes('aliases') || noSuccessBody.has(op.operationId)) continue;
        const where = `${method.toUpperCase()} ${path} (${op.operationId})`;
        const examplesOf = (media: any): unknown[] =>
          media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((e: any) => e.value);
        const body = op.requestBody?.content?.['application/json'];
        if (body && !op.tags?.includes('owners')) {
          const examples = examplesOf(body);
          expect(examples.length, `${where}: request example`).toBeGreaterThan(0);
          const check = Compile(body.schema);
          for (const example of examples) expect(check.Check(example), `${where}: request example`).toBe(true);
        }
        const status = Object.keys(op.responses).find((s) => s.startsWith('2'));
        const success = status ? op.responses[status].content?.['application/json'] : undefined;
        if (!success) continue;
        const examples = examplesOf(success);
        expect(examples.length, `${where}: response example`).toBeGreaterThan(0);
        const check = Compile(success.schema);
        for (const example of examples) {
          expect(check.Check(example), `${where}: ${JSON.stringify([...check.Errors(example)].slice(0, 2))}`).toBe(true);
        }
        checked.push(op.operationId);
      }
    }
    expect(checked.length).toBeGreaterThan(35);
  });

  it('lists every error code in the error schema', () => {
    expect(doc.components.schemas.ErrorResponse.properties.error.properties.code.enum).toEqual(Object.keys(ERROR_CODES));
  });

  it('matches the committed docs/openapi.json (run `npm run openapi` after changing routes)', () => {
    expect(readFileSync('docs/openapi.json', 'utf8')).toBe(serializeOpenApi(doc));
  });
});

describe('API reference page', () => {
  it('renders /docs from /openapi.json', async () => {
    const t = await createTestApp('sqlite');
    try {
      const page = await t.app.inject('/docs/');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const spec = await t.app.inject('/openapi.json');
      expect(spec.json().openapi).toBe('3.1.0');
    } finally {
      await t.close();
    }
  });
});
