/**
 * The whole path through review on each database: submit → verify by DNS → approve → activation
 * e-mail at a real SMTP server; corrections and removals; races between reviewers; and a scan
 * of public responses for private values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveItem, listReviewQueue, rejectItem } from '../../src/listings/review.service.js';
import { hashToken } from '../../src/security/tokens.js';
import { createUrls } from '../../src/urls.js';
import { createTestApp, deliverOutbox, postJson, type TestApp } from '../helpers/app.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { createListing } from '../helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS } from '../helpers/storage.js';

const OPERATOR = { type: 'operator' as const, id: null };

describe.each(DIALECTS)('review on %s', (dialect) => {
  let t: TestApp;
  let dns: TestDnsServer;
  let smtp: TestSmtpServer;
  const urls = () => createUrls(t.deps.config);

  const post = (url: string, payload: unknown, token?: string) => postJson(t.app, url, payload, token);
  const deliver = () => deliverOutbox(t, smtp.url);

  /** Submits a listing on `<label>.test` and verifies it by DNS; returns the claim id. */
  async function verifiedSubmission(label: string, email: string): Promise<string> {
    const session = (
      await post('/api/listings/submit', {
        name: `${label[0]?.toUpperCase()}${label.slice(1)} Studio`,
        website: `https://${label}.test/`,
        email,
        country: 'FR',
        categories: ['photography'],
        address: { locality: 'Lyon' },
      })
    ).json();
    const base = `/api/claims/${session.claimId}/verification`;
    const { challenge } = (await post(`${base}/start`, {}, session.claimToken)).json();
    expect((await post(`${base}/check`, { method: 'dns' }, session.claimToken)).json().verified).toBe(false);
    dns.zone.TXT = { ...dns.zone.TXT, [`_signboard-verify.${label}.test`]: [[challenge.dns.value]] };
    const checked = (await post(`${base}/check`, { method: 'dns' }, session.claimToken)).json();
    expect(checked.verified).toBe(true);
    expect((await post(`${base}/status`, {}, session.claimToken)).json().claim.status).toBe('verified');
    return session.claimId;
  }

  beforeAll(async () => {
    dns = await startDnsServer({ TXT: {} });
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, { DNS_SERVERS: dns.address, STARTER_CREDITS: '25' });
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
    await smtp.close();
  });

  it('publishes an approved submission, makes its owner and e-mails a one-time activation link', async () => {
    const claimId = await verifiedSubmission('aperture', 'Owner@Aperture.example');
    const queue = await listReviewQueue(t.deps);
    expect(queue.find((i) => i.id === claimId)).toMatchObject({
      type: 'submission',
      status: 'verified',
      disputed: false,
      listing: { slug: 'aperture-studio-lyon-fr' },
    });

    expect(await approveItem(t.deps, urls(), claimId, OPERATOR, 'Looks right')).toEqual({
      id: claimId,
      type: 'submission',
      status: 'approved',
    });
    const profile = (await t.app.inject('/business/aperture-studio-lyon-fr.json')).json();
    expect(profile.business.verification).toEqual({
      status: 'verified',
      method: 'dns_txt',
      verifiedAt: t.clock.now().toISOString(),
    });
    const search = (await t.app.inject('/api/directory?q=aperture')).json();
    expect(search.results.map((r: { slug: string }) => r.slug)).toEqual(['aperture-studio-lyon-fr']);
    const verifiedOnly = (await t.app.inject('/api/directory?q=aperture&verified=true&city=lyon')).json();
    expect(verifiedOnly.results.map((r: { slug: string }) => r.slug)).toEqual(['aperture-studio-lyon-fr']);
    const credits = await t.deps.db.selectFrom('credit_balances').select('balance').executeTakeFirst();
    expect(Number(credits?.balance)).toBe(25);
    const activity = (await t.app.inject('/api/activity?type=listing_published,listing_verified')).json();
    expect(activity.records.map((r: { type: string }) => r.type).sort()).toEqual(['listing_published', 'listing_verified']);

    await deliver();
    const mails = smtp.inbox.filter((m) => m.to.some((to) => to.toLowerCase() === 'owner@aperture.example'));
    expect(mails.map((m) => m.subject)).toEqual([
      'We received your submission of Aperture Studio',
      'Website verified for Aperture Studio',
      'Your submission of Aperture Studio: approved',
    ]);
    const link = /http:\/\/signboard\.test\/owner\/activate\?token=([A-Za-z0-9_-]{43})/.exec(
      mails[2]?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '',
    );
    expect(link).not.toBeNull();
    const token = await t.deps.db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('purpose', '=', 'activation')
      .executeTakeFirstOrThrow();
    expect(token.token_hash).toBe(hashToken(link?.[1] ?? ''));
    expect(token.expires_at).toBe(new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString());
    const account = await t.deps.db.selectFrom('accounts').selectAll().where('role', '=', 'owner').executeTakeFirstOrThrow();
    expect(account).toMatchObject({ email: 'owner@aperture.example', status: 'pending_activation' });

    const log = await t.deps.db
      .selectFrom('review_log')
      .select(['action', 'actor_type', 'note'])
      .where('entity_id', '=', claimId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['submitted', 'verified', 'approved']);
    expect(JSON.stringify(log)).not.toContain(link?.[1]);
  });

  it('refuses to approve an unverified claim or to decide anything twice', async () => {
    const session = (
      await post('/api/listings/submit', {
        name: 'Unverified Place',
        website: 'https://unverified.test/',
        email: 'u@unverified.example',
        country: 'FR',
        categories: ['photography'],
      })
    ).json();
    await expect(approveItem(t.deps, urls(), session.claimId, OPERATOR, null)).rejects.toMatchObject({ code: 'conflict' });
    await expect(rejectItem(t.deps, session.claimId, OPERATOR, '  ')).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await rejectItem(t.deps, session.claimId, OPERATOR, 'Not a real business')).toMatchObject({ status: 'rejected' });
    await expect(rejectItem(t.deps, session.claimId, OPERATOR, 'again')).rejects.toMatchObject({ code: 'conflict' });
    await expect(approveItem(t.deps, urls(), 'NO-SUCH-ITEM', OPERATOR, null)).rejects.toMatchObject({ code: 'not_found' });
    const listing = await t.deps.db
      .selectFrom('listings')
      .select('listing_status')
      .where('slug', '=', session.listing.slug)
      .executeTakeFirst();
    expect(listing?.listing_status).toBe('rejected');
  });

  it('refuses an activation link after 7 days', async () => {
    const claimId = await verifiedSubmission('latecomer', 'late@latecomer.example');
    await approveItem(t.deps, urls(), claimId, OPERATOR, null);
    await deliver();
    const mail = smtp.inbox.find((m) => m.subject === 'Your submission of Latecomer Studio: approved');
    const token = /activate\?token=([A-Za-z0-9_-]{43})/.exec(mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '')?.[1];
    expect(token).toBeDefined();
    t.clock.advance(7 * 86_400_000 + 1000);
    try {
      expect((await t.app.inject(`/owner/activate?token=${token}`)).statusCode).toBe(410);
      const res = await t.app.inject({
        method: 'POST',
        url: '/owner/activate',
        payload: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://signboard.test' },
      });
      expect(res.statusCode).toBe(410);
    } finally {
      t.clock.advance(-(7 * 86_400_000 + 1000));
    }
  });

  it('lets only one of two reviewers approving at once win', async () => {
    const claimId = await verifiedSubmission('racer', 'r@racer.example');
    const results = await Promise.allSettled([
      approveItem(t.deps, urls(), claimId, { type: 'reviewer', id: 'rev-a' }, null),
      approveItem(t.deps, urls(), claimId, { type: 'reviewer', id: 'rev-b' }, null),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected');
    expect((lost as PromiseRejectedResult).reason).toMatchObject({ code: 'conflict', status: 409 });
    const owners = await t.deps.db
      .selectFrom('listing_owners as o')
      .innerJoin('listings as l', 'l.id', 'o.listing_id')
      .select('o.account_id')
      .where('l.slug', '=', 'racer-studio-lyon-fr')
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('applies an approved correction and validates it on the way in', async () => {
    await createListing(t.deps, {
      slug: 'fix-me',
      name: 'Fix Me',
      categories: ['bakery'],
      address: { locality: 'Gent', country: 'BE' },
    });
    const bad = await post('/api/listings/correct', {
      slug: 'fix-me',
      email: 'c@x.example',
      reason: 'typo',
      changes: { categories: ['unicorns'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.problems).toContain('unknown category "unicorns"');
    expect(
      (await post('/api/listings/correct', { slug: 'fix-me', email: 'c@x.example', reason: 'typo', changes: { colour: 'red' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/listings/correct', { slug: 'fix-me', email: 'c@x.example', reason: 'typo', changes: {} })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/listings/correct', { slug: 'not-here', email: 'c@x.example', reason: 'typo', changes: { name: 'X' } }))
        .statusCode,
    ).toBe(404);

    const res = await post('/api/listings/correct', {
      slug: 'fix-me',
      email: 'c@x.example',
      reason: 'We moved and renamed',
      changes: { name: 'Fixed Bakery', address: { locality: 'Brugge' }, categories: ['bakery', 'cafe'] },
    });
    expect(res.statusCode).toBe(202);
    const { requestId, status } = res.json();
    expect(status).toBe('pending_review');
    expect((await listReviewQueue(t.deps)).find((i) => i.id === requestId)?.type).toBe('correction');
    expect(await approveItem(t.deps, urls(), requestId, OPERATOR, null)).toMatchObject({ status: 'applied' });
    const profile = (await t.app.inject('/business/fix-me.json')).json().business;
    expect(profile).toMatchObject({ name: 'Fixed Bakery', address: { locality: 'Brugge', country: 'BE' } });
    expect(profile.categories.map((c: { slug: string }) => c.slug)).toEqual(['bakery', 'cafe']);
    expect((await t.app.inject('/api/directory?q=brugge')).json().total).toBe(1);
  });

  it('removes a listing for good on an approved removal', async () => {
    await createListing(t.deps, { slug: 'take-me-down', name: 'Take Me Down', website: 'https://take-me-down.example/' });
    expect(
      (
        await post('/api/listings/remove', {
          slug: 'take-me-down',
          email: 'me@x.example',
          reason: 'closed',
          relationship: 'wizard',
        })
      ).statusCode,
    ).toBe(400);
    const { requestId } = (
      await post('/api/listings/remove', {
        slug: 'take-me-down',
        email: 'me@x.example',
        reason: 'We closed',
        relationship: 'owner',
      })
    ).json();
    expect(await approveItem(t.deps, urls(), requestId, OPERATOR, 'Sorry to see you go')).toMatchObject({ status: 'removed' });
    expect((await t.app.inject('/business/take-me-down.json')).statusCode).toBe(410);
    expect((await t.app.inject('/api/directory?q=take')).json().total).toBe(0);
    expect(
      (
        await post('/api/listings/remove', {
          slug: 'take-me-down',
          email: 'me@x.example',
          reason: 'again',
          relationship: 'owner',
        })
      ).statusCode,
    ).toBe(410);
    await expect(
      createListing(t.deps, { slug: 'take-me-down-again', name: 'Back', website: 'https://www.take-me-down.example/' }),
    ).rejects.toThrow('removed');
  });

  it('never shows requester e-mails, tokens or reviewer notes in public responses', async () => {
    const secrets = [
      'owner@aperture.example',
      'Owner@Aperture.example',
      'c@x.example',
      'me@x.example',
      'Looks right',
      'Sorry to see you go',
      'Not a real business',
    ];
    const tokens = await t.deps.db.selectFrom('claims').select('token_hash').execute();
    const paths = [
      '/api/bootstrap',
      '/api/directory?limit=50',
      '/api/activity?limit=50',
      '/api/globe',
      '/api/stats',
      '/api/analytics',
      '/api/locations',
      '/business/aperture-studio-lyon-fr.json',
      '/business/fix-me.json',
      '/openapi.json',
    ];
    for (const path of paths) {
      const body = (await t.app.inject(path)).body;
      for (const secret of [...secrets, ...tokens.map((r) => r.token_hash)])
        expect(body, `${path} shows ${secret}`).not.toContain(secret);
    }
  });
});
