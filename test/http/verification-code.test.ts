/**
 * Verification by code, for businesses without a website: a code e-mailed to the listing's public
 * address (delivered by a real SMTP server) or read out by a reviewer who calls its public phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveItem, listReviewQueue } from '../../src/listings/review.service.js';
import { createUrls } from '../../src/urls.js';
import { createTestApp, deliverOutbox, postJson, type TestApp } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS } from '../helpers/storage.js';

const HOUR = 3_600_000;
const OPERATOR = { type: 'operator' as const, id: null };

describe.each(DIALECTS)('verification by code on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const post = (url: string, payload: unknown, token?: string) => postJson(t.app, url, payload, token);
  const noWebsite = (overrides: Record<string, unknown> = {}) => ({
    name: 'Rosa Tailoring',
    email: 'rosa.private@mail.example',
    publicEmail: 'hello@rosa-tailoring.example',
    phone: '+351 21 000 1234',
    country: 'PT',
    categories: ['clothing'],
    address: { locality: 'Lisboa' },
    ...overrides,
  });
  /** The six-digit code in the newest mail the SMTP server received for `to`. */
  const codeMailedTo = async (to: string) => {
    await deliverOutbox(t, smtp.url);
    const mail = smtp.inbox.filter((m) => m.to.includes(to)).at(-1);
    return mail?.subject.match(/(\d{6})$/)?.[1];
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('takes a submission without a website, and verifies it by a code mailed to its public e-mail', async () => {
    const res = await post('/api/listings/submit', noWebsite());
    expect(res.statusCode).toBe(202);
    const session = res.json();
    const base = `/api/claims/${session.claimId}/verification`;

    const { challenge } = (await post(`${base}/start`, {}, session.claimToken)).json();
    expect(challenge.dns).toBeUndefined();
    expect(challenge.website).toBeUndefined();
    expect(challenge.code).toEqual({ email: 'hello@rosa-tailoring.example', phone: '+351 21 000 1234' });
    const dnsCheck = await post(`${base}/check`, { method: 'dns' }, session.claimToken);
    expect(dnsCheck.statusCode).toBe(409);
    expect(dnsCheck.json().error.message).toContain('no website');
    expect((await post(`${base}/check`, { method: 'email', code: '123456' }, session.claimToken)).statusCode).toBe(409);

    const sent = await post(`${base}/code`, { channel: 'email' }, session.claimToken);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().code).toMatchObject({ channel: 'email', sentTo: 'hello@rosa-tailoring.example', attempts: 5 });
    const code = await codeMailedTo('hello@rosa-tailoring.example');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.deps.db.selectFrom('claims').selectAll().where('id', '=', session.claimId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    expect(stored.code_to_read).toBeNull();

    expect((await post(`${base}/check`, { method: 'email' }, session.claimToken)).json().error).toMatchObject({
      code: 'validation_failed',
      details: { parameter: 'code' },
    });
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = (await post(`${base}/check`, { method: 'email', code: wrongCode }, session.claimToken)).json();
    expect(wrong).toMatchObject({ verified: false, claim: { status: 'pending_verification' } });
    expect(wrong.findings[0]).toMatchObject({ source: 'code', location: 'hello@rosa-tailoring.example', matched: false });
    expect(wrong.findings[0].detail).toContain('4 tries left');

    const right = (
      await post(`${base}/check`, { method: 'email', code: `${code?.slice(0, 3)} ${code?.slice(3)}` }, session.claimToken)
    ).json();
    expect(right).toMatchObject({ verified: true, method: 'email', claim: { status: 'verified' } });
    expect((await post(`${base}/status`, {}, session.claimToken)).json().claim.method).toBe('email_code');
    const subjects = smtp.inbox.filter((m) => m.to.includes('rosa.private@mail.example')).map((m) => m.subject);
    await deliverOutbox(t, smtp.url);
    expect(smtp.inbox.map((m) => m.subject)).toContain('Ownership verified for Rosa Tailoring');
    expect(subjects.every((s) => !s.includes(code ?? 'none'))).toBe(true);

    expect(await approveItem(t.deps, createUrls(t.deps.config), session.claimId, OPERATOR, null)).toMatchObject({
      status: 'approved',
    });
    const profile = await t.app.inject(`/business/${session.listing.slug}.json`);
    expect(profile.statusCode).toBe(200);

    // The same business again (no website, same public e-mail) is found, not listed twice.
    t.clock.advance(HOUR);
    const again = await post('/api/listings/submit', noWebsite());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('already listed with this e-mail or phone');
  });

  it('reads a phone code to the reviewer, who calls; the claimant types it in', async () => {
    t.clock.advance(HOUR);
    await createListing(t.deps, {
      slug: 'corner-cobbler',
      name: 'Corner Cobbler',
      website: undefined,
      phone: '+31 30 123 4567',
    });
    const session = (
      await post('/api/listings/claim', { slug: 'corner-cobbler', email: 'cobbler@mail.example', name: 'Jan', role: 'owner' })
    ).json();
    const base = `/api/claims/${session.claimId}/verification`;
    expect((await post(`${base}/code`, { channel: 'email' }, session.claimToken)).statusCode).toBe(409);
    const asked = (await post(`${base}/code`, { channel: 'phone' }, session.claimToken)).json();
    expect(asked.code).toMatchObject({ channel: 'phone', sentTo: '+31 30 123 4567' });

    const item = (await listReviewQueue(t.deps)).find((i) => i.id === session.claimId);
    expect(item?.call).toMatchObject({ phone: '+31 30 123 4567', code: expect.stringMatching(/^\d{6}$/) });
    const right = (await post(`${base}/check`, { method: 'phone', code: item?.call?.code }, session.claimToken)).json();
    expect(right).toMatchObject({ verified: true, claim: { status: 'verified' } });
    expect((await post(`${base}/status`, {}, session.claimToken)).json().claim.method).toBe('phone_code');
    expect((await listReviewQueue(t.deps)).find((i) => i.id === session.claimId)?.call).toBeNull();
    const stored = await t.deps.db.selectFrom('claims').selectAll().where('id', '=', session.claimId).executeTakeFirstOrThrow();
    expect(stored.code_to_read).toBeNull();
  });

  it('ends a code after five wrong entries or a day, and sends at most three codes a day per claim', async () => {
    t.clock.advance(HOUR);
    const session = (
      await post('/api/listings/submit', noWebsite({ name: 'Busy Tailor', publicEmail: 'busy@tailor.example' }))
    ).json();
    const base = `/api/claims/${session.claimId}/verification`;
    await post(`${base}/code`, { channel: 'email' }, session.claimToken);
    const code = await codeMailedTo('busy@tailor.example');
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const wrong = (await post(`${base}/check`, { method: 'email', code: wrongCode }, session.claimToken)).json();
      expect(wrong.verified).toBe(false);
    }
    const locked = await post(`${base}/check`, { method: 'email', code }, session.claimToken);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe('Too many wrong codes; ask for a new one.');

    await post(`${base}/code`, { channel: 'email' }, session.claimToken);
    const second = await codeMailedTo('busy@tailor.example');
    t.clock.advance(25 * HOUR);
    const late = await post(`${base}/check`, { method: 'email', code: second }, session.claimToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('No e-mail code is waiting');
    t.clock.advance(-25 * HOUR);

    expect((await post(`${base}/code`, { channel: 'email' }, session.claimToken)).statusCode).toBe(200);
    const flooded = await post(`${base}/code`, { channel: 'email' }, session.claimToken);
    expect(flooded.statusCode).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(`${base}/code`, { channel: 'fax' }, session.claimToken)).statusCode).toBe(400);
  });

  it('needs a website, a public e-mail or a phone to verify by', async () => {
    t.clock.advance(HOUR);
    const res = await post('/api/listings/submit', noWebsite({ publicEmail: undefined, phone: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', details: { parameter: 'website' } });

    await createListing(t.deps, { slug: 'no-way-in', name: 'No Way In', website: undefined });
    const claim = await post('/api/listings/claim', { slug: 'no-way-in', email: 'x@mail.example', name: 'X', role: 'owner' });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error.message).toContain('no website, public e-mail or phone');
  });
});
