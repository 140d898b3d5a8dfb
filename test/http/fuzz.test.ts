/**
 * Malformed input to every operation of `/openapi.json`, on each database: NUL bytes, invalid
 * UTF-8, lone surrogates, 10 KB strings, bad percent-encoding, query operators, forged cursors and
 * values of the wrong type, in every path parameter, query parameter and body field, plus bodies
 * that are not JSON at all. Nothing may answer 5xx, every JSON error is in the envelope (or the A2A
 * binding's own error shape on A2A routes), and every request ends within a few seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { BAKERY_CLIENT, createListing } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/storage.js';

interface Operation {
  method: string;
  path: string;
  query: string[];
  bodyFields: string[] | null;
}

const forgedCursor = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

/** As they go into a URL: already percent-encoded (or deliberately not). */
const URL_VALUES = [
  '%00',
  'a%00b',
  '%ff',
  '%c0%af',
  '%ED%A0%80',
  '%zz',
  '%',
  'x'.repeat(10_240),
  '%22%20OR%201%3D1%20--',
  '*%20NEAR(%20%26%7C!',
  forgedCursor({ f: 'x', k: '\u0000', id: '\u0000' }),
  forgedCursor({ f: 'x', k: { nested: true }, id: 1 }),
  '',
];

/** As they go into a JSON body. */
const BODY_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x'.repeat(10_240),
  '" OR 1=1 --',
  '*',
  -1,
  1e308,
  true,
  null,
  [],
  ['\u0000'],
  { $gt: '' },
];

/** Whole bodies that are not what any route takes. */
const RAW_BODIES: (string | Buffer)[] = [
  '{"a":',
  '\u0000',
  Buffer.from([0xff, 0xfe, 0x00, 0xc0]),
  '[]',
  'null',
  '"text"',
  '[1,2,3]',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '{"__proto__":{"polluted":true}}',
];

const PLACEHOLDER_DEFAULTS: Record<string, string> = {
  slug: BAKERY_CLIENT.slug,
  clientSlug: BAKERY_CLIENT.slug,
  claimId: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  taskRef: 'task-1',
  file: 'sitemap-1.xml',
};

function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (typeof operation !== 'object' || operation === null) continue;
      const body = operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined;
      const schema = body?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: body ? Object.keys(schema?.properties ?? {}) : null,
      });
    }
  }
  return operations;
}

const fill = (path: string, except?: string, value?: string) =>
  path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    name === except && value !== undefined ? value : encodeURIComponent(PLACEHOLDER_DEFAULTS[name] ?? 'x'),
  );

describe.each(DIALECTS)('malformed input to every operation on %s', (dialect) => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createListing(t.deps, BAKERY_CLIENT);
    operations = operationsOf((await t.app.inject('/openapi.json')).json());
  });
  afterAll(() => t.close());

  /** Sends one request, failing the test if it takes over 5 s or answers badly. */
  async function probe(method: string, url: string, payload?: string | Buffer, what = '') {
    const label = `${method} ${url.slice(0, 120)} ${what}`.trim();
    const response = await Promise.race([
      t.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
        ...(payload === undefined
          ? {}
          : { payload, headers: { 'content-type': 'application/json', origin: 'http://signboard.test' } }),
      }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`hung: ${label}`)), 5_000)),
    ]);
    expect(response.statusCode, label).toBeLessThan(500);
    const type = String(response.headers['content-type'] ?? '');
    if (response.statusCode >= 400 && type.includes('json')) {
      const body = response.json() as { ok?: unknown; error?: { code?: unknown; message?: unknown; status?: unknown } };
      const envelope = body.ok === false && typeof body.error?.code === 'string' && typeof body.error?.message === 'string';
      const a2aStatus = url.includes('/a2a/') && typeof body.error?.status === 'string';
      expect(envelope || a2aStatus, `${label}: ${response.body.slice(0, 200)}`).toBe(true);
      expect(response.body, label).not.toMatch(/FST_ERR|at .*\.ts:\d+|node_modules/);
    }
    return response.statusCode;
  }

  it('never answers 5xx, keeps every error in the envelope and never hangs', async () => {
    let sent = 0;
    for (const operation of operations) {
      const placeholders = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
      const body = operation.bodyFields ? '{}' : undefined;
      for (const name of placeholders) {
        for (const value of URL_VALUES) {
          await probe(operation.method, fill(operation.path, name, value), body, `path ${name}`);
          sent++;
        }
      }
      for (const name of operation.query) {
        for (const value of URL_VALUES) {
          await probe(operation.method, `${fill(operation.path)}?${encodeURIComponent(name)}=${value}`, body, `query ${name}`);
          sent++;
        }
      }
      if (operation.bodyFields) {
        for (const field of operation.bodyFields) {
          for (const value of BODY_VALUES) {
            await probe(operation.method, fill(operation.path), JSON.stringify({ [field]: value }), `body ${field}`);
            sent++;
          }
        }
        for (const raw of RAW_BODIES) {
          await probe(operation.method, fill(operation.path), raw, 'raw body');
          sent++;
        }
      }
    }
    expect(operations.length).toBeGreaterThan(50);
    expect(sent).toBeGreaterThan(1_500);
  }, 240_000);
});
