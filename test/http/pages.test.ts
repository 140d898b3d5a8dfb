/**
 * The HTML pages in-process: rendering from the same services as the JSON API, escaping,
 * security headers, HTML error pages, the workflow forms and the Origin check. The browser
 * suite (test/browser) drives the same pages in Chromium.
 */
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/storage.js';

const FORM = 'application/x-www-form-urlencoded';

describe.each(DIALECTS)('web pages on %s', (dialect) => {
  let t: TestApp;

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const postForm = (url: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const value of [v].flat()) body.append(k, value);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.toString(),
      headers: { 'content-type': FORM, origin: 'http://signboard.test', ...headers },
    });
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createListing(t.deps, { name: 'Crumb & Co <Bakery>', facts: [{ kind: 'summary', text: 'We bake <b>sourdough</b>.' }] });
    await createListing(t.deps, {
      name: 'Harbour Books',
      website: 'https://harbour-books.example',
      categories: ['bookstore'],
      address: { locality: 'Rotterdam', country: 'NL' },
    });
  });
  afterAll(() => t.close());

  it('renders the home page with the globe, figures and categories, and sends the security headers', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const $ = cheerio.load(res.body);
    expect($('svg.globe path.land').attr('d')?.length).toBeGreaterThan(1000);
    expect($('svg.globe circle.point')).toHaveLength(1);
    expect($('a[href="/category/bakery"]').text()).toBe('Bakeries');
    expect($('script:not([src]):not([type="application/ld+json"])')).toHaveLength(0);
    expect(Buffer.byteLength(res.body)).toBeLessThan(200 * 1024);
  });

  it('gives every page a logo, a favicon and link-preview tags, and the home page a WebSite search action', async () => {
    for (const url of ['/', '/search?q=books', '/business/harbour-books-rotterdam-nl', '/categories']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const $ = cheerio.load(page.body);
      expect($('meta[property="og:title"]').attr('content'), url).toBeTruthy();
      expect($('meta[property="og:site_name"]').attr('content'), url).toBe('Signboard');
      expect($('meta[name="twitter:card"]').attr('content'), url).toBe('summary');
      const icon = $('link[rel="icon"]').attr('href') ?? '';
      expect($('header.site .brand img').attr('src'), url).toBe(icon);
      const served = await t.app.inject(icon);
      expect(served.headers['content-type'], url).toBe('image/svg+xml');
    }
    const $ = cheerio.load((await get('/')).body);
    expect($('meta[property="og:url"]').attr('content')).toBe('http://signboard.test/');
    const site = JSON.parse($('script[type="application/ld+json"]').text());
    expect(site['@type']).toBe('WebSite');
    expect(site.potentialAction.target.urlTemplate).toBe('http://signboard.test/search?q={search_term_string}');
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('puts open-now, call, directions and the website first on a business page, in the listing time zone', async () => {
    // The test clock stands at Saturday 12:00 UTC: 13:00 in Amsterdam, 07:00 in New York.
    const hours = [{ day: 'sa', opens: '08:00', closes: '15:00' }];
    await createListing(t.deps, {
      slug: 'tulip-florist-amsterdam',
      name: 'Tulip Florist',
      categories: ['florist'],
      phone: '+31 20 555 0101',
      website: 'https://tulip.example/',
      address: { street: 'Prinsengracht 1', locality: 'Amsterdam', country: 'NL' },
      geo: { lat: 52.37, lon: 4.89 },
      hours,
    });
    await createListing(t.deps, {
      slug: 'bagel-corner-new-york',
      name: 'Bagel Corner',
      categories: ['bakery'],
      address: { locality: 'New York', country: 'US' },
      geo: { lat: 40.71, lon: -74.0 },
      hours,
    });
    const res = await get('/business/tulip-florist-amsterdam');
    expect(res.statusCode).toBe(200);
    const $ = cheerio.load(res.body);
    const visit = $('section.visit');
    expect(visit.find('.status').text()).toContain('Open now · until 15:00');
    expect(visit.find('.address').text()).toBe('Prinsengracht 1, Amsterdam, Netherlands');
    expect(visit.find('a[href^="tel:"]').attr('href')).toBe('tel:+31205550101');
    expect(visit.find('a:contains("Directions")').attr('href')).toBe('https://www.openstreetmap.org/directions?to=52.37%2C4.89');
    expect(visit.find('a:contains("Website")').attr('href')).toBe('https://tulip.example/');
    // A small map from the listing's own point: the land around it, drawn on the server, the point marked in the middle.
    expect($('svg.location-map path.land').attr('d')?.length).toBeGreaterThan(200);
    expect($('svg.location-map circle.marker').attr('cx')).toBe('160.0');
    expect($('svg.location-map circle.marker').attr('cy')).toBe('100.0');
    const at = (marker: string) => res.body.indexOf(marker);
    expect(at('id="visit-h"')).toBeGreaterThan(at('<h1'));
    expect(at('id="visit-h"')).toBeLessThan(at('id="ask-h"'));
    expect(at('id="ask-h"')).toBeLessThan(at('id="facts-h"'));
    const elsewhere = cheerio.load((await get('/business/bagel-corner-new-york')).body);
    expect(elsewhere('section.visit .status').text()).toContain('Closed now · opens Saturday 08:00');
    expect(elsewhere('section.visit a[href^="tel:"]')).toHaveLength(0);
    await createListing(t.deps, { slug: 'no-point-shop', name: 'No Point Shop', geo: undefined });
    const unlocated = cheerio.load((await get('/business/no-point-shop')).body);
    expect(unlocated('h1').text()).toContain('No Point Shop');
    expect(unlocated('svg.location-map')).toHaveLength(0);
  });

  it('escapes listing text and embeds the same JSON-LD as the JSON profile', async () => {
    const slug = 'crumb-co-bakery-utrecht-nl';
    const res = await get(`/business/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<b>sourdough</b>');
    expect(res.body).not.toContain('<Bakery>');
    const $ = cheerio.load(res.body);
    expect($('h1').text()).toContain('Crumb & Co <Bakery>');
    const embedded = JSON.parse($('script[type="application/ld+json"]').text());
    const profile = (await t.app.inject(`/business/${slug}.json`)).json();
    expect(embedded).toEqual(profile.jsonLd);
    expect($(`a[href="${profile.business.links.agentCard}"]`)).toHaveLength(1);
    expect($('form.ask-form').attr('data-ask-url')).toBe(profile.business.links.ask);
  });

  it('answers the ask box without JavaScript from approved facts', async () => {
    const res = await get('/business/crumb-co-bakery-utrecht-nl?q=Do%20you%20bake%20sourdough%3F');
    const $ = cheerio.load(res.body);
    expect($('.answer').text()).toContain('We bake <b>sourdough</b>.');
    expect($('.answer b')).toHaveLength(0);
    expect($('#ask-q').attr('value')).toBe('Do you bake sourdough?');
  });

  it("speaks the visitor's language in the ask box where the business serves it, and answers its sample questions", async () => {
    await createListing(t.deps, {
      slug: 'padaria-lusa-porto',
      name: 'Padaria Lusa',
      description: 'Padaria Lusa is a bakery in Porto.',
      phone: '+351 22 555 0177',
      address: { street: 'Rua Formosa 20', locality: 'Porto', country: 'PT' },
      hours: ['mo', 'tu', 'we', 'th', 'fr'].map((day) => ({ day, opens: '07:00', closes: '19:00' })),
      languages: ['pt', 'en'],
    });
    const page = async (url: string, language?: string) => {
      const res = await t.app.inject({
        url,
        headers: { accept: 'text/html', ...(language ? { 'accept-language': language } : {}) },
      });
      expect(res.headers.vary).toContain('Accept-Language');
      return cheerio.load(res.body);
    };
    const pt = await page('/business/padaria-lusa-porto', 'pt-PT,pt;q=0.9,en;q=0.8');
    expect(pt('#ask').attr('lang')).toBe('pt');
    expect(pt('#ask-h').text()).toBe('Pergunte a este negócio');
    expect(pt('#ask button').text()).toBe('Perguntar');
    const samples = pt('.sample-questions a');
    expect(samples.map((_, a) => pt(a).text()).get()).toEqual([
      'Qual é o horário?',
      'Onde ficam?',
      'Como posso contactar-vos?',
      'O que fazem?',
      'Que línguas falam?',
    ]);
    expect(
      pt('.ask-languages a')
        .map((_, a) => pt(a).attr('hreflang'))
        .get(),
    ).toEqual(['en']);

    // A sample question followed without JavaScript: answered in Portuguese, the box still in Portuguese.
    const asked = await page(String(samples.first().attr('href')).replace(/#ask$/, ''));
    expect(asked('#ask').attr('lang')).toBe('pt');
    expect(asked('.answer .badge').text()).toBe('Respondido a partir de factos aprovados');
    expect(asked('.answer').text()).toContain('Horário');

    // A language the business does not serve, or a visitor who chose English, gets the English box.
    expect((await page('/business/padaria-lusa-porto', 'de-DE,de'))('#ask-h').text()).toBe('Ask this business');
    expect((await page('/business/padaria-lusa-porto?lang=en', 'pt'))('#ask-h').text()).toBe('Ask this business');
    const script = JSON.parse(String(pt('form.ask-form').attr('data-strings')));
    expect(script.outcomes.handoff).toBe('Precisa de uma pessoa');
  });

  it('searches with every filter as a form control and explains bad input with a 400 page', async () => {
    const res = await get('/search?q=books&category=bookstore&country=NL&verified=false&sort=name&limit=10');
    expect(res.statusCode).toBe(200);
    const $ = cheerio.load(res.body);
    expect($('.listings li')).toHaveLength(1);
    expect($('.listings a').attr('href')).toBe('/business/harbour-books-rotterdam-nl');
    expect($('#f-category option[selected]').val()).toBe('bookstore');
    expect($('#f-country option[selected]').val()).toBe('NL');
    const bad = await get('/search?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(cheerio.load(bad.body)('[role=alert]').text()).toMatch(/not valid/);
    const unknown = await get('/search?category=nonsense');
    expect(unknown.statusCode).toBe(400);
  });

  it('shows what a search was read to mean as chips that each remove their words, and offers wider searches', async () => {
    const res = await get('/search?q=books%20in%20Rotterdam');
    expect(res.statusCode).toBe(200);
    const $ = cheerio.load(res.body);
    const chips = $('.understood a.chip');
    expect(chips.map((_, el) => $(el).text().replace('×', '').replace('(remove)', '').trim()).get()).toEqual([
      'Rotterdam',
      'Bookshops',
    ]);
    expect(chips.first().attr('href')).toBe('/search?q=books+in');
    expect($('.listings a').attr('href')).toBe('/business/harbour-books-rotterdam-nl');
    expect($('.understood a[href*="interpret=false"]')).toHaveLength(1);
    const none = cheerio.load((await get('/search?q=bookshop%20in%20Rotterdam%20open%20on%20Sunday')).body);
    expect(none('.listings li')).toHaveLength(0);
    const wider = none('.suggestions a').first();
    expect(wider.text()).toBe('Try whenever they open');
    expect(none('.suggestions li').first().text()).toBe('Try whenever they open (1 listing)');
    const followed = cheerio.load((await get(wider.attr('href') ?? '')).body);
    expect(followed('.listings li')).toHaveLength(1);
  });

  it('answers every page the sitemap lists', async () => {
    const sitemap = cheerio.load((await get('/sitemap.xml')).body, { xml: true });
    const locs = sitemap('loc')
      .map((_, el) => sitemap(el).text())
      .get();
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) expect((await get(new URL(loc).pathname)).statusCode, loc).toBe(200);
  });

  it('renders category, country, analytics and audit pages, and HTML error pages for unknown ones', async () => {
    for (const url of ['/categories', '/category/bakery', '/countries', '/country/nl', '/analytics?days=7', '/audit']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(Buffer.byteLength(res.body), `${url} stays under 200 KB`).toBeLessThan(200 * 1024);
    }
    // Only categories with listings are links; the others are named with a way to add a business.
    const categories = cheerio.load((await get('/categories')).body);
    const linked = categories('a[href^="/category/"]')
      .map((_, a) => categories(a).attr('href'))
      .get();
    expect(linked.length).toBeGreaterThan(0);
    for (const href of linked) {
      const page = cheerio.load((await get(href)).body);
      expect(page('ul.listings > li').length, href).toBeGreaterThan(0);
    }
    expect(categories('p.muted a[href="/submit"]').length).toBe(1);
    expect(
      cheerio
        .load((await get('/country/nl')).body)('h1')
        .text(),
    ).toBe('Businesses in the Netherlands');
    const analytics = cheerio.load((await get('/analytics')).body);
    expect(analytics('svg.chart').length).toBeGreaterThanOrEqual(3);
    for (const url of ['/business/nobody-here', '/category/nonsense', '/country/zz', '/audit/unknown-id']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(cheerio.load(res.body)('h1').text()).toBe('Not found');
    }
  });

  it('submits a listing from the form into the verification workspace, keeping the claim token out of URLs', async () => {
    const res = await postForm('/submit', {
      name: 'Form Florist',
      website: 'https://form-florist.example',
      email: 'owner@form-florist.example',
      country: 'NL',
      categories: ['florist'],
      locality: 'Delft',
    });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/owner\/verification\?claim=[A-Za-z0-9_-]+$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      /^signboard_claim=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}; Path=\/owner\/verification; HttpOnly; SameSite=Lax/,
    );
    const jar = cookie.split(';')[0] ?? '';

    // The challenge is there on the first view, with nothing to click.
    const workspace = await t.app.inject({ url: location, headers: { cookie: jar } });
    expect(workspace.statusCode).toBe(200);
    expect(workspace.headers['cache-control']).toBe('no-store');
    const first = cheerio.load(workspace.body);
    expect(first('.claim-status').text()).toBe('pending verification');
    expect(first('#dns-name').text()).toBe('_signboard-verify.form-florist.example');
    const value = first('#dns-value').text();
    expect(value).toMatch(/^signboard-verify=/);
    // Viewing it again keeps the challenge the owner may have published.
    const again = cheerio.load((await t.app.inject({ url: location, headers: { cookie: jar } })).body);
    expect(again('#dns-value').text()).toBe(value);

    // An action redirects (Post/Redirect/Get); its outcome is shown once, and its address opened by itself leads back.
    const checked = await postForm('/owner/verification/check', { method: 'dns' }, { cookie: jar });
    expect(checked.statusCode).toBe(303);
    expect(checked.headers.location).toBe(location);
    const flash = String(checked.headers['set-cookie']).split(';')[0] ?? '';
    const shown = await t.app.inject({ url: location, headers: { cookie: `${jar}; ${flash}` } });
    const notice = cheerio.load(shown.body)('.notice.info, .notice.error').last().text();
    expect(notice.length).toBeGreaterThan(0);
    expect(cheerio.load(shown.body)('.notice.ok')).toHaveLength(0);
    expect(String(shown.headers['set-cookie'])).toMatch(/^signboard_flash=; .*Max-Age=0/);
    const opened = await t.app.inject({ url: '/owner/verification/check', headers: { cookie: jar, accept: 'text/html' } });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/owner/verification');

    const replaced = await postForm('/owner/verification/start', {}, { cookie: jar });
    expect(replaced.statusCode).toBe(303);
    const after = cheerio.load((await t.app.inject({ url: location, headers: { cookie: jar } })).body);
    expect(after('#dns-value').text()).not.toBe(value);

    const withoutCookie = await get(location);
    expect(cheerio.load(withoutCookie.body)('input[name=claimToken]')).toHaveLength(1);

    // The receipt e-mail carries a one-time link to continue on another device (never the claim token).
    const receipt = await t.deps.db
      .selectFrom('outbox')
      .select(['text_body'])
      .where('to_address', '=', 'owner@form-florist.example')
      .executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/owner\/verification\/resume\?token=([A-Za-z0-9_-]{43})/.exec(receipt.text_body);
    expect(link).not.toBeNull();
    expect(receipt.text_body).not.toContain(jar.split('.')[1] ?? 'no token');
    const resumeUrl = `/owner/verification/resume?token=${link?.[1]}`;
    // Opening the link uses nothing (mail scanners open links too).
    for (let i = 0; i < 2; i++) {
      const confirm = cheerio.load((await get(resumeUrl)).body);
      expect(confirm('form[action="/owner/verification/resume"] p').text()).toContain('Form Florist');
    }
    const resumed = await postForm('/owner/verification/resume', { token: link?.[1] ?? '' });
    expect(resumed.statusCode).toBe(303);
    expect(resumed.headers.location).toBe(location);
    const otherDevice = String(resumed.headers['set-cookie']).split(';')[0] ?? '';
    expect(otherDevice).toMatch(/^signboard_claim=/);
    const there = cheerio.load((await t.app.inject({ url: location, headers: { cookie: otherDevice } })).body);
    expect(there('.claim-status').text()).toBe('pending verification');
    // The first device's session has ended, and the link works once.
    const first2 = cheerio.load((await t.app.inject({ url: location, headers: { cookie: jar } })).body);
    expect(first2('input[name=claimToken]')).toHaveLength(1);
    expect(first2('.notice.error').text()).toContain('continued on another device');
    const staleAction = await postForm('/owner/verification/check', { method: 'dns' }, { cookie: jar });
    expect(staleAction.statusCode).toBe(303);
    expect(staleAction.headers.location).toBe('/owner/verification');
    expect((await postForm('/owner/verification/resume', { token: link?.[1] ?? '' })).statusCode).toBe(410);
    expect((await get(resumeUrl)).statusCode).toBe(410);
  });

  it('submits a business without a website, verified in the workspace by a code e-mailed to its public address', async () => {
    const res = await postForm('/submit', {
      name: 'Needle Tailor',
      email: 'owner@needle.example',
      publicEmail: 'shop@needle.example',
      phone: '+31 70 555 0100',
      country: 'NL',
      categories: ['clothing'],
      locality: 'Den Haag',
    });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    const jar = String(res.headers['set-cookie']).split(';')[0] ?? '';
    const workspace = cheerio.load((await t.app.inject({ url: location, headers: { cookie: jar } })).body);
    expect(workspace('#dns-name')).toHaveLength(0);
    expect(workspace('#code-h').text()).toBe('A code sent to the business');
    expect(
      workspace('.code-requests button')
        .map((_, b) => workspace(b).text())
        .get(),
    ).toEqual(['E-mail a code to shop@needle.example', 'Ask for a call to +31 70 555 0100']);
    expect(workspace('input[name=code]')).toHaveLength(0);

    const asked = await postForm('/owner/verification/code', { channel: 'email' }, { cookie: jar });
    expect(asked.statusCode).toBe(303);
    const flash = String(asked.headers['set-cookie']).split(';')[0] ?? '';
    const waiting = cheerio.load((await t.app.inject({ url: location, headers: { cookie: `${jar}; ${flash}` } })).body);
    expect(waiting('.notice.ok').text()).toContain('A code is on its way to shop@needle.example');
    expect(waiting('input[name=code]').attr('autocomplete')).toBe('one-time-code');
    const mail = await t.deps.db
      .selectFrom('outbox')
      .select(['subject'])
      .where('to_address', '=', 'shop@needle.example')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})$/.exec(mail.subject)?.[1] ?? '';

    const confirmed = await postForm('/owner/verification/check', { method: 'email', code }, { cookie: jar });
    expect(confirmed.statusCode).toBe(303);
    const done = String(confirmed.headers['set-cookie']).split(';')[0] ?? '';
    const verified = cheerio.load((await t.app.inject({ url: location, headers: { cookie: `${jar}; ${done}` } })).body);
    expect(verified('.claim-status').text()).toBe('verified');
    expect(verified('.notice.ok').text()).toContain('Verified');
  });

  it('claims a business found by its name, not by a slug, and links every unverified business page to its claim form', async () => {
    const search = cheerio.load((await get('/claim')).body);
    expect(search('input[name=q]')).toHaveLength(1);
    expect(search('input[name=slug]')).toHaveLength(0);
    const found = cheerio.load((await get('/claim?q=harbour+books')).body);
    const link = found('.claim-matches a').first();
    expect(link.text()).toBe('Harbour Books');
    expect(found('.claim-matches li').first().text()).toContain('Rotterdam, Netherlands');
    expect(link.attr('href')).toBe('/claim?slug=harbour-books-rotterdam-nl');
    const long = await get(`/claim?q=${'x'.repeat(10_000)}`);
    expect(long.statusCode).toBe(400);
    expect(cheerio.load(long.body)('.notice.error').text()).toContain('at most 200 characters');
    expect((await get('/claim?q=%00')).statusCode).toBe(400);
    const none = cheerio.load((await get('/claim?q=zzzz+nothing')).body);
    expect(none('.notice.info a[href="/submit"]')).toHaveLength(1);

    const business = cheerio.load((await get('/business/harbour-books-rotterdam-nl')).body);
    expect(business('a[href="/claim?slug=harbour-books-rotterdam-nl"]').text()).toBe('Claim it');
    const form = cheerio.load((await get('/claim?slug=harbour-books-rotterdam-nl')).body);
    expect(form('h1').text()).toBe('Claim Harbour Books');
    expect(form('input[type=hidden][name=slug]').attr('value')).toBe('harbour-books-rotterdam-nl');
    expect(form('.claim-target').text()).toContain('Rotterdam, Netherlands');
    const unknown = await get('/claim?slug=nobody-here');
    expect(cheerio.load(unknown.body)('.notice.error').text()).toContain('not in the directory');
  });

  it('re-renders a form with the reason when input is invalid, and refuses posts from another origin', async () => {
    const invalid = await postForm('/submit', { name: 'X', website: 'not a site', email: 'nobody', country: 'NL' });
    expect(invalid.statusCode).toBe(400);
    const $ = cheerio.load(invalid.body);
    expect($('[role=alert]').text().length).toBeGreaterThan(5);
    expect($('#f-name').attr('value')).toBe('X');
    // Categories are checkboxes, kept as chosen, and a refusal is worded for people, not as an API parameter.
    const fields = { name: 'Six Shop', website: 'six.example', email: 'a@six.example', country: 'NL' };
    const six = await postForm('/submit', {
      ...fields,
      categories: ['bakery', 'cafe', 'bar', 'florist', 'grocery', 'restaurant'],
    });
    const $six = cheerio.load(six.body);
    expect($six('[role=alert]').text()).toBe('Choose 1 to 5 categories.');
    expect($six('fieldset.category-picker input[type=checkbox]:checked')).toHaveLength(6);
    expect($six('select[name=categories]')).toHaveLength(0);
    const none = cheerio.load((await postForm('/submit', fields)).body);
    expect(none('[role=alert]').text()).toBe('Choose 1 to 5 categories.');
    expect(none('[role=alert]').text()).not.toContain('parameter');

    const foreign = await postForm('/remove', { slug: 'harbour-books-rotterdam-nl' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).toContain('text/html');
  });

  it('takes correction and removal requests into the review queue', async () => {
    const correction = await postForm('/correct', {
      slug: 'harbour-books-rotterdam-nl',
      phone: '+31 10 123 4567',
      reason: 'New phone number',
      email: 'fan@example.org',
    });
    expect(correction.statusCode).toBe(202);
    const removal = await postForm('/remove', {
      slug: 'harbour-books-rotterdam-nl',
      relationship: 'owner',
      reason: 'We closed',
      email: 'owner@harbour-books.example',
    });
    expect(removal.statusCode).toBe(202);
    const kinds = await t.deps.db.selectFrom('change_requests').select('kind').orderBy('kind').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['correction', 'removal']);
  });

  it('adds HSTS and Secure cookies when the site is served over https', async () => {
    const secure = await createTestApp(dialect, { PUBLIC_URL: 'https://signboard.test' });
    try {
      const home = await secure.app.inject('/');
      expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const res = await secure.app.inject({
        method: 'POST',
        url: '/submit',
        payload: new URLSearchParams({
          name: 'Secure Shop',
          website: 'https://secure-shop.example',
          email: 'owner@secure-shop.example',
          country: 'NL',
          categories: 'florist',
        }).toString(),
        headers: { 'content-type': FORM, origin: 'https://signboard.test' },
      });
      expect(res.statusCode).toBe(303);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
    } finally {
      await secure.close();
    }
  });
});
