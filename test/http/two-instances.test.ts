/**
 * Two server instances on one database, each with its own connections and port: credits are spent
 * atomically across them (200 parallel messages against 50 credits), a task stored by one is read
 * by the other, visitor allowances and mail limits count across both, a session made on one works
 * and ends on the other, both delivering the outbox at once send each mail once, and discovery
 * documents cached by one follow a listing change made on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deliverOutbox, type TestApp } from '../helpers/app.js';
import { addOwner, createListing } from '../helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS } from '../helpers/storage.js';

const SLUG = 'crumb-bakery';
const FACTS = [{ id: 'f-hours', kind: 'hours', text: 'Opening hours: Saturday from 08:00 to 15:00.' }];

describe.each(DIALECTS)('two instances on one %s database', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  const bases: string[] = [];

  beforeAll(async () => {
    first = await createTestApp(dialect, { STARTER_CREDITS: '50', MESSAGE_DAILY_LIMIT: '100000' });
    second = await createTestApp(dialect, { STARTER_CREDITS: '50', MESSAGE_DAILY_LIMIT: '100000' }, { sameDatabaseAs: first });
    await createListing(first.deps, { slug: SLUG, name: 'Crumb Bakery', facts: FACTS });
    for (const t of [first, second]) bases.push(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('spends exactly the balance across both: 200 parallel messages against 50 credits → 50 answers, 150 × 402', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${bases[i % 2]}/ai/${SLUG}/a2a/v1/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: { text: 'When are you open?' } }),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(150);
    const tasks = await first.deps.db
      .selectFrom('gateway_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(tasks?.n)).toBe(50);
  });

  it('reads on one instance a task answered by the other', async () => {
    await first.deps.db.updateTable('credit_balances').set({ balance: 5 }).execute();
    const sent = await fetch(`${bases[0]}/ai/${SLUG}/a2a/v1/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'SendMessage',
        params: { message: { parts: [{ text: 'Hours?' }] } },
      }),
    });
    const { result } = (await sent.json()) as { result: { task: { id: string } } };
    const got = await fetch(`${bases[1]}/ai/${SLUG}/a2a/v1/tasks/${result.task.id}`, { headers: { 'A2A-Version': '1.0' } });
    expect(got.status).toBe(200);
    expect(((await got.json()) as { id: string }).id).toBe(result.task.id);
  });
});

describe.each(DIALECTS)('two instances on one %s database: allowances, sessions, the outbox and caches', (dialect) => {
  const OWNER = 'owner@crumb.example';
  let smtp: TestSmtpServer;
  let first: TestApp;
  let second: TestApp;
  const bases: string[] = [];

  const form = (t: TestApp, url: string, fields: Record<string, string>, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://signboard.test', cookie },
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = { ASK_DAILY_ALLOWANCE: '20', SMTP_URL: smtp.url };
    first = await createTestApp(dialect, env);
    second = await createTestApp(dialect, env, { sameDatabaseAs: first });
    const listingId = await createListing(first.deps, { slug: SLUG, name: 'Crumb Bakery', facts: FACTS });
    await addOwner(first.deps, listingId, OWNER);
    for (const t of [first, second]) bases.push(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.close();
  });

  it('counts one visitor allowance across both: 60 parallel asks against 20 → 20 answers, 40 × 429', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        fetch(`${bases[i % 2]}/ai/${SLUG}/ask?q=${encodeURIComponent('When are you open?')}`, {
          headers: { 'user-agent': 'allowance-test' },
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  });

  it('delivers each queued mail once while both instances deliver at the same time', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await form(i % 2 ? second : first, '/owner/login', { email: OWNER })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]); // five code e-mails an hour per address, counted across both
    await Promise.all([deliverOutbox(first, smtp.url), deliverOutbox(second, smtp.url)]);
    const codes = smtp.inbox.filter((m) => m.to.includes(OWNER)).map((m) => /code: (\d{8})/.exec(m.subject)?.[1]);
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
  });

  it('signs in on one instance and is signed in, then signed out, on the other', async () => {
    for (const t of [first, second]) t.clock.advance(3_600_000);
    smtp.inbox.length = 0;
    expect((await form(second, '/owner/login', { email: OWNER })).statusCode).toBe(200);
    await deliverOutbox(second, smtp.url);
    const code = /code: (\d{8})/.exec(smtp.inbox.find((m) => m.to.includes(OWNER))?.subject ?? '')?.[1] ?? '';
    const signedIn = await form(first, '/owner/login/code', { email: OWNER, code });
    expect(signedIn.statusCode).toBe(303);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
    expect((await second.app.inject({ url: '/owner/dashboard', headers: { cookie } })).statusCode).toBe(200);
    expect((await form(second, '/owner/logout', {}, cookie)).statusCode).toBe(200);
    expect((await first.app.inject({ url: '/owner/dashboard', headers: { cookie } })).headers.location).toBe('/owner/login');
  });

  it('serves discovery documents, searches and profiles that follow a listing change made on the other instance', async () => {
    const search = async () => ((await (await fetch(`${bases[1]}/api/directory?q=rye`)).json()) as { total: number }).total;
    const before = await (await fetch(`${bases[1]}/llms.txt`)).text();
    expect(before).toContain('Crumb Bakery');
    expect(await search()).toBe(0);
    expect((await fetch(`${bases[1]}/business/rye-and-salt.json`)).status).toBe(404);
    for (const t of [first, second]) t.clock.advance(60_000);
    await createListing(first.deps, { slug: 'rye-and-salt', name: 'Rye and Salt Bakery', facts: FACTS });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the one-second version check
    const after = await (await fetch(`${bases[1]}/llms.txt`)).text();
    expect(after).toContain('Rye and Salt Bakery');
    expect(await search()).toBe(1);
    const profile = await fetch(`${bases[1]}/business/rye-and-salt.json`);
    expect(profile.status).toBe(200);
    for (const t of [first, second]) t.clock.advance(60_000);
    await first.deps.db
      .updateTable('listings')
      .set({ name: 'Rye and Salt', updated_at: first.clock.now().toISOString() })
      .where('slug', '=', 'rye-and-salt')
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(
      ((await (await fetch(`${bases[1]}/business/rye-and-salt.json`)).json()) as { business: { name: string } }).business.name,
    ).toBe('Rye and Salt');
  });
});
