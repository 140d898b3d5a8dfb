/**
 * `POST /api/website-audit` on each database against real fixture sites on loopback
 * (FETCH_ALLOW_PRIVATE=true, names from a real DNS server): the response, storage with the
 * listing's history, activity and stats, the e-mail report at a real SMTP server, input errors
 * and every limit.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deliverOutbox, type TestApp } from '../helpers/app.js';
import { type AuditSites, startAuditSites } from '../helpers/audit-sites.js';
import { createListing } from '../helpers/factories.js';
import { startHttpServer, type TestHttpServer } from '../helpers/http-server.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS } from '../helpers/storage.js';

describe.each(DIALECTS)('website audit route on %s', (dialect) => {
  let t: TestApp;
  let sites: AuditSites;
  let smtp: TestSmtpServer;
  /** A site that holds every request until released, to keep audits running. */
  let gate: TestHttpServer;
  let held: ServerResponse[] = [];

  const audit = (payload: unknown, ip = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/website-audit', payload: payload as Record<string, unknown>, remoteAddress: ip });

  beforeAll(async () => {
    sites = await startAuditSites();
    smtp = await startSmtpServer();
    gate = await startHttpServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/') held.push(res);
      else res.writeHead(404).end();
    });
    t = await createTestApp(dialect, { DNS_SERVERS: sites.dns.address, FETCH_ALLOW_PRIVATE: 'true' });
    await createListing(t.deps, { slug: 'lantern-books', name: 'Lantern Books', website: 'http://good.test/' });
  });
  afterAll(async () => {
    await t.close();
    await sites.close();
    await smtp.close();
    await gate.close();
  });

  it('audits a site live and answers with every check', async () => {
    const response = await audit({ url: sites.url('good') });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      ok: true,
      audit: { url: sites.url('good'), finalUrl: sites.url('good'), listingSlug: null, grade: 'A' },
    });
    expect(body.emailReport).toBeUndefined();
    expect(body.audit.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(body.audit.score).toBeGreaterThanOrEqual(90);
    expect(body.audit.checks).toHaveLength(19);
    expect(body.audit.checks[0]).toMatchObject({ id: 'reachable', status: 'pass', weight: 10 });
    for (const check of body.audit.checks)
      expect(Object.keys(check)).toEqual(
        expect.arrayContaining(['id', 'title', 'status', 'weight', 'details', 'recommendation']),
      );

    const stored = await t.app.inject({ method: 'GET', url: `/api/website-audit/${body.audit.id}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().audit).toEqual(body.audit);
  });

  it('takes a site as people type it: a bare host is https', async () => {
    for (const typed of ['shop.example.invalid', 'www.shop.example.invalid/menu']) {
      const response = await audit({ url: typed }, '203.0.113.77');
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().audit.url).toBe(`https://${typed.includes('/') ? typed : `${typed}/`}`);
    }
    expect((await audit({ url: 'not a site' }, '203.0.113.77')).statusCode).toBe(400);
    expect((await audit({ url: 'javascript:alert(1)' }, '203.0.113.77')).statusCode).toBe(422);
  });

  it("records public-safe activity (no site that is not a published listing's) that counts in the stats", async () => {
    const before = (await t.app.inject('/api/stats')).json().stats.auditsCompleted;
    await audit({ url: `${sites.url('bad')}?session=secret-token`, email: 'someone@example.org' });
    const stats = (await t.app.inject('/api/stats')).json().stats;
    expect(stats.auditsCompleted).toBe(before + 1);
    const activity = (await t.app.inject('/api/activity?types=audit_completed&limit=1')).json();
    expect(activity.records[0]).toMatchObject({ type: 'audit_completed', listing: null, detail: null });
    expect(JSON.stringify(activity)).not.toMatch(/secret-token|someone@example|bad\.test/);
  });

  it("joins a listing's audit history when listingSlug names it", async () => {
    const body = (await audit({ url: sites.url('good'), listingSlug: 'lantern-books' })).json();
    expect(body.audit.listingSlug).toBe('lantern-books');
    const rows = await t.deps.db
      .selectFrom('website_audits')
      .select(['id', 'listing_id', 'domain'])
      .where('id', '=', body.audit.id)
      .execute();
    expect(rows[0]?.listing_id).not.toBeNull();
    expect(rows[0]?.domain).toBe('good.test');
    const activity = (await t.app.inject('/api/activity?types=audit_completed&limit=1')).json();
    expect(activity.records[0].listing).toMatchObject({ slug: 'lantern-books' });

    const other = await audit({ url: sites.url('bad'), listingSlug: 'lantern-books' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({ code: 'website_mismatch' });
    const unknown = await audit({ url: sites.url('good'), listingSlug: 'no-such-shop' });
    expect(unknown.statusCode).toBe(404);
  });

  it('e-mails a readable report through the outbox to a real SMTP server', async () => {
    const body = (await audit({ url: sites.url('bad'), email: 'owner@lantern.example' })).json();
    expect(body.emailReport).toEqual({ queued: true });
    await deliverOutbox(t, smtp.url);
    const mail = smtp.inbox.find((m) => m.to.includes('owner@lantern.example'));
    expect(mail?.subject).toBe(`Website audit of bad.test:${sites.server.port}: ${body.audit.score}/100 (F)`);
    const raw = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('What to fix, most important first');
    expect(raw).toContain('What to do: Let search engines index the home page');
    expect(raw).toContain(`/api/website-audit/${body.audit.id}`);
  });

  it('queues at most 3 reports per recipient a day and says so', async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push((await audit({ url: sites.url('gone'), email: 'limit@lantern.example' }, '198.51.100.7')).json());
    expect(results.map((r) => r.emailReport)).toEqual([
      { queued: true },
      { queued: true },
      { queued: true },
      { queued: false, reason: 'daily_limit_reached' },
    ]);
    expect(results[3].audit.checks).toHaveLength(19); // the audit itself still ran
  });

  it.each([
    [{}, 'url'],
    [{ url: 'not a url' }, 'url'],
    [{ url: '' }, 'url'],
    [{ url: 42 }, 'url'],
    [{ url: 'https://example.org/', email: 'not-an-address' }, 'email'],
    [{ url: 'https://example.org/', listingSlug: 'Not A Slug' }, 'listingSlug'],
    [{ url: 'https://example.org/', extra: true }, undefined],
  ])('answers 400 for %j', async (payload, parameter) => {
    const response = await audit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    if (parameter) expect(JSON.stringify(response.json().error)).toContain(parameter);
  });

  it('refuses unsafe targets with 422 even when private addresses are allowed', async () => {
    for (const url of [
      'ftp://good.test/',
      'http://user:secret@good.test/',
      `http://good.test/${'a'.repeat(2100)}`,
      'javascript:alert(1)',
    ]) {
      const response = await audit({ url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().error.code).toBe('target_not_allowed');
    }
  });

  it('limits audits per IP per hour', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 20; i++) expect((await audit({ url: sites.url('gone') }, ip)).statusCode).toBe(200);
    const limited = await audit({ url: sites.url('gone') }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Bad input is rejected before the limit counts.
    expect((await audit({ url: 'not a site' }, ip)).statusCode).toBe(400);
  });

  it('bounds audits running at once, per IP and in total', async () => {
    const slow = `http://127.0.0.1:${gate.port}/`;
    held = [];
    const running = [audit({ url: slow }, '192.0.2.1'), audit({ url: slow }, '192.0.2.1')];
    await waitFor(() => held.length === 2);
    const third = await audit({ url: slow }, '192.0.2.1');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('10');

    running.push(audit({ url: slow }, '192.0.2.2'), audit({ url: slow }, '192.0.2.3'));
    await waitFor(() => held.length === 4);
    expect((await audit({ url: slow }, '192.0.2.4')).statusCode).toBe(429);

    for (const res of held) res.writeHead(200, { 'content-type': 'text/html' }).end('<title>late</title>');
    for (const response of await Promise.all(running)) expect(response.statusCode).toBe(200);
    expect((await audit({ url: sites.url('gone') }, '192.0.2.1')).statusCode).toBe(200);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
