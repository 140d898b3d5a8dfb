/**
 * The pages in real Chromium against a listening server, on each database: search and open a
 * business, ask it, audit a loopback site, submit and verify a listing through the workspace
 * against a loopback DNS server, approve it in the reviewer console, activate from the e-mail
 * received by a loopback SMTP server, sign in by code, propose a fact and see it queued, sign
 * out. Screenshots go to test-results/screenshots; axe-core must find no serious violations.
 */
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount } from '../../src/owners/account.repository.js';
import { createTestApp, deliverOutbox, type TestApp } from '../helpers/app.js';
import { axeViolations, HAVE_CHROMIUM, launchChromium } from '../helpers/browser.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { BAKERY_CLIENT, createListing } from '../helpers/factories.js';
import { freePort, startHttpServer, type TestHttpServer } from '../helpers/http-server.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS } from '../helpers/storage.js';

/** The phone tour of every page: its own limit, as it is the suite's longest test. */
const PAGE_TOUR_TIMEOUT = 120_000;

const SHOTS = 'test-results/screenshots';
const REVIEWER = 'reviewer@signboard.test';
const OWNER = 'owner@meadow-tea.example';

const POLL = { timeout: 10_000, interval: 100 };

/** The trimmed text of the first match, or null while there is none. */
const textOf = (locator: Locator) =>
  locator
    .first()
    .textContent({ timeout: 500 })
    .then((text) => text?.trim() ?? null)
    .catch(() => null);

/** Decodes the quoted-printable soft breaks and `=3D` of a raw message. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe.skipIf(!HAVE_CHROMIUM).each(DIALECTS)('pages in Chromium on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let visitor: BrowserContext;
  let page: Page;
  let dns: TestDnsServer;
  let site: TestHttpServer;
  let smtp: TestSmtpServer;
  const consoleErrors: string[] = [];

  /** A fresh browser profile whose actions fail after 8 s instead of hanging. */
  const openPage = async (viewport = { width: 1200, height: 900 }) => {
    const context = await browser.newContext({ viewport });
    context.setDefaultTimeout(8000);
    return context.newPage();
  };
  /** The smallest chart text as drawn on screen, in CSS pixels (SVG text scaled with its drawing). */
  const smallestChartText = (p: Page) =>
    p.evaluate(() => {
      const svgText = [...document.querySelectorAll('svg.chart text')].map((t) => {
        const scale = (t as SVGTextElement).ownerSVGElement?.getScreenCTM()?.a ?? 1;
        return Number.parseFloat(getComputedStyle(t).fontSize) * scale;
      });
      const htmlText = [...document.querySelectorAll('.bars .bar-label, .bars .bar-value')].map((e) =>
        Number.parseFloat(getComputedStyle(e).fontSize),
      );
      return Math.min(...svgText, ...htmlText);
    });
  /** What a page shows before any scrolling, for the documentation (docs/screenshots). */
  const firstScreen = (name: string, p: Page) => p.screenshot({ path: `${SHOTS}/${dialect}-${name}.png` });
  /** A page's picture name: its first path segment, with the second for login, category and country pages. */
  const pageName = (path: string) => {
    const [first, second] = path.replace(/^\//, '').split('?')[0]?.split('/') ?? [];
    if (first === 'category' || first === 'country' || second === 'login') return `${first}-${second}`;
    return first || 'home';
  };
  const shot = (name: string, p: Page = page) => p.screenshot({ path: `${SHOTS}/${dialect}-${name}.png`, fullPage: true });
  /** Runs `take` with the page at 1200 px, then turns it back into a phone. */
  const atDesktopWidth = async (p: Page, take: () => Promise<unknown>) => {
    await p.setViewportSize({ width: 1200, height: 900 });
    await take();
    await p.setViewportSize({ width: 390, height: 844 });
  };
  const deliver = () => deliverOutbox(t, smtp.url);
  const expectAccessible = async (p: Page, where: string) => {
    const serious = (await axeViolations(p)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, where).toEqual([]);
  };
  const codeFor = async (email: string) => {
    await deliver();
    const mail = [...smtp.inbox].reverse().find((m) => m.to.includes(email) && /sign-in code/.test(m.subject));
    const code = /code: (\d{8})/.exec(mail?.subject ?? '')?.[1];
    expect(code, `a code e-mailed to ${email}`).toBeDefined();
    return code ?? '';
  };
  const signIn = async (p: Page, area: '/owner' | '/admin', email: string) => {
    await p.goto(`${base}${area}/login`);
    await p.getByLabel('E-mail address').fill(email);
    await p.getByRole('button', { name: 'E-mail me a code' }).click();
    await p.getByLabel('The 8-digit code from the e-mail').fill(await codeFor(email));
    await p.getByRole('button', { name: 'Sign in' }).click();
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    smtp = await startSmtpServer();
    site = await startHttpServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/') {
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            '<!doctype html><html lang="en"><head><title>Meadow Tea Room</title><meta name="description" content="Tea and cake in Leiden."></head><body><h1>Meadow Tea Room</h1><p>Loose-leaf tea, scones and cakes baked every morning in Leiden.</p></body></html>',
          );
      }
      if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      res.writeHead(404).end('not found');
    });
    dns = await startDnsServer({ A: { 'meadow-tea.test': ['127.0.0.1'], 'www.meadow-tea.test': ['127.0.0.1'] }, TXT: {} });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(dialect, {
      PUBLIC_URL: base,
      DNS_SERVERS: dns.address,
      FETCH_ALLOW_PRIVATE: 'true',
      SMTP_URL: smtp.url,
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    await createListing(t.deps, BAKERY_CLIENT);
    await createListing(t.deps, {
      name: 'Harbour Books',
      website: 'https://harbour-books.example',
      categories: ['bookstore'],
      address: { locality: 'Rotterdam', country: 'NL' },
      geo: { lat: 51.92, lon: 4.48 },
    });
    await ensureAccount(t.deps.db, {
      id: t.deps.ids.next(),
      email: REVIEWER,
      role: 'reviewer',
      status: 'active',
      now: t.clock.now().toISOString(),
    });
    browser = await launchChromium();
    page = await openPage();
    visitor = page.context();
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await Promise.all([site?.close(), dns?.close(), smtp?.close()]);
  });

  it('searches from the home page, opens a business and asks it a question', async () => {
    await page.goto(base);
    await expect.poll(() => page.locator('svg.globe circle.point').count(), POLL).toBe(1);
    // Keyboard: the first Tab reaches the skip link, which moves focus to the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    // The fragment navigation lands after the key press returns, so wait for it.
    await expect.poll(() => new URL(page.url()).hash, POLL).toBe('#main');
    await shot('home');
    await expectAccessible(page, 'home');
    await page.getByRole('searchbox', { name: 'Search the directory' }).fill('bakery');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?q=bakery/);
    await shot('search');
    await expectAccessible(page, 'search');
    await page.getByRole('link', { name: BAKERY_CLIENT.name }).click();
    await page.waitForURL(/\/business\//);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    await page.getByLabel('Your question').fill('How much does a sourdough loaf cost?');
    await page.getByRole('button', { name: 'Ask' }).click();
    // The script answers in place (no navigation): the URL keeps no query.
    await expect.poll(() => textOf(page.locator('.ask-result .answer')), POLL).toContain('Answered from approved facts');
    expect(new URL(page.url()).search).toBe('');
    await shot('business');
    await expectAccessible(page, 'business');
  });

  // Fourteen pages at two widths, each with a picture and an accessibility check: well over the default 30 s when the
  // rest of the suite runs beside it on two cores.
  it(
    'on a phone: nothing scrolls sideways, and a business page shows open-now, call and directions on the first screen',
    async () => {
      await createListing(t.deps, {
        slug: 'lantern-locksmiths-leiden',
        name: 'Lantern Locksmiths',
        categories: ['hardware'],
        phone: '+31 71 555 0199',
        description: 'Locks fitted, changed and opened across Leiden, day and night, by a small family firm.',
        address: { street: 'Breestraat 12', locality: 'Leiden', country: 'NL' },
        geo: { lat: 52.16, lon: 4.49 },
        hours: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((day) => ({ day, opens: '00:00', closes: '23:59' })),
        facts: Array.from({ length: 12 }, (_, i) => ({
          kind: 'service',
          text: `Lantern Locksmiths offers lock service number ${i + 1}.`,
        })),
      });
      const phone = await openPage({ width: 390, height: 844 });
      try {
        for (const path of [
          '/',
          '/search?q=locksmith',
          '/business/lantern-locksmiths-leiden',
          '/categories',
          '/category/hardware',
          '/countries',
          '/country/nl',
          '/analytics',
          '/audit',
          '/questions',
          '/claim',
          '/submit',
          '/owner/login',
          '/admin/login',
        ]) {
          await phone.goto(`${base}${path}`);
          const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
          await firstScreen(`phone-${pageName(path)}`, phone);
          // The same page at desktop width, for the documentation's pictures; and axe-core finds nothing serious.
          await page.goto(`${base}${path}`);
          await firstScreen(`desktop-${pageName(path)}`, page);
          await expectAccessible(page, path);
        }
        // The "not found" page (on the phone's page only: the desktop page counts console errors, and a 404 is one).
        expect((await phone.goto(`${base}/no-such-page`))?.status()).toBe(404);
        expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await firstScreen('phone-not-found', phone);
        await atDesktopWidth(phone, () => firstScreen('desktop-not-found', phone));
        // The API reference: in the site's colours and with its logo, at phone width once its script has drawn it.
        await phone.goto(`${base}/docs`);
        await expect.poll(() => phone.locator('#swagger-ui .opblock').count(), POLL).toBeGreaterThan(10);
        expect(await phone.locator('#swagger-ui .topbar img[src^="data:image/svg+xml"]').count()).toBe(1);
        expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await phone.goto(`${base}/analytics`);
        expect(await smallestChartText(phone), 'chart text on a phone').toBeGreaterThanOrEqual(11);
        await phone.goto(`${base}/business/lantern-locksmiths-leiden`);
        for (const name of ['Call +31 71 555 0199', 'Directions']) {
          const box = await phone.getByRole('link', { name }).boundingBox();
          expect(box && box.y + box.height, name).toBeLessThanOrEqual(844);
        }
        expect(await textOf(phone.locator('section.visit .status'))).toContain('Open now');
        await shot('business-phone', phone);
      } finally {
        await phone.context().close();
      }
    },
    PAGE_TOUR_TIMEOUT,
  );

  it('finds the business to claim while its name is typed, and opens the claim form for it', async () => {
    await page.goto(`${base}/claim`);
    await page.getByRole('searchbox', { name: 'Business name' }).pressSequentially('Harbour', { delay: 30 });
    const suggestion = page.locator('.claim-suggestions a', { hasText: 'Harbour Books' });
    await expect.poll(() => suggestion.count(), POLL).toBe(1);
    expect(await textOf(page.locator('.claim-suggestions li').first())).toContain('Rotterdam');
    await suggestion.click();
    await page.waitForURL(/\/claim\?slug=harbour-books/);
    // The URL is reached when the navigation commits; on a loaded machine the heading can take longer than textOf waits.
    await expect.poll(() => textOf(page.getByRole('heading', { level: 1 })), POLL).toBe('Claim Harbour Books');
    await expectAccessible(page, 'claim form');
  });

  it('shows analytics charts and runs a website audit with progress to the report', async () => {
    await page.goto(`${base}/analytics`);
    await expect.poll(() => page.locator('svg.chart').count(), POLL).toBeGreaterThan(0);
    const wide = await openPage({ width: 1366, height: 900 });
    await wide.goto(`${base}/analytics`);
    expect(await smallestChartText(wide), 'chart text at 1366 px').toBeGreaterThanOrEqual(11);
    await wide.context().close();
    await expectAccessible(page, 'analytics');
    await page.goto(`${base}/audit`);
    await page.getByLabel('Website address').fill(`http://meadow-tea.test:${site.port}/`);
    await page.getByRole('button', { name: 'Run the audit' }).click();
    await page.waitForURL(/\/audit\/[A-Za-z0-9_-]+$/);
    await expect.poll(() => textOf(page.locator('.score')), POLL).toMatch(/^\d+$/);
    await expect.poll(() => textOf(page.locator('#check-title .badge')), POLL).toBe('Pass');
    await expect.poll(() => textOf(page.locator('#check-llms_txt .badge')), POLL).toBe('Fail');
    await shot('audit');
    await expectAccessible(page, 'audit report');
  });

  it('submits a listing, verifies it by DNS in the workspace, and the reviewer approves it', async () => {
    await page.goto(`${base}/submit`);
    await page.getByLabel('Business name').fill('Meadow Tea Room');
    await page.getByLabel('Website').fill(`http://meadow-tea.test:${site.port}/`);
    await page.getByLabel('Your e-mail').fill(OWNER);
    await page.getByLabel('Country').selectOption('NL');
    await page.getByRole('group', { name: 'Categories (1 to 5)' }).getByLabel('Cafés').check();
    await page.getByLabel('City').fill('Leiden');
    await page.getByRole('button', { name: 'Send and continue to verification' }).click();
    await page.waitForURL(/\/owner\/verification\?claim=/);
    expect(page.url()).not.toMatch(/token/i);
    const cookies = await visitor.cookies();
    expect(cookies.find((c) => c.name === 'signboard_claim')).toMatchObject({ httpOnly: true, path: '/owner/verification' });

    // The challenge is shown at once; a check redirects back (a reload then posts nothing).
    const txtName = (await page.locator('#dns-name').textContent())?.trim() ?? '';
    const txtValue = (await page.locator('#dns-value').textContent())?.trim() ?? '';
    expect(txtName).toBe('_signboard-verify.meadow-tea.test');
    await page.getByRole('button', { name: 'Check the DNS record' }).click();
    await expect.poll(() => textOf(page.locator('.findings')), POLL).toContain('No match');
    expect(await textOf(page.locator('.notice.info').last())).toContain('No matching evidence yet');
    await page.reload();
    await expect.poll(() => page.locator('.notice.info').filter({ hasText: 'No matching evidence' }).count(), POLL).toBe(0);
    dns.zone.TXT = { [txtName]: [[txtValue]] };
    await page.getByRole('button', { name: 'Check the DNS record' }).click();
    await expect.poll(() => textOf(page.locator('.claim-status')), POLL).toBe('verified');
    await shot('verification');
    await expectAccessible(page, 'verification workspace');

    const reviewer = await openPage();
    await signIn(reviewer, '/admin', REVIEWER);
    await reviewer.waitForURL(`${base}/admin`);
    await reviewer.getByLabel('Type').selectOption('submission');
    await reviewer.getByRole('button', { name: 'Filter' }).click();
    await reviewer.getByRole('link', { name: 'Meadow Tea Room' }).click();
    await expect.poll(() => textOf(reviewer.locator('.findings')), POLL).toContain('Matches');
    await shot('admin-item', reviewer);
    await expectAccessible(reviewer, 'reviewer item');
    await reviewer.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => textOf(reviewer.locator('.item-status')), POLL).toBe('approved');
    await reviewer.context().close();
  });

  it('on a phone: a business without a website is verified by a code read out on a call, and the owner and reviewer pages fit', async () => {
    const fits = async (p: Page, where: string) => {
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const wide = await p.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 || el.scrollWidth > window.innerWidth)
          .map((el) => `${el.tagName}.${el.className}:${el.scrollWidth}:${el.getBoundingClientRect().right}`)
          .slice(0, 8),
      );
      expect(overflow, `${where} scrolls sideways by ${overflow} px (${wide.join(', ')})`).toBeLessThanOrEqual(0);
    };
    const owner = await openPage({ width: 390, height: 844 });
    const reviewer = await openPage({ width: 390, height: 844 });
    try {
      await owner.goto(`${base}/submit`);
      await owner.getByLabel('Business name').fill('Stitch Repairs');
      await owner.getByLabel('Your e-mail').fill('stitch@owner.example');
      await owner.getByLabel('Country').selectOption('NL');
      await owner.getByRole('group', { name: 'Categories (1 to 5)' }).getByLabel('Clothing').check();
      await owner.getByLabel('Phone').fill('+31 71 555 0123');
      await owner.getByLabel('City').fill('Leiden');
      await owner.getByRole('button', { name: 'Send and continue to verification' }).click();
      await owner.waitForURL(/\/owner\/verification\?claim=/);
      expect(await owner.locator('#dns-name').count()).toBe(0);
      await owner.getByRole('button', { name: 'Ask for a call to +31 71 555 0123' }).click();
      await expect.poll(() => textOf(owner.locator('.notice.ok')), POLL).toContain('A reviewer will call +31 71 555 0123');
      await fits(owner, 'verification workspace');
      await firstScreen('phone-verification', owner);
      await atDesktopWidth(owner, () => firstScreen('desktop-verification', owner));
      await expectAccessible(owner, 'verification workspace with a code');

      await signIn(reviewer, '/admin', REVIEWER);
      await reviewer.waitForURL(`${base}/admin`);
      await fits(reviewer, 'reviewer queue');
      await firstScreen('phone-admin', reviewer);
      await atDesktopWidth(reviewer, () => firstScreen('desktop-admin', reviewer));
      await reviewer.getByRole('link', { name: 'Stitch Repairs' }).click();
      const code = ((await textOf(reviewer.locator('.call-code'))) ?? '').trim();
      expect(code).toMatch(/^\d{6}$/);
      await fits(reviewer, 'reviewer item');
      await firstScreen('phone-admin-item', reviewer);
      await atDesktopWidth(reviewer, () => firstScreen('desktop-admin-item', reviewer));
      await expectAccessible(reviewer, 'reviewer item with a call');

      await owner.getByLabel('The six-digit code').fill(code);
      await owner.getByRole('button', { name: 'Confirm the code' }).click();
      await expect.poll(() => textOf(owner.locator('.claim-status')), POLL).toBe('verified');
      await reviewer.reload();
      await reviewer.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => textOf(reviewer.locator('.item-status')), POLL).toBe('approved');
    } finally {
      await owner.context().close();
      await reviewer.context().close();
    }
  });

  it('activates from the e-mailed link, shows the dashboard, proposes a fact into the queue and signs out', async () => {
    await deliver();
    const mail = smtp.inbox.find((m) => m.to.includes(OWNER) && /approved/.test(m.subject));
    const link = /(http:\/\/127\.0\.0\.1:\d+\/owner\/activate\?token=[A-Za-z0-9_-]{43})/.exec(plain(mail?.raw ?? ''))?.[1];
    expect(link).toBeDefined();
    const owner = await openPage({ width: 390, height: 844 });
    await owner.goto(link ?? '');
    await owner.getByRole('button', { name: 'Activate and sign in' }).click();
    await owner.waitForURL(`${base}/owner/dashboard`);
    await owner.getByRole('heading', { name: /Meadow Tea Room/ }).waitFor();
    await owner.goto(link ?? '');
    await expect
      .poll(() => textOf(owner.getByRole('heading', { level: 1 })), POLL)
      .toBe('This activation link can no longer be used');

    await owner.getByRole('button', { name: 'Sign out' }).first().click();
    await expect.poll(() => textOf(owner.getByRole('heading', { level: 1 })), POLL).toBe('You are signed out');
    await owner.goto(`${base}/owner/dashboard`);
    await owner.waitForURL(`${base}/owner/login`);
    await signIn(owner, '/owner', OWNER);
    await owner.waitForURL(`${base}/owner/dashboard`);
    await expectAccessible(owner, 'dashboard');
    // Readable at phone width: nothing wider than the screen.
    const tooWide = await owner.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 5),
    );
    expect(tooWide).toEqual([]);
    expect(await smallestChartText(owner), 'dashboard chart text on a phone').toBeGreaterThanOrEqual(11);
    await firstScreen('phone-dashboard', owner);
    await atDesktopWidth(owner, () => firstScreen('desktop-dashboard', owner));

    await owner.getByLabel('Kind').selectOption('faq');
    await owner.getByLabel('Question (for a question-and-answer fact)').fill('Do you have gluten-free cake?');
    await owner.getByLabel('Fact', { exact: true }).fill('Yes, every day we bake one gluten-free cake.');
    await owner.getByRole('button', { name: 'Send for review' }).click();
    await expect.poll(() => textOf(owner.locator('.notice.ok')), POLL).toContain('went to a reviewer');
    await expect.poll(() => textOf(owner.locator('.requests')), POLL).toContain('fact change: pending review');
    await shot('dashboard', owner);

    const reviewer = await openPage();
    await signIn(reviewer, '/admin', REVIEWER);
    await reviewer.getByLabel('Type').selectOption('fact_change');
    await reviewer.getByRole('button', { name: 'Filter' }).click();
    await reviewer.getByRole('link', { name: 'Meadow Tea Room' }).click();
    await expect.poll(() => textOf(reviewer.locator('ins')), POLL).toContain('Do you have gluten-free cake?');
    await reviewer.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => textOf(reviewer.locator('.item-status')), POLL).toBe('applied');
    await shot('admin-fact', reviewer);
    await reviewer.getByRole('button', { name: 'Sign out' }).click();
    await reviewer.goto(`${base}/admin`);
    await reviewer.waitForURL(`${base}/admin/login`);

    await owner.reload();
    await expect.poll(() => textOf(owner.locator('.facts')), POLL).toContain('gluten-free cake');
    await owner.getByRole('button', { name: 'Sign out' }).first().click();
    await owner.goto(`${base}/owner/dashboard`);
    await owner.waitForURL(`${base}/owner/login`);
    expect(consoleErrors).toEqual([]);
  });
});
