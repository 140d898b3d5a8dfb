/**
 * What a stranger could break, drain or flood, on each database: NUL bytes and forged cursors,
 * router-level errors, action-request and message floods, login lock-out and code timing, the
 * cross-site check of forms, IPv6 addresses counted by /64, JSON-RPC method names and batches,
 * who may read /metrics, and which audited sites the public activity names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundTasks } from '../../src/background-tasks.js';
import { createApiKey, revokeApiKey } from '../../src/gateway/api-keys.js';
import { issueLoginCode, requestLoginCode } from '../../src/owners/login.service.js';
import { createTestApp, deliverOutbox, type TestApp } from '../helpers/app.js';
import { type AuditSites, startAuditSites } from '../helpers/audit-sites.js';
import { addOwner, BAKERY_CLIENT, createListing } from '../helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS } from '../helpers/storage.js';

const OWNER = 'owner@crumb.example';
const SITE = 'http://signboard.test';

describe.each(DIALECTS)('what a stranger meets on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let sites: AuditSites;
  let listingId: string;

  const json = (response: { json(): unknown }) => response.json() as { ok: boolean; error: { code: string; message: string } };
  const form = (url: string, fields: Record<string, string>, from: string, headers: Record<string, string> = { origin: SITE }) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: from,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  const message = (from: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/ai/${BAKERY_CLIENT.slug}/a2a/v1/message`,
      payload: { message: { text: 'When are you open?' } },
      remoteAddress: from,
      headers,
    });
  const balance = async () =>
    Number(
      (await t.deps.db.selectFrom('credit_balances').select('balance').where('listing_id', '=', listingId).executeTakeFirst())
        ?.balance,
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sites = await startAuditSites();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      METRICS_TOKEN: 'metrics-token-0123456789',
      DNS_SERVERS: sites.dns.address,
      FETCH_ALLOW_PRIVATE: 'true',
    });
    listingId = await createListing(t.deps, BAKERY_CLIENT);
    await addOwner(t.deps, listingId, OWNER);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sites.close();
  });

  describe('NUL bytes and forged cursors', () => {
    it.each([
      `/business/${BAKERY_CLIENT.slug}%00`,
      `/business/${BAKERY_CLIENT.slug}%00.json`,
      '/api/a2a/v1/handshake?clientSlug=%00',
      '/claim?slug=%00',
      `/ai/${BAKERY_CLIENT.slug}/a2a/v1/tasks/x%00`,
      '/api/directory?q=bread%00',
      '/api/directory?city=%00',
    ])('answers GET %s with a 400, never a 5xx', async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
    });

    it('refuses a NUL in a JSON body with the envelope naming the field', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/a2a/v1/handshake',
        payload: { clientSlug: '\u0000' },
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toMatchObject({ code: 'validation_failed' });
      expect(response.json().error.details).toMatchObject({ location: 'body', parameter: 'clientSlug' });
    });

    it.each([
      ['directory', '/api/directory?cursor=', { f: 'x', k: 'a\u0000', id: 'L1' }],
      ['directory', '/api/directory?cursor=', { f: 'x', k: 'a', id: '\u0000' }],
      ['activity', '/api/activity?cursor=', { f: 'x', k: '2026-01-01', id: "1' or 1=1" }],
      ['activity', '/api/activity?cursor=', { f: 'x', k: '2026-01-01', id: 'A B' }],
    ])('refuses a forged %s cursor as invalid_cursor', async (_name, url, payload) => {
      const cursor = Buffer.from(JSON.stringify(payload)).toString('base64url');
      const response = await t.app.inject({ url: `${url}${cursor}` });
      expect(response.statusCode).toBe(400);
      expect(json(response).error.code).toBe('invalid_cursor');
    });

    it('answers a cursor holding a lone surrogate without a 5xx', async () => {
      const cursor = Buffer.from(JSON.stringify({ f: 'x', k: '\ud800', id: 'A' })).toString('base64url');
      for (const url of ['/api/directory?cursor=', '/api/activity?cursor=']) {
        expect((await t.app.inject({ url: `${url}${cursor}` })).statusCode).toBeLessThan(500);
      }
    });
  });

  describe('router-level errors', () => {
    it('answers a URL that is not UTF-8 and an overlong path segment with the envelope', async () => {
      for (const url of ['/business/%ff.json', `/business/${'a'.repeat(300)}.json`, '/api/a2a/%c0%af/v1/handshake']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(json(response)).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
        expect(response.body).not.toContain('FST_');
      }
    });

    it('answers browsers with the HTML page and API clients with JSON', async () => {
      const html = { accept: 'text/html,application/xhtml+xml' };
      const badPage = await t.app.inject({ url: '/business/%ff', headers: html });
      expect(badPage.statusCode).toBe(400);
      expect(badPage.headers['content-type']).toContain('text/html');
      expect(badPage.body).toContain('<h1>');
      const unknownPage = await t.app.inject({ url: '/about', headers: html });
      expect(unknownPage.statusCode).toBe(404);
      expect(unknownPage.headers['content-type']).toContain('text/html');
      const unknownApi = await t.app.inject({ url: '/api/nothing-here', headers: html });
      expect(unknownApi.headers['content-type']).toContain('application/json');
      expect(json(unknownApi).error.code).toBe('not_found');
      expect(json(await t.app.inject({ url: '/about' })).error.code).toBe('not_found');
    });
  });

  describe('action requests', () => {
    it('counts one address whatever user agent it sends, and never links what a stranger wrote', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/ai/${BAKERY_CLIENT.slug}/a2a/v1/action-request`,
          payload: { kind: 'callback', message: `Call me back, details at https://evil.example/login?n=${i}` },
          remoteAddress: '198.51.100.7',
          headers: { 'user-agent': `agent-${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
      const mails = await t.deps.db
        .selectFrom('outbox')
        .select(['text_body', 'html_body'])
        .where('to_address', '=', OWNER)
        .execute();
      expect(mails).toHaveLength(10);
      for (const mail of mails) {
        expect(mail.text_body).toContain('hxxps://evil[.]example/login');
        expect(mail.text_body).not.toContain('https://evil.example');
        expect(mail.html_body).not.toMatch(/<a [^>]*evil/);
      }
    });

    it("records every request past a business's daily mail budget but mails no more", async () => {
      const before = await t.deps.db.selectFrom('outbox').select('id').where('to_address', '=', OWNER).execute();
      for (let i = 0; i < 15; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/ai/${BAKERY_CLIENT.slug}/a2a/v1/action-request`,
          payload: { kind: 'handoff', message: 'Please call.' },
          remoteAddress: `198.51.100.${100 + i}`,
        });
        expect(response.statusCode).toBe(201);
      }
      const after = await t.deps.db.selectFrom('outbox').select('id').where('to_address', '=', OWNER).execute();
      expect(before.length).toBe(10);
      expect(after.length).toBe(20);
      const recorded = await t.deps.db.selectFrom('action_requests').select('id').where('listing_id', '=', listingId).execute();
      expect(recorded).toHaveLength(25);
    });
  });

  describe('message credits', () => {
    it('bounds what one address spends on a business per day, with Retry-After', async () => {
      const start = await balance().catch(() => Number.NaN);
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await message('203.0.113.50', { 'user-agent': `ua-${i}` })).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      const refused = await message('203.0.113.50');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(refused).error.message).toContain('API key');
      expect(await balance()).toBe((Number.isNaN(start) ? 100 : start) - 20);
      const jsonRpc = await t.app.inject({
        method: 'POST',
        url: `/ai/${BAKERY_CLIENT.slug}/a2a/v1/message`,
        remoteAddress: '203.0.113.50',
        payload: {
          jsonrpc: '2.0',
          id: 1,
          method: 'message/send',
          params: { message: { role: 'user', messageId: 'm1', kind: 'message', parts: [{ kind: 'text', text: 'Hours?' }] } },
        },
      });
      expect(jsonRpc.json().error.data.reason).toBe('RATE_LIMITED');
    });

    it('gives an API key its own quota and refuses unknown or revoked keys', async () => {
      const { apiKey, key } = await createApiKey(t.deps, { name: 'Test agent', dailyLimit: 3 });
      const auth = { authorization: `Bearer ${key}` };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await message('203.0.113.50', auth)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await message('203.0.113.51', { authorization: 'Bearer sbk_not-a-real-key-000000' })).statusCode).toBe(401);
      expect((await message('203.0.113.51', { authorization: 'Basic abc' })).statusCode).toBe(401);
      await revokeApiKey(t.deps, apiKey.id);
      t.clock.advance(86_400_000);
      expect((await message('203.0.113.50', auth)).statusCode).toBe(401);
      expect((await message('203.0.113.50')).statusCode).toBe(200);
    });
  });

  describe('sign-in codes', () => {
    it('keeps the owner in when a stranger asks for codes, and an earlier code stays valid', async () => {
      t.clock.advance(3_600_000);
      const strangers: number[] = [];
      for (let i = 0; i < 6; i++) strangers.push((await form('/owner/login', { email: OWNER }, '192.0.2.66')).statusCode);
      expect(strangers).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await form('/owner/login', { email: OWNER }, '192.0.2.10')).statusCode).toBe(200);
      smtp.inbox.length = 0;
      await deliverOutbox(t, smtp.url);
      const codes = smtp.inbox
        .filter((m) => m.to.includes(OWNER))
        .map((m) => /code: (\d{8})/.exec(m.subject)?.[1])
        .filter(Boolean) as string[];
      expect(codes).toHaveLength(5); // five live codes at most; the sixth request made none
      const signIn = await form('/owner/login/code', { email: OWNER, code: codes[0] ?? '' }, '192.0.2.10');
      expect(signIn.statusCode).toBe(303);
    });

    it('makes no more than five live codes when many requests for them arrive at once', async () => {
      t.clock.advance(3_600_000);
      const now = t.clock.now();
      await Promise.all(Array.from({ length: 10 }, () => issueLoginCode(t.deps, OWNER, 'owner', now)));
      const live = await t.deps.db
        .selectFrom('one_time_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('purpose', '=', 'login_code')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirstOrThrow();
      expect(Number(live.n)).toBe(5);
    });

    it('does the same work in the request for an account and for a stranger: the code is made in the background', async () => {
      t.clock.advance(3_600_000);
      const started: string[] = [];
      const held: (() => Promise<unknown>)[] = [];
      const background: BackgroundTasks = {
        run: (name, task) => {
          started.push(name);
          held.push(task);
        },
        settled: async () => {},
      };
      const count = async () => (await t.deps.db.selectFrom('one_time_tokens').select('id').execute()).length;
      const before = await count();
      await requestLoginCode(t.deps, background, { email: OWNER, role: 'owner', ip: '192.0.2.20' });
      await requestLoginCode(t.deps, background, { email: 'nobody@example.org', role: 'owner', ip: '192.0.2.20' });
      expect(started).toEqual(['login code', 'login code']);
      expect(await count()).toBe(before);
      for (const task of held) await task();
      expect(await count()).toBe(before + 1);
    });
  });

  describe('cross-site forms', () => {
    const fields = { email: 'someone@example.org' };
    it('checks the Referer when there is no Origin, and refuses a post with neither', async () => {
      t.clock.advance(3_600_000);
      const foreign = await form('/owner/login', fields, '192.0.2.30', { referer: 'https://evil.example/page' });
      expect(foreign.statusCode).toBe(403);
      const none = await form('/owner/login', fields, '192.0.2.30', {});
      expect(none.statusCode).toBe(403);
      const own = await form('/owner/login', fields, '192.0.2.30', { referer: `${SITE}/owner/login` });
      expect(own.statusCode).toBe(200);
      const foreignOrigin = await form('/owner/login', fields, '192.0.2.30', {
        origin: 'https://evil.example',
        referer: `${SITE}/`,
      });
      expect(foreignOrigin.statusCode).toBe(403);
    });
  });

  describe('IPv6 addresses', () => {
    it('counts every address of one /64 together', async () => {
      t.clock.advance(3_600_000);
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) {
        statuses.push(
          (await form('/owner/login', { email: `person${i}@example.org` }, `2001:db8:1:2::${i.toString(16)}`)).statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect((await form('/owner/login', { email: 'other@example.org' }, '2001:db8:1:3::1')).statusCode).toBe(200);
    });
  });

  describe('JSON-RPC', () => {
    const rpc = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/ai/${BAKERY_CLIENT.slug}/a2a/v1/message`,
        payload: payload as Record<string, unknown>,
        remoteAddress: '203.0.113.90',
      });
    it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
      'answers method %s with -32601',
      async (method) => {
        const response = await rpc({ jsonrpc: '2.0', id: 7, method, params: {} });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32601 } });
      },
    );
    it('answers a batch with -32600 and bad params with -32602, in HTTP 200', async () => {
      const batch = await rpc([{ jsonrpc: '2.0', id: 1, method: 'tasks/get', params: { id: 'x' } }]);
      expect(batch.statusCode).toBe(200);
      expect(batch.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
      const params = await rpc({ jsonrpc: '2.0', id: 2, method: 'tasks/get', params: 'x' });
      expect(params.statusCode).toBe(200);
      expect(params.json()).toMatchObject({ jsonrpc: '2.0', id: 2, error: { code: -32602 } });
      const id = await rpc({ jsonrpc: '2.0', id: { a: 1 }, method: 'tasks/get', params: {} });
      expect(id.statusCode).toBe(200);
      expect(id.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
    });
  });

  describe('/metrics', () => {
    it('serves loopback and the bearer token, and refuses everyone else', async () => {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
      const stranger = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.body).not.toContain('signboard_http');
      const wrong = await t.app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer wrong-token-0123456789' },
      });
      expect(wrong.statusCode).toBe(403);
      const right = await t.app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer metrics-token-0123456789' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('signboard_http_requests_total');
    });
  });

  describe('public activity of audits', () => {
    it("names an audited site only when it is a published listing's", async () => {
      const audit = (url: string) =>
        t.app.inject({ method: 'POST', url: '/api/website-audit', payload: { url }, remoteAddress: '203.0.113.77' });
      expect((await audit(sites.url('good'))).statusCode).toBe(200);
      const detailOfLatest = async () => {
        const body = (await t.app.inject({ url: '/api/activity?types=audit_completed&limit=1' })).json();
        return body.records[0];
      };
      const stranger = await detailOfLatest();
      expect(stranger.detail).toBeNull();
      expect(JSON.stringify(stranger)).not.toContain('good.test');
      await createListing(t.deps, { slug: 'good-site', name: 'Good Site', website: sites.url('good') });
      expect((await audit(sites.url('good'))).statusCode).toBe(200);
      expect((await detailOfLatest()).detail).toEqual({ domain: 'good.test' });
    });
  });
});
