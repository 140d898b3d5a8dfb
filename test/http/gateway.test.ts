/**
 * The gateway's protocol routes on each database: the discovery document, every route and alias
 * with every clientSlug placement, the handshake and its scopes, agent cards with ETags, simple
 * messages and their credits (also under concurrency), and action requests reaching the owner by
 * e-mail through a real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_RULES, ALLOWED_SCOPES, DENIED_SCOPES } from '../../src/answers/rules.js';
import { createTestApp, deliverOutbox, type TestApp } from '../helpers/app.js';
import { BAKERY_CLIENT, createListing } from '../helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS } from '../helpers/storage.js';

const GW = 'http://gateway.test';
const SHOP = BAKERY_CLIENT;

describe.each(DIALECTS)('gateway routes on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const request = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { 'user-agent': 'test-agent', ...headers },
    });
  const balance = async (slug: string) =>
    Number(
      (
        await t.deps.db
          .selectFrom('credit_balances')
          .innerJoin('listings', 'listings.id', 'credit_balances.listing_id')
          .select('balance')
          .where('listings.slug', '=', slug)
          .executeTakeFirst()
      )?.balance,
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Credits, not the per-caller quota (tested in strangers.test.ts), are what these tests spend.
    t = await createTestApp(dialect, { GATEWAY_URL: GW, STARTER_CREDITS: '5', MESSAGE_DAILY_LIMIT: '100000' });
    await createListing(t.deps, SHOP);
    await createListing(t.deps, { slug: 'busy-bakery', name: 'Busy Bakery', facts: SHOP.facts });
    await createListing(t.deps, { slug: 'waiting-shop', name: 'Waiting Shop', status: 'pending_review' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('serves the global discovery document with the fixed constants at both paths', async () => {
    const api = await request('GET', '/api/a2a');
    expect(api.statusCode).toBe(200);
    const doc = api.json();
    expect(doc).toMatchObject({
      ok: true,
      type: 'service_asg_global_a2a_directory',
      focus: 'action-request',
      scopes: { allowed: [...ALLOWED_SCOPES], denied: [...DENIED_SCOPES] },
      billing: { staticDiscovery: 'free', message: 'credit_required_on_post', actionRequest: 'free_record_only' },
      rules: [...AGENT_RULES],
      preferredClientScopedRoutes: {
        handshake: `${GW}/ai/{clientSlug}/a2a/v1/handshake`,
        message: `${GW}/ai/{clientSlug}/a2a/v1/message`,
        messageSend: `${GW}/ai/{clientSlug}/a2a/v1/message:send`,
        actionRequest: `${GW}/ai/{clientSlug}/a2a/v1/action-request`,
      },
    });
    expect(Object.keys(doc.commonApiAliases).sort()).toEqual(
      [
        'actionRequest',
        'handshake',
        'message',
        'messageSend',
        'queryBodyActionRequest',
        'queryBodyHandshake',
        'queryBodyMessage',
      ].sort(),
    );
    expect(doc.clientSlugPlacement).toHaveLength(3);
    expect(doc.message).toMatch(/path.*query.*body/s);
    expect(doc.message).toContain('/api/a2a');
    expect((await request('GET', '/ai/a2a')).json()).toEqual(doc);
    // Every client-scoped template answers once a real slug is put in.
    for (const template of [
      ...Object.values(doc.preferredClientScopedRoutes),
      ...Object.values(doc.commonApiAliases),
    ] as string[]) {
      if (!template.endsWith('handshake') && !template.includes('handshake?')) continue;
      const url = template.replace(GW, '').replace('{clientSlug}', 'crumb-bakery');
      expect((await request('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await request('GET', '/api/a2a');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await request('GET', '/api/a2a', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('takes clientSlug from the path, the query or the body, refusing conflicts and missing ones', async () => {
    const ok = [
      await request('GET', '/ai/crumb-bakery/a2a/v1/handshake'),
      await request('GET', '/api/a2a/crumb-bakery/v1/handshake'),
      await request('GET', '/api/a2a/v1/handshake?clientSlug=crumb-bakery'),
      await request('POST', '/api/a2a/v1/handshake', { clientSlug: 'crumb-bakery' }),
      await request('POST', '/ai/crumb-bakery/a2a/v1/handshake', { clientSlug: 'crumb-bakery' }),
    ];
    for (const response of ok) {
      expect(response.statusCode).toBe(200);
      expect(response.json().clientSlug).toBe('crumb-bakery');
    }
    const conflict = await request('POST', '/ai/crumb-bakery/a2a/v1/handshake?clientSlug=busy-bakery', {});
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json().error.code).toBe('client_slug_conflict');
    const conflictBody = await request('POST', '/api/a2a/v1/handshake?clientSlug=crumb-bakery', { clientSlug: 'busy-bakery' });
    expect(conflictBody.json().error.code).toBe('client_slug_conflict');
    const missing = await request('GET', '/api/a2a/v1/handshake');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('client_slug_missing');
    for (const slug of ['no-such-shop', 'waiting-shop']) {
      const unknown = await request('GET', `/ai/${slug}/a2a/v1/handshake`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('client_not_found');
    }
  });

  it('hands over the agent card, scopes, billing, rules and endpoints, refusing denied scopes', async () => {
    const body = (await request('GET', '/ai/crumb-bakery/a2a/v1/handshake?scopes=read_profile,ask_public_questions')).json();
    expect(body).toMatchObject({
      ok: true,
      businessName: 'Crumb Bakery',
      scopes: { granted: ['read_profile', 'ask_public_questions'] },
      protocolVersions: ['1.0', '0.3'],
      credits: { remaining: 5 },
      endpoints: {
        message: `${GW}/ai/crumb-bakery/a2a/v1/message`,
        agentCard: `${GW}/ai/crumb-bakery/.well-known/agent-card.json`,
      },
    });
    expect(body.agentCard.supportedInterfaces).toEqual([
      { url: `${GW}/ai/crumb-bakery/a2a/v1/message`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
      { url: `${GW}/ai/crumb-bakery/a2a/v1`, protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' },
    ]);
    const denied = await request('POST', '/ai/crumb-bakery/a2a/v1/handshake', {
      scopes: ['read_profile', 'admin', 'otp_access'],
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toMatchObject({ code: 'scope_denied', details: { denied: ['admin', 'otp_access'] } });
    const unknown = await request('GET', '/ai/crumb-bakery/a2a/v1/handshake?scopes=read_minds');
    expect(unknown.statusCode).toBe(400);
  });

  it('serves the agent card under every alias with skills from the approved facts and an ETag', async () => {
    const card = await request('GET', '/ai/crumb-bakery/.well-known/agent-card.json');
    expect(card.statusCode).toBe(200);
    const json = card.json();
    expect(json).toMatchObject({ name: 'Crumb Bakery', protocolVersion: '0.3.0', preferredTransport: 'JSONRPC' });
    expect(json.skills.map((s: { id: string }) => s.id)).toEqual([
      'about',
      'pricing',
      'opening-hours',
      'location',
      'contact',
      'human-handoff',
    ]);
    for (const alias of [
      '/ai/crumb-bakery/.well-known/agent.json',
      '/api/a2a/crumb-bakery/.well-known/agent-card.json',
      '/api/a2a/crumb-bakery/.well-known/agent.json',
    ]) {
      expect((await request('GET', alias)).json()).toEqual(json);
    }
    const cached = await request('GET', '/ai/crumb-bakery/.well-known/agent-card.json', undefined, {
      'if-none-match': card.headers.etag as string,
    });
    expect(cached.statusCode).toBe(304);
    expect((await request('GET', '/ai/waiting-shop/.well-known/agent-card.json')).statusCode).toBe(404);
  });

  it('answers simple messages on every message route for one credit each, refusing at zero with 402', async () => {
    const routes = [
      ['/ai/crumb-bakery/a2a/v1/message', {}],
      ['/ai/crumb-bakery/a2a/v1/message:send', {}],
      ['/api/a2a/crumb-bakery/v1/message', {}],
      ['/api/a2a/crumb-bakery/v1/message:send', {}],
      ['/api/a2a/v1/message', { clientSlug: 'crumb-bakery' }],
    ] as const;
    const remaining: number[] = [];
    for (const [url, extra] of routes) {
      const response = await request('POST', url, { ...extra, message: { text: 'How much is a sourdough loaf?' } });
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        ok: true,
        clientSlug: 'crumb-bakery',
        reply: {
          text: 'A sourdough loaf costs €4.50.',
          outcome: 'answered',
          citations: [{ factId: 'f-price', kind: 'pricing' }],
        },
        credits: { spent: 1 },
        llm: false,
      });
      remaining.push(body.credits.remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const broke = await request('POST', '/ai/crumb-bakery/a2a/v1/message', { message: { text: 'When are you open?' } });
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error).toMatchObject({
      code: 'credits_exhausted',
      details: { askPreview: `${GW}/ai/crumb-bakery/ask?q={question}`, handoff: `${GW}/ai/crumb-bakery/a2a/v1/action-request` },
    });
    // Refused requests spend nothing; the free ask preview still answers.
    expect((await request('POST', '/ai/busy-bakery/a2a/v1/message', { message: { text: '' } })).statusCode).toBe(400);
    expect((await request('POST', '/ai/busy-bakery/a2a/v1/message', { message: {} })).statusCode).toBe(400);
    expect((await request('POST', '/ai/no-such-shop/a2a/v1/message', { message: { text: 'Hi?' } })).statusCode).toBe(404);
    expect((await request('GET', '/ai/crumb-bakery/ask?q=When%20are%20you%20open%3F')).statusCode).toBe(200);
    const handoff = (
      await request('POST', '/ai/busy-bakery/a2a/v1/message', { message: { text: 'Where is my order #55512?' } })
    ).json();
    expect(handoff.reply).toMatchObject({ outcome: 'handoff', handoff: { reason: 'case_specific' } });
    expect(await balance('busy-bakery')).toBe(4);
  });

  it('spends credits atomically: 200 parallel messages against 50 credits answer exactly 50', async () => {
    const id = await createListing(t.deps, { slug: 'rush-bakery', name: 'Rush Bakery', facts: SHOP.facts });
    await t.deps.db
      .insertInto('credit_balances')
      .values({ listing_id: id, balance: 50, updated_at: new Date().toISOString() })
      .execute();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        request('POST', '/ai/rush-bakery/a2a/v1/message', { message: { text: 'When are you open?' } }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(50);
    expect(codes.filter((c) => c === 402)).toHaveLength(150);
    expect(await balance('rush-bakery')).toBe(0);
    const tasks = await t.deps.db.selectFrom('gateway_tasks').select('id').where('listing_id', '=', id).execute();
    expect(tasks).toHaveLength(50);
  });

  it('records action requests for free, tells the owner by e-mail, and limits them per visitor', async () => {
    const before = await balance('busy-bakery');
    const response = await request('POST', '/ai/crumb-bakery/a2a/v1/action-request', {
      kind: 'callback',
      message: 'Please call me about 40 loaves for a party.',
      contact: '+31 6 5555 0199',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      ok: true,
      actionRequest: { kind: 'callback', status: 'recorded' },
      route: { website: 'https://crumb.example/' },
    });
    const alias = await request('POST', '/api/a2a/v1/action-request?clientSlug=busy-bakery', {
      kind: 'handoff',
      message: 'A person please.',
    });
    expect(alias.statusCode).toBe(201);
    expect(await balance('busy-bakery')).toBe(before);
    for (const bad of [{ kind: 'refund', message: 'x' }, { kind: 'handoff' }, { kind: 'handoff', message: '   ' }]) {
      expect((await request('POST', '/ai/crumb-bakery/a2a/v1/action-request', bad)).statusCode).toBe(400);
    }
    await deliverOutbox(t, smtp.url);
    const mail = smtp.inbox.find((m) => m.to.includes('hello@crumb.example'));
    expect(mail?.subject).toBe('An agent asked for a callback at Crumb Bakery');
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain('40 loaves for a party');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const flood = await t.app.inject({
        method: 'POST',
        url: '/ai/busy-bakery/a2a/v1/action-request',
        payload: { kind: 'handoff', message: `Try ${i}` },
        remoteAddress: '198.51.100.1',
      });
      statuses.push(flood.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
