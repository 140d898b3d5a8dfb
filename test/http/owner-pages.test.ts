/**
 * Owner and reviewer sign-in by e-mailed code, sessions, fact proposals and the console's access
 * rules, in-process on each database with mail delivered to a real SMTP server on loopback.
 */
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureAccount } from '../../src/owners/account.repository.js';
import { createTestApp, deliverOutbox, type TestApp } from '../helpers/app.js';
import { addOwner, BAKERY_CLIENT, createListing } from '../helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS } from '../helpers/storage.js';

const OWNER = 'owner@crumb.example';
const REVIEWER = 'reviewer@signboard.test';

describe.each(DIALECTS)('owner and reviewer pages on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let ip = 0;

  const form = (url: string, fields: Record<string, string>, cookie = '', from = `10.0.0.${ip}`) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: from,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://signboard.test', cookie },
    });
  const latestCode = async (email: string) => {
    await deliverOutbox(t, smtp.url);
    const mail = [...smtp.inbox].reverse().find((m) => m.to.includes(email));
    return /code: (\d{8})/.exec(mail?.subject ?? '')?.[1] ?? '';
  };
  const signIn = async (base: '/owner' | '/admin', email: string) => {
    await form(`${base}/login`, { email });
    const res = await form(`${base}/login/code`, { email, code: await latestCode(email) });
    expect(res.statusCode).toBe(303);
    return String(res.headers['set-cookie']).split(';')[0] ?? '';
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    const listingId = await createListing(t.deps, BAKERY_CLIENT);
    await addOwner(t.deps, listingId, OWNER);
    const now = t.clock.now().toISOString();
    await ensureAccount(t.deps.db, { id: t.deps.ids.next(), email: REVIEWER, role: 'reviewer', status: 'active', now });
  });
  beforeEach(() => {
    ip += 1;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers a code request the same whether or not the address has an account, and mails only real accounts', async () => {
    const known = await form('/owner/login', { email: OWNER });
    const unknown = await form('/owner/login', { email: 'stranger@example.org' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const text = (body: string) =>
      cheerio
        .load(body)('main')
        .text()
        .replace(/\S+@\S+/g, '<email>');
    expect(text(unknown.body)).toBe(text(known.body));
    await deliverOutbox(t, smtp.url);
    expect(smtp.inbox.some((m) => m.to.includes('stranger@example.org'))).toBe(false);
    expect(smtp.inbox.some((m) => m.to.includes(OWNER))).toBe(true);
  });

  it('signs in once per code, and uses a code up after five wrong tries', async () => {
    await form('/owner/login', { email: OWNER });
    const code = await latestCode(OWNER);
    const ok = await form('/owner/login/code', { email: OWNER, code });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/owner/dashboard');
    expect(String(ok.headers['set-cookie'])).toMatch(/^signboard_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect((await form('/owner/login/code', { email: OWNER, code })).statusCode).toBe(401);

    await form('/owner/login', { email: OWNER });
    const fresh = await latestCode(OWNER);
    const wrong = fresh === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) expect((await form('/owner/login/code', { email: OWNER, code: wrong })).statusCode).toBe(401);
    expect((await form('/owner/login/code', { email: OWNER, code: fresh })).statusCode).toBe(401);
  });

  it('refuses a code after 10 minutes and limits code e-mails per address', async () => {
    await form('/owner/login', { email: OWNER });
    const code = await latestCode(OWNER);
    t.clock.advance(10 * 60_000 + 1);
    expect((await form('/owner/login/code', { email: OWNER, code })).statusCode).toBe(401);
    t.clock.advance(3_600_000);
    // Five an hour per address and requester; others may still ask, up to 30 an hour for one address.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await form('/owner/login', { email: OWNER }, '', '10.1.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const others: number[] = [];
    for (let i = 0; i < 26; i++) others.push((await form('/owner/login', { email: OWNER }, '', `10.2.${i}.1`)).statusCode);
    expect(others.slice(0, 25).every((s) => s === 200)).toBe(true);
    expect(others[25]).toBe(429);
    t.clock.advance(3_600_000);
  });

  it('keeps owners out of the console and reviewers out of the dashboard; signing out revokes the session', async () => {
    const owner = await signIn('/owner', OWNER);
    const dashboard = await t.app.inject({ url: '/owner/dashboard', headers: { cookie: owner } });
    expect(dashboard.statusCode).toBe(200);
    expect(cheerio.load(dashboard.body)('h2 a').first().text()).toBe('Crumb Bakery');
    expect((await t.app.inject({ url: '/admin', headers: { cookie: owner } })).headers.location).toBe('/admin/login');
    const reviewer = await signIn('/admin', REVIEWER);
    expect((await t.app.inject({ url: '/admin', headers: { cookie: reviewer } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/owner/dashboard', headers: { cookie: reviewer } })).headers.location).toBe(
      '/owner/login',
    );

    const out = await form('/owner/logout', {}, owner);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await t.app.inject({ url: '/owner/dashboard', headers: { cookie: owner } })).statusCode).toBe(303);
  });

  it('lists the sessions on the dashboard and signs another one out', async () => {
    const first = await signIn('/owner', OWNER);
    const second = await signIn('/owner', OWNER);
    const $ = cheerio.load((await t.app.inject({ url: '/owner/dashboard', headers: { cookie: second } })).body);
    const other = $('form[action="/owner/sessions/revoke"] input[name=sessionId]')
      .map((_, el) => $(el).val())
      .get()
      .find((id) => id === first.split('=')[1]?.split('.')[0]);
    expect(other).toBeDefined();
    await form('/owner/sessions/revoke', { sessionId: String(other) }, second);
    expect((await t.app.inject({ url: '/owner/dashboard', headers: { cookie: first } })).statusCode).toBe(303);
    expect((await t.app.inject({ url: '/owner/dashboard', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('shows the reviewer what a submission would publish, and offers Approve only once it is verified', async () => {
    const submitted = await form('/submit', {
      name: 'Quay Bicycles',
      website: 'https://quay-bicycles.example',
      email: 'owner@quay-bicycles.example',
      country: 'NL',
      categories: 'bicycle',
      description: 'Bicycle repairs and rentals by the harbour.',
      phone: '+31 10 555 0123',
      street: 'Kade 5',
      locality: 'Rotterdam',
    });
    expect(submitted.statusCode).toBe(303);
    // The owner asks for a call to the listed phone instead of touching the website.
    const claimCookie = String(submitted.headers['set-cookie']).split(';')[0] ?? '';
    expect((await form('/owner/verification/code', { channel: 'phone' }, claimCookie)).statusCode).toBe(303);
    const reviewer = await signIn('/admin', REVIEWER);
    const queue = cheerio.load((await t.app.inject({ url: '/admin?type=submission', headers: { cookie: reviewer } })).body);
    const row = queue('table.queue tr:contains("Quay Bicycles")');
    expect(row.find('.badge').text()).toBe('call requested');
    const href = row.find('a').attr('href') ?? '';
    expect(href).toMatch(/^\/admin\/items\//);
    const $ = cheerio.load((await t.app.inject({ url: href, headers: { cookie: reviewer } })).body);
    const profile = Object.fromEntries(
      $('.listing-profile dt')
        .map((i, dt) => [[$(dt).text(), $('.listing-profile dd').eq(i).text()]])
        .get() as [string, string][],
    );
    expect(profile).toMatchObject({
      Categories: 'Bicycles',
      Description: 'Bicycle repairs and rentals by the harbour.',
      Phone: '+31 10 555 0123',
      Address: 'Kade 5, Rotterdam, Netherlands',
    });
    expect($('.notice.info:contains("Call requested")').text()).toContain('ring +31 10 555 0123');
    expect($('.call-code').text()).toMatch(/^\d{6}$/);
    expect($('button[value=approve]')).toHaveLength(0);
    expect($('button[value=reject]')).toHaveLength(1);
    expect($('.approve-later').text()).toContain('once ownership is verified');

    // The code read out on the call, typed in the workspace, verifies the claim; Approve then appears.
    const confirmed = await form('/owner/verification/check', { method: 'phone', code: $('.call-code').text() }, claimCookie);
    expect(confirmed.statusCode).toBe(303);
    const verifiedItem = cheerio.load((await t.app.inject({ url: href, headers: { cookie: reviewer } })).body);
    expect(verifiedItem('.item-status').text()).toBe('verified');
    expect(verifiedItem('.call-code')).toHaveLength(0);
    expect(verifiedItem('button[value=approve]')).toHaveLength(1);
    expect($('table.log').text()).toContain('listing submitted');
    expect($('table.log').text()).not.toContain('claim submitted');
  });

  it('turns a fact proposal into a queue item that changes the answers only after approval', async () => {
    const owner = await signIn('/owner', OWNER);
    const bad = await form('/owner/facts', { slug: BAKERY_CLIENT.slug, kind: 'faq', text: 'No question given' }, owner);
    expect(bad.statusCode).toBe(400);
    const notMine = await form('/owner/facts', { slug: 'someone-else', kind: 'summary', text: 'Mine now' }, owner);
    expect(notMine.statusCode).toBe(404);
    const res = await form(
      '/owner/facts',
      { slug: BAKERY_CLIENT.slug, kind: 'faq', question: 'Do you sell rye bread?', text: 'Yes, rye bread on Saturdays.' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const ask = () => t.app.inject(`/ai/${BAKERY_CLIENT.slug}/ask?q=${encodeURIComponent('Do you sell rye bread?')}`);
    expect((await ask()).json().answer).not.toContain('rye bread on Saturdays');

    const reviewer = await signIn('/admin', REVIEWER);
    const queue = cheerio.load((await t.app.inject({ url: '/admin?type=fact_change', headers: { cookie: reviewer } })).body);
    const href = queue('table.queue a').attr('href') ?? '';
    expect(href).toMatch(/^\/admin\/items\//);
    const decided = await form(`${href}/decide`, { decision: 'approve', note: '' }, reviewer);
    expect(cheerio.load(decided.body)('.item-status').text()).toBe('applied');
    expect((await ask()).json()).toMatchObject({ outcome: 'answered' });
    expect((await ask()).json().answer).toContain('rye bread on Saturdays');
    const log = cheerio.load((await t.app.inject({ url: '/admin/log', headers: { cookie: reviewer } })).body);
    expect(log('table.log').text()).toContain('fact change approved');
  });

  it('takes an approved fact in another language from the owner, and answers askers of that language with it', async () => {
    const owner = await signIn('/owner', OWNER);
    const dashboard = cheerio.load((await t.app.inject({ url: '/owner/dashboard', headers: { cookie: owner } })).body);
    const translate = dashboard('form[action="/owner/facts/translate"]').filter(
      (_, f) => dashboard(f).find('input[name=factId]').val() === 'f-price',
    );
    expect(
      translate
        .find('select[name=lang] option')
        .map((_, o) => dashboard(o).val())
        .get(),
    ).not.toContain('en');
    const sameLanguage = await form(
      '/owner/facts/translate',
      { slug: BAKERY_CLIENT.slug, factId: 'f-price', lang: 'en', text: 'A loaf costs €4.50.' },
      owner,
    );
    expect(sameLanguage.statusCode).toBe(400);
    const sent = await form(
      '/owner/facts/translate',
      { slug: BAKERY_CLIENT.slug, factId: 'f-price', lang: 'pt', text: 'Um pão de fermentação natural custa 4,50 €.' },
      owner,
    );
    expect(sent.statusCode).toBe(200);
    const ask = async () =>
      (
        await t.app.inject(`/ai/${BAKERY_CLIENT.slug}/ask?q=${encodeURIComponent('Quanto custa o pão de fermentação natural?')}`)
      ).json();
    expect((await ask()).answer).not.toContain('Um pão de fermentação natural custa 4,50 €.');

    const reviewer = await signIn('/admin', REVIEWER);
    const queue = cheerio.load((await t.app.inject({ url: '/admin?type=fact_change', headers: { cookie: reviewer } })).body);
    const href = queue('table.queue tr:contains("fact change") a').last().attr('href') ?? '';
    const item = cheerio.load((await t.app.inject({ url: href, headers: { cookie: reviewer } })).body);
    expect(item('.diff ins[lang=pt]').text()).toBe('Um pão de fermentação natural custa 4,50 €.');
    t.clock.advance(60_000); // the listing's updated_at moves on, as it does between two approvals
    await form(`${href}/decide`, { decision: 'approve', note: '' }, reviewer);

    const profile = (await t.app.inject(`/business/${BAKERY_CLIENT.slug}.json`)).json();
    expect(profile.business.facts.find((f: { id: string }) => f.id === 'f-price')).toMatchObject({
      lang: 'en',
      text: 'A sourdough loaf costs €4.50.',
      translations: [{ lang: 'pt', text: 'Um pão de fermentação natural custa 4,50 €.' }],
    });
    const answered = await ask();
    expect(answered).toMatchObject({ outcome: 'answered', citations: [{ factId: 'f-price' }] });
    expect(answered.answer).toBe('Um pão de fermentação natural custa 4,50 €.');
    // English askers keep the English wording.
    const english = (
      await t.app.inject(`/ai/${BAKERY_CLIENT.slug}/ask?q=${encodeURIComponent('How much is a sourdough loaf?')}`)
    ).json();
    expect(english.answer).toBe('A sourdough loaf costs €4.50.');
    const after = cheerio.load((await t.app.inject({ url: '/owner/dashboard', headers: { cookie: owner } })).body);
    expect(after('.facts .translations li[lang=pt]').text()).toContain('Um pão de fermentação natural custa 4,50 €.');
  });

  it("shows agent visits to the owner's business pages and gateway by family, and counts no unknown client", async () => {
    const gptbot = {
      'user-agent': 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    };
    expect((await t.app.inject({ url: `/business/${BAKERY_CLIENT.slug}.json`, headers: gptbot })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/ai/${BAKERY_CLIENT.slug}/.well-known/agent-card.json`, headers: gptbot })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/ai/no-such-client/.well-known/agent-card.json', headers: gptbot })).statusCode).toBe(404);
    await t.hits.flush();
    const rows = await t.deps.db.selectFrom('client_hits').selectAll().execute();
    expect(rows.map((r) => r.client_slug)).not.toContain('no-such-client');
    const owner = await signIn('/owner', OWNER);
    const $ = cheerio.load((await t.app.inject({ url: '/owner/dashboard', headers: { cookie: owner } })).body);
    expect($('.agent-hits').text()).toMatch(/^Agent visits by family: .*\bGPTBot 2\b/);
  });
});
