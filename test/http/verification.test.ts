/**
 * Submit / claim and ownership verification against a real DNS server and a real website on
 * loopback (FETCH_ALLOW_PRIVATE=true, DNS_SERVERS pointing at the test DNS server).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../helpers/app.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { createListing } from '../helpers/factories.js';
import { startHttpServer, type TestHttpServer } from '../helpers/http-server.js';
import { DIALECTS } from '../helpers/storage.js';

const HOUR = 3_600_000;

describe.each(DIALECTS)('listing submission and verification on %s', (dialect) => {
  let t: TestApp;
  let dns: TestDnsServer;
  let site: TestHttpServer;
  let page = '<html><head><title>Shop</title></head><body>Hello</body></html>';
  let file: { status: number; body: string } = { status: 404, body: 'not found' };

  const post = (url: string, payload: unknown, token?: string) => postJson(t.app, url, payload, token);
  const submitBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Lantern Books',
    website: `http://shop.test:${site.port}/`,
    email: 'owner@lantern.example',
    country: 'NL',
    categories: ['bookstore'],
    address: { locality: 'Leiden' },
    ...overrides,
  });

  beforeAll(async () => {
    dns = await startDnsServer({
      A: {
        'shop.test': ['127.0.0.1'],
        'www.shop.test': ['127.0.0.1'],
        'elsewhere.test': ['127.0.0.1'],
        'redirect.test': ['127.0.0.1'],
        'www.redirect.test': ['127.0.0.1'],
      },
    });
    site = await startHttpServer((req: IncomingMessage, res: ServerResponse) => {
      const host = req.headers.host ?? '';
      if (host.startsWith('redirect.') || host.startsWith('www.redirect.')) {
        return res.writeHead(302, { location: `http://elsewhere.test:${site.port}/x` }).end();
      }
      if (req.url === '/.well-known/signboard-verify.txt') {
        return res.writeHead(file.status, { 'content-type': 'text/plain' }).end(file.body);
      }
      if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
      res.writeHead(404).end();
    });
    t = await createTestApp(dialect, { DNS_SERVERS: dns.address, FETCH_ALLOW_PRIVATE: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
    await dns.close();
  });

  it('accepts a submission as a pending listing with a claim session whose token is only stored hashed', async () => {
    const res = await post('/api/listings/submit', submitBody());
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      listing: { slug: 'lantern-books-leiden-nl', listingStatus: 'pending_review' },
      next: {
        verificationStart: `http://signboard.test/api/claims/${body.claimId}/verification/start`,
        workspace: `http://signboard.test/owner/verification?claim=${body.claimId}`,
      },
    });
    expect(body.claimToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe('2026-11-24T12:00:00.000Z');
    const claim = await t.deps.db.selectFrom('claims').selectAll().where('id', '=', body.claimId).executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ kind: 'submission', status: 'pending_verification', requester_email: 'owner@lantern.example' });
    expect(JSON.stringify(claim)).not.toContain(body.claimToken);
    expect((await t.app.inject('/business/lantern-books-leiden-nl.json')).statusCode).toBe(404);
    const mail = await t.deps.db.selectFrom('outbox').selectAll().where('to_address', '=', 'owner@lantern.example').execute();
    expect(mail.map((m) => m.subject)).toEqual(['We received your submission of Lantern Books']);
    expect(mail[0]?.text_body).not.toContain(body.claimToken);

    // The same business again is found, not listed twice; another branch on the same website is its own listing.
    const again = await post('/api/listings/submit', submitBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'conflict',
      message: 'Lantern Books was already submitted with this website and is waiting for verification or review.',
      details: { slug: 'lantern-books-leiden-nl', listingStatus: 'pending_review' },
    });
    const branch = (await post('/api/listings/submit', submitBody({ name: 'Lantern Books Centrum' }))).json();
    expect(branch.listing.slug).toBe('lantern-books-centrum-leiden-nl');
  });

  it('points a resubmission of a published business to it, to be claimed', async () => {
    await createListing(t.deps, {
      slug: 'harbour-maps-delft-nl',
      name: 'Harbour Maps',
      website: 'https://harbour-maps.example/',
    });
    const res = await post(
      '/api/listings/submit',
      submitBody({ name: 'Harbour Maps', website: 'www.harbour-maps.example', address: { locality: 'Delft' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Harbour Maps is already listed with this website (http://signboard.test/business/harbour-maps-delft-nl). If it is yours, claim it there instead.',
    );
  });

  it.each([
    [{ colour: 'red' }, 'validation_failed'],
    [{ categories: ['unicorns'] }, 'unknown_category'],
    [{ categories: [] }, 'validation_failed'],
    [{ country: 'XX' }, 'unknown_country'],
    [{ website: 'ftp://shop.test/' }, 'validation_failed'],
    [{ website: 'https://user:pw@shop.test/' }, 'validation_failed'],
    [{ email: 'not-an-email' }, 'validation_failed'],
    [{ name: 'x'.repeat(121) }, 'validation_failed'],
    [{ name: 'Bad\u0000Name' }, 'validation_failed'],
    [{ address: { locality: 'Leiden', planet: 'Mars' } }, 'validation_failed'],
    [{ geo: { lat: 91, lon: 0 } }, 'validation_failed'],
  ])('refuses the submission %j', async (overrides, code) => {
    const res = await post('/api/listings/submit', submitBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
  });

  it('opens claims on published listings only, flagging a claim on an owned listing as disputed', async () => {
    expect(
      (await post('/api/listings/claim', { slug: 'nobody-here', email: 'a@b.example', name: 'A', role: 'owner' })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/listings/claim', { slug: 'lantern-books-leiden-nl', email: 'a@b.example', name: 'A', role: 'owner' }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/listings/claim', { slug: 'x', email: 'a@b.example', name: 'A', role: 'boss' })).statusCode).toBe(
      400,
    );

    const listingId = await createListing(t.deps, {
      slug: 'owned-shop',
      name: 'Owned Shop',
      website: `http://shop.test:${site.port}/`,
    });
    const first = await post('/api/listings/claim', {
      slug: 'owned-shop',
      email: 'first@owned.example',
      name: 'First',
      role: 'owner',
    });
    expect(first.statusCode).toBe(202);
    expect(first.json().listing).toEqual({ slug: 'owned-shop', listingStatus: 'published' });
    const status = (await post(`/api/claims/${first.json().claimId}/verification/status`, {}, first.json().claimToken)).json();
    expect(status.claim).toMatchObject({
      status: 'pending_verification',
      kind: 'claim',
      disputed: false,
      listing: { slug: 'owned-shop' },
    });

    const now = t.clock.now().toISOString();
    await t.deps.db
      .insertInto('accounts')
      .values({ id: 'acc-1', email: 'first@owned.example', role: 'owner', status: 'active', created_at: now, activated_at: now })
      .execute();
    await t.deps.db
      .insertInto('listing_owners')
      .values({ listing_id: listingId, account_id: 'acc-1', created_at: now })
      .execute();
    const second = (
      await post('/api/listings/claim', { slug: 'owned-shop', email: 'rival@owned.example', name: 'Rival', role: 'agency' })
    ).json();
    const disputed = (await post(`/api/claims/${second.claimId}/verification/status`, {}, second.claimToken)).json();
    expect(disputed.claim.disputed).toBe(true);
  });

  it('verifies by DNS: nothing, then a wrong record, then the right record split into chunks', async () => {
    t.clock.advance(HOUR); // a fresh rate-limit window for submissions
    const session = (await post('/api/listings/submit', submitBody({ name: 'DNS Shop' }))).json();
    const base = `/api/claims/${session.claimId}/verification`;
    expect((await post(`${base}/check`, { method: 'dns' }, session.claimToken)).statusCode).toBe(409); // not started

    const started = (await post(`${base}/start`, {}, session.claimToken)).json();
    expect(started.challenge.dns).toMatchObject({ type: 'TXT', name: '_signboard-verify.shop.test' });
    expect(started.challenge.dns.value).toMatch(/^signboard-verify=[A-Za-z0-9_-]{24}$/);
    expect(started.challenge.website.fileUrl).toBe(`http://shop.test:${site.port}/.well-known/signboard-verify.txt`);
    expect(started.challenge.expiresAt).toBe(new Date(t.clock.now().getTime() + 7 * 24 * HOUR).toISOString());
    const value: string = started.challenge.dns.value;

    const none = (await post(`${base}/check`, { method: 'dns' }, session.claimToken)).json();
    expect(none).toMatchObject({ ok: true, verified: false, method: 'dns', claim: { status: 'pending_verification' } });
    expect(none.findings[0]).toMatchObject({ source: 'dns', location: '_signboard-verify.shop.test', matched: false });
    expect(none.findings[0].detail).toContain('No TXT record');

    dns.zone.TXT = { '_signboard-verify.shop.test': [['v=spf1 -all'], ['signboard-verify=stale-value']] };
    const wrong = (await post(`${base}/check`, { method: 'dns' }, session.claimToken)).json();
    expect(wrong.verified).toBe(false);
    expect(wrong.findings[0].seen).toEqual(['v=spf1 -all', 'signboard-verify=stale-value']);
    expect(wrong.findings[0].detail).toContain('another value');

    dns.zone.TXT = { '_signboard-verify.shop.test': [[value.slice(0, 10), value.slice(10)]] };
    const right = (await post(`${base}/check`, { method: 'dns' }, session.claimToken)).json();
    expect(right).toMatchObject({ verified: true, claim: { status: 'verified' } });
    const status = (await post(`${base}/status`, {}, session.claimToken)).json();
    expect(status.claim).toMatchObject({ status: 'verified', method: 'dns_txt', verifiedAt: t.clock.now().toISOString() });
    expect((await post(`${base}/check`, { method: 'dns' }, session.claimToken)).statusCode).toBe(409);
    const log = await t.deps.db
      .selectFrom('review_log')
      .selectAll()
      .where('entity_id', '=', session.claimId)
      .orderBy('created_at')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['submitted', 'verified']);
    dns.zone.TXT = {};
  });

  it('verifies by website: a wrong file, then the meta tag; a new start invalidates the old value', async () => {
    t.clock.advance(HOUR);
    const session = (await post('/api/listings/submit', submitBody({ name: 'Web Shop' }))).json();
    const base = `/api/claims/${session.claimId}/verification`;
    const old = (await post(`${base}/start`, {}, session.claimToken)).json().challenge;
    const fresh = (await post(`${base}/start`, {}, session.claimToken)).json().challenge;
    expect(fresh.website.fileContent).not.toBe(old.website.fileContent);

    file = { status: 200, body: old.website.fileContent };
    page = '<html><head><meta name="signboard-verify" content="wrong"></head></html>';
    const stale = (await post(`${base}/check`, { method: 'website' }, session.claimToken)).json();
    expect(stale.verified).toBe(false);
    const fileFinding = stale.findings.find((f: { source: string }) => f.source === 'file');
    expect(fileFinding).toMatchObject({ status: 200, matched: false });
    expect(stale.findings.find((f: { source: string }) => f.source === 'meta').detail).toContain('another value');

    page = `<html><head><title>x</title>${fresh.website.metaTag}</head><body></body></html>`;
    const ok = (await post(`${base}/check`, { method: 'website' }, session.claimToken)).json();
    expect(ok).toMatchObject({ verified: true, claim: { status: 'verified' } });
    expect((await post(`${base}/status`, {}, session.claimToken)).json().claim.method).toBe('meta_tag');
    file = { status: 404, body: '' };
  });

  it('does not count evidence reached by a redirect to another site', async () => {
    t.clock.advance(HOUR);
    const session = (
      await post('/api/listings/submit', submitBody({ name: 'Redirect Shop', website: `http://redirect.test:${site.port}/` }))
    ).json();
    const base = `/api/claims/${session.claimId}/verification`;
    await post(`${base}/start`, {}, session.claimToken);
    const result = (await post(`${base}/check`, { method: 'website' }, session.claimToken)).json();
    expect(result.verified).toBe(false);
    expect(result.findings.length).toBeGreaterThan(0);
    for (const finding of result.findings) expect(finding.detail).toContain('another site');
  });

  it('refuses missing, wrong and expired claim tokens, and unknown claims', async () => {
    t.clock.advance(HOUR);
    const session = (await post('/api/listings/submit', submitBody({ name: 'Token Shop' }))).json();
    const url = `/api/claims/${session.claimId}/verification/status`;
    expect((await post(url, {})).statusCode).toBe(401);
    expect((await post(url, {}, 'A'.repeat(43))).json().error.code).toBe('unauthorized');
    expect((await post('/api/claims/NOPE/verification/status', {}, session.claimToken)).statusCode).toBe(404);
    expect((await post('/api/claims/bad%20id/verification/status', {}, session.claimToken)).statusCode).toBe(400);
    expect(
      (await post(`/api/claims/${session.claimId}/verification/check`, { method: 'carrier-pigeon' }, session.claimToken))
        .statusCode,
    ).toBe(400);
    t.clock.advance(73 * 3_600_000);
    try {
      const expired = await post(url, {}, session.claimToken);
      expect(expired.statusCode).toBe(410);
    } finally {
      t.clock.advance(-73 * 3_600_000);
    }
  });

  it('limits evidence checks per claim and workflow requests per IP', async () => {
    t.clock.advance(HOUR);
    const session = (await post('/api/listings/submit', submitBody({ name: 'Busy Shop' }))).json();
    const base = `/api/claims/${session.claimId}/verification`;
    await post(`${base}/start`, {}, session.claimToken);
    for (let i = 0; i < 10; i++)
      expect((await post(`${base}/check`, { method: 'dns' }, session.claimToken)).statusCode).toBe(200);
    const limited = await post(`${base}/check`, { method: 'dns' }, session.claimToken);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(HOUR);
    let status = 0;
    for (let i = 0; i < 11; i++)
      status = (await post('/api/listings/claim', { slug: 'owned-shop', email: 'x@y.example', name: 'X', role: 'owner' }))
        .statusCode;
    expect(status).toBe(429);
  });
});
