/** Checks on the document head: title, meta_description, canonical, lang, viewport. */
import type { CheerioAPI } from 'cheerio';
import { type AuditContext, excerpt, type Finding, pageNotRead } from '../context.js';

const TITLE_MAX = 70;
const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 160;
const ENDED_HEAD =
  'it sits in <body> because an element that does not belong in <head> (such as <img>, <div> or stray text) comes before it, which ends the head for browsers and Google';

const pass = (details: string, data?: Record<string, unknown>): Finding => ({
  status: 'pass',
  details,
  recommendation: 'No change needed.',
  ...(data ? { data } : {}),
});

/** `<meta name=…>` elements in `scope` (head or body), matching the name case-insensitively. */
export function metaNamed($: CheerioAPI, scope: 'head' | 'body', name: string) {
  return $(`${scope} meta[name]`).filter((_, el) => ($(el).attr('name') ?? '').trim().toLowerCase() === name);
}

function linksWithRel($: CheerioAPI, scope: 'head' | 'body', rel: string) {
  return $(`${scope} link[rel]`).filter((_, el) => ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/).includes(rel));
}

export function checkTitle(ctx: AuditContext): Finding {
  const $ = ctx.$;
  if (!$) return pageNotRead(ctx.pageProblem ?? '', 'its title');
  const title = $('title').first().text().replace(/\s+/g, ' ').trim();
  if (!title) {
    return {
      status: 'fail',
      details: $('title').length ? 'The <title> element is empty.' : 'The page has no <title> element.',
      recommendation:
        'Add a <title> naming the business and what it offers, e.g. "Lantern Books — second-hand bookshop in Leiden".',
    };
  }
  if (title.length > TITLE_MAX) {
    return {
      status: 'warn',
      details: `The title has ${title.length} characters: "${excerpt(title)}".`,
      recommendation: `Shorten the title to at most ${TITLE_MAX} characters so results do not cut it off; put the name first.`,
      data: { title },
    };
  }
  return pass(`Title: "${title}".`, { title });
}

export function checkMetaDescription(ctx: AuditContext): Finding {
  const $ = ctx.$;
  if (!$) return pageNotRead(ctx.pageProblem ?? '', 'its description');
  const inHead = metaNamed($, 'head', 'description');
  const content = (inHead.first().attr('content') ?? '').replace(/\s+/g, ' ').trim();
  const advice = `Add <meta name="description" content="…"> inside <head>: ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} characters saying what the business offers and where.`;
  if (inHead.length === 0) {
    const inBody = metaNamed($, 'body', 'description').length > 0;
    return {
      status: 'fail',
      details: inBody ? `A meta description exists, but ${ENDED_HEAD}.` : 'The page has no meta description.',
      recommendation: inBody ? 'Move the meta description above any element that does not belong in <head>.' : advice,
    };
  }
  if (!content) return { status: 'fail', details: 'The meta description is empty.', recommendation: advice };
  if (content.length < DESCRIPTION_MIN || content.length > DESCRIPTION_MAX) {
    return {
      status: 'warn',
      details: `The meta description has ${content.length} characters: "${excerpt(content)}".`,
      recommendation: `Write ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} characters: long descriptions are cut off, short ones say too little.`,
      data: { description: content },
    };
  }
  return pass(`Description: "${excerpt(content, 160)}".`, { description: content });
}

/** Canonical URLs from `Link: <…>; rel="canonical"` response headers. */
function canonicalHeaders(link: string | undefined): string[] {
  if (!link) return [];
  return [...link.matchAll(/<([^>]*)>\s*;[^,]*\brel\s*=\s*"?canonical"?/gi)].map((m) => m[1] ?? '');
}

export function checkCanonical(ctx: AuditContext): Finding {
  const $ = ctx.$;
  if (!$) return pageNotRead(ctx.pageProblem ?? '', 'its canonical URL');
  const hrefs = [
    ...linksWithRel($, 'head', 'canonical')
      .toArray()
      .map((el) => ($(el).attr('href') ?? '').trim()),
    ...canonicalHeaders(ctx.response?.headers.link),
  ];
  if (hrefs.length === 0) {
    if (linksWithRel($, 'body', 'canonical').length > 0) {
      return {
        status: 'fail',
        details: `A canonical link exists, but ${ENDED_HEAD}; it is ignored.`,
        recommendation: 'Move <link rel="canonical"> above any element that does not belong in <head>.',
      };
    }
    return {
      status: 'not_applicable',
      details: 'The page declares no canonical URL.',
      recommendation: 'Optional: add <link rel="canonical" href="https://…"> with the preferred absolute address of the page.',
    };
  }
  const distinct = [...new Set(hrefs)];
  const fail = (details: string, recommendation: string): Finding => ({
    status: 'fail',
    details,
    recommendation,
    data: { canonical: distinct },
  });
  if (distinct.length > 1) {
    return fail(
      `The page declares ${distinct.length} different canonical URLs: ${distinct.map((h) => excerpt(h, 60)).join(', ')}.`,
      'Declare exactly one canonical URL.',
    );
  }
  const href = distinct[0] ?? '';
  let target: URL;
  try {
    target = new URL(href);
  } catch {
    return fail(
      `The canonical URL "${excerpt(href, 60)}" is not an absolute URL.`,
      'Use an absolute URL with scheme and host, e.g. https://www.example.com/.',
    );
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return fail(
      `The canonical URL uses ${target.protocol}, not http or https.`,
      'Point the canonical link at the https:// address of the page.',
    );
  }
  const page = new URL(ctx.pageUrl);
  if (target.pathname === '/' && page.pathname !== '/' && target.origin === page.origin) {
    return fail(
      'The canonical URL points to the home page from another page, which tells search engines to drop this page.',
      'Point the canonical link at this page itself.',
    );
  }
  return pass(`Canonical URL: ${excerpt(href, 120)}.`, { canonical: href });
}

export function checkLang(ctx: AuditContext): Finding {
  const $ = ctx.$;
  if (!$) return pageNotRead(ctx.pageProblem ?? '', 'its language');
  const lang = ($('html').attr('lang') ?? '').trim();
  const advice = 'Set the page language on the root element, e.g. <html lang="en"> or <html lang="nl-NL">.';
  if (!lang) return { status: 'fail', details: 'The <html> element has no lang attribute.', recommendation: advice };
  try {
    const [canonical] = Intl.getCanonicalLocales(lang);
    return pass(`Language: ${canonical}.`, { lang: canonical });
  } catch {
    return { status: 'fail', details: `"${excerpt(lang, 40)}" is not a valid language tag.`, recommendation: advice };
  }
}

export function checkViewport(ctx: AuditContext): Finding {
  const $ = ctx.$;
  if (!$) return pageNotRead(ctx.pageProblem ?? '', 'its viewport');
  const viewport = metaNamed($, 'head', 'viewport');
  const advice = 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> inside <head>.';
  if (viewport.length === 0) return { status: 'fail', details: 'The page has no viewport meta tag.', recommendation: advice };
  const content = viewport.first().attr('content') ?? '';
  if (!/width\s*=\s*device-width/i.test(content)) {
    return {
      status: 'warn',
      details: `The viewport is "${excerpt(content, 60)}", without width=device-width.`,
      recommendation: advice,
    };
  }
  return pass(`Viewport: "${excerpt(content, 80)}".`);
}
