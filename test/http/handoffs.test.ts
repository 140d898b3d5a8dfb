/**
 * A question that needs a person is really handed over, on each database: a live ask records a
 * handoff, the owner receives the e-mail at a real SMTP server, sees it in the dashboard and marks
 * it seen and closed, and the asker's status address follows; a preview records nothing; one
 * visitor's flood stays bounded in mails; the A2A and simple message routes record handoffs too.
 */
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccount } from '../../src/owners/account.repository.js';
import { createSession } from '../../src/owners/session.repository.js';
import { createTestApp, deliverOutbox, type TestApp } from '../helpers/app.js';
import { addOwner, BAKERY_CLIENT, createListing } from '../helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS } from '../helpers/storage.js';

const OWNER = 'owner@crumb.example';
const URGENT = 'I have severe chest pain, what should I do?';
const CASE = 'My order 4417 from Saturday was the wrong cake, I want it replaced';

describe.each(DIALECTS)('handoffs on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let cookie: string;
  const slug = BAKERY_CLIENT.slug;

  const askLive = (question: string, extra: Record<string, unknown> = {}, from = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: `/ai/${slug}/ask`, payload: { question, ...extra }, remoteAddress: from });
  const handoffRows = () => t.deps.db.selectFrom('handoffs').selectAll().orderBy('id').execute();
  const statusOf = async (url: string) => {
    const path = new URL(url).pathname;
    return t.app.inject({ url: path });
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, GATEWAY_URL: 'http://gateway.signboard.test' });
    const listingId = await createListing(t.deps, BAKERY_CLIENT);
    await addOwner(t.deps, listingId, OWNER);
    const account = await findAccount(t.deps.db, OWNER, 'owner');
    const session = await createSession(t.deps.db, {
      id: t.deps.ids.next(),
      accountId: account?.id ?? '',
      userAgent: null,
      now: t.clock.now(),
    });
    cookie = `signboard_session=${session.token}`;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('records a live handoff, mails the owner, shows it in the dashboard, and the status address follows its state', async () => {
    const response = await askLive(URGENT, { contact: 'call me on +31 6 1234 5678 or see https://evil.example/x' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.outcome).toBe('handoff');
    expect(body.handoff).toMatchObject({ reason: 'urgent', id: expect.stringMatching(/^[0-9A-Z]{26}$/) });
    expect(body.handoff.statusUrl).toBe(`http://gateway.signboard.test/ai/${slug}/handoffs/${body.handoff.id}`);
    expect(body.answer).toContain(`reference ${body.handoff.id}`);

    const [row] = await handoffRows();
    expect(row).toMatchObject({ id: body.handoff.id, reason: 'urgent', state: 'open', channel: 'ask', mailed: 1 });
    expect(row?.contact).toContain('+31 6 1234 5678');

    smtp.inbox.length = 0;
    await deliverOutbox(t, smtp.url);
    const mail = smtp.inbox.find((m) => m.to.includes(OWNER));
    expect(mail?.subject).toBe('A question for a person at Crumb Bakery');
    const raw = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(raw).toContain(body.handoff.id);
    expect(raw).toContain('hxxps://evil[.]example/x');
    expect(raw).not.toContain('https://evil.example');

    const status = await statusOf(body.handoff.statusUrl);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      ok: true,
      handoff: { id: body.handoff.id, reason: 'urgent', state: 'open', createdAt: row?.created_at, updatedAt: row?.updated_at },
    });
    expect(status.body).not.toMatch(/chest|1234 5678|evil/);

    const dashboard = cheerio.load((await t.app.inject({ url: '/owner/dashboard', headers: { cookie } })).body);
    const item = dashboard('ul.handoffs li').first();
    expect(item.text()).toContain('severe chest pain');
    expect(item.find('button[value=seen]')).toHaveLength(1);

    const mark = (state: string) =>
      t.app.inject({
        method: 'POST',
        url: '/owner/handoffs',
        payload: new URLSearchParams({ slug, handoffId: body.handoff.id, state }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://signboard.test', cookie },
      });
    t.clock.advance(60_000);
    expect((await mark('seen')).statusCode).toBe(200);
    expect((await statusOf(body.handoff.statusUrl)).json().handoff.state).toBe('seen');
    t.clock.advance(60_000);
    expect((await mark('closed')).statusCode).toBe(200);
    const closed = (await statusOf(body.handoff.statusUrl)).json().handoff;
    expect(closed.state).toBe('closed');
    expect(closed.updatedAt).not.toBe(closed.createdAt);
    expect((await mark('deleted')).statusCode).toBe(400);
  });

  it('records nothing for a preview or an unclear question, and never claims a person was asked', async () => {
    const before = (await handoffRows()).length;
    const preview = (await t.app.inject({ url: `/ai/${slug}/ask?q=${encodeURIComponent(URGENT)}` })).json();
    expect(preview.outcome).toBe('handoff');
    expect(preview.handoff.id).toBeUndefined();
    expect(preview.answer).not.toMatch(/has been (asked|passed|told)|passed to/);
    const unclear = (await askLive('Do you have a dog-friendly terrace with heaters?')).json();
    expect(unclear.outcome).toBe('unclear');
    expect(unclear.handoff).toMatchObject({ reason: 'unclear' });
    expect(unclear.handoff.id).toBeUndefined();
    expect((await handoffRows()).length).toBe(before);
  });

  it("shows an urgent answer's emergency guidance first and apart in the business page's ask box", async () => {
    const page = cheerio.load((await t.app.inject({ url: `/business/${slug}?q=${encodeURIComponent(URGENT)}` })).body);
    const first = page('.answer').children().first();
    expect(first.is('.notice.emergency[role=alert]')).toBe(true);
    expect(first.text()).toMatch(/^If someone is in danger.*emergency number/);
    expect(page('.answer').text()).toContain('Needs a person');
    const plain = cheerio.load(
      (await t.app.inject({ url: `/business/${slug}?q=${encodeURIComponent('When are you open?')}` })).body,
    );
    expect(plain('.answer .emergency')).toHaveLength(0);
  });

  it("keeps one visitor's mails bounded while recording every handoff", async () => {
    t.clock.advance(86_400_000);
    const before = await t.deps.db.selectFrom('outbox').select('id').where('to_address', '=', OWNER).execute();
    for (let i = 0; i < 6; i++) expect((await askLive(`${CASE} (${i})`, {}, '203.0.113.99')).json().handoff.id).toBeDefined();
    const mailed = (await handoffRows()).filter((h) => h.question.includes('wrong cake'));
    expect(mailed).toHaveLength(6);
    expect(mailed.filter((h) => h.mailed === 1)).toHaveLength(3);
    const after = await t.deps.db.selectFrom('outbox').select('id').where('to_address', '=', OWNER).execute();
    expect(after.length - before.length).toBe(3);
    expect((await askLive(CASE, {}, '203.0.113.100')).json().handoff.id).toBeDefined();
    const again = await t.deps.db.selectFrom('outbox').select('id').where('to_address', '=', OWNER).execute();
    expect(again.length - after.length).toBe(1);
  });

  it('records handoffs from A2A and simple messages, with the contact from message metadata', async () => {
    const a2a = await t.app.inject({
      method: 'POST',
      url: `/ai/${slug}/a2a/v1/message`,
      remoteAddress: '198.51.100.40',
      payload: {
        jsonrpc: '2.0',
        id: 1,
        method: 'message/send',
        params: {
          message: {
            role: 'user',
            messageId: 'm-1',
            kind: 'message',
            parts: [{ kind: 'text', text: CASE }],
            metadata: { contact: 'anna@example.org' },
          },
        },
      },
    });
    const task = a2a.json().result;
    const data = task.artifacts[0].parts.find((p: { kind: string }) => p.kind === 'data').data;
    expect(data.handoff).toMatchObject({ reason: 'case_specific', id: expect.any(String), statusUrl: expect.any(String) });
    const simple = await t.app.inject({
      method: 'POST',
      url: `/ai/${slug}/a2a/v1/message`,
      remoteAddress: '198.51.100.41',
      payload: { message: { text: URGENT, metadata: { contact: '+44 20 7946 0000' } } },
    });
    expect(simple.json().reply.handoff).toMatchObject({ reason: 'urgent', id: expect.any(String) });
    const rows = await handoffRows();
    expect(rows.find((h) => h.id === data.handoff.id)).toMatchObject({ channel: 'a2a', contact: 'anna@example.org' });
    expect(rows.find((h) => h.id === simple.json().reply.handoff.id)).toMatchObject({ channel: 'message' });
  });

  it('refuses a bad contact and answers unknown handoffs with 404', async () => {
    expect((await askLive(URGENT, { contact: 'x'.repeat(300) })).statusCode).toBe(400);
    expect((await askLive(URGENT, { contact: 'a\u0007b' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/ai/${slug}/handoffs/01JAAAAAAAAAAAAAAAAAAAAAAA` })).statusCode).toBe(404);
    const other = await createListing(t.deps, { slug: 'other-bakery', name: 'Other Bakery' });
    expect(other).toBeDefined();
    const [first] = await handoffRows();
    expect((await t.app.inject({ url: `/ai/other-bakery/handoffs/${first?.id}` })).statusCode).toBe(404);
  });
});
