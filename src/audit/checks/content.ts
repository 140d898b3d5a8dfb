/** Checks on what the raw HTML says: headings, text_content, open_graph, json_ld. */
import type { CheerioAPI } from 'cheerio';
import { CATEGORIES } from '../../reference/reference-data.js';
import { type AuditContext, excerpt, type Finding, pageNotRead } from '../context.js';

/** Visible characters in the raw HTML below which a page reads as empty to AI crawlers, and as thin. */
export const TEXT_FAIL_CHARS = 80;
export const TEXT_WARN_CHARS = 250;

const OG_REQUIRED = ['og:title', 'og:type', 'og:image', 'og:url'] as const;

/** schema.org types that are organisations but not local businesses (no address required). */
const ORGANIZATION_TYPES = new Set([
  'Organization',
  'Corporation',
  'NGO',
  'OnlineBusiness',
  'OnlineStore',
  'EducationalOrganization',
  'GovernmentOrganization',
  'NewsMediaOrganization',
  'SportsOrganization',
  'MedicalOrganization',
]);
/** LocalBusiness and the subtypes we know (the taxonomy's types plus common parents). */
const LOCAL_BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'Store',
  'AutomotiveBusiness',
  'EntertainmentBusiness',
  'FinancialService',
  'HealthAndBeautyBusiness',
  'MedicalBusiness',
  'SportsActivityLocation',
  'Hotel',
  'Physician',
  'BeautySalon',
  ...CATEGORIES.map((c) => c.schemaType).filter((type) => !ORGANIZATION_TYPES.has(type)),
]);

const pass = (details: string, data?: Record<string, unknown>): Finding => ({
  status: 'pass',
  details,
  recommendation: 'No change needed.',
  ...(data ? { data } : {}),
});

export function checkHeadings(ctx: AuditContext): Finding {
  const $ = ctx.$;
  if (!$) return pageNotRead(ctx.pageProblem ?? '', 'its headings');
  const h1s = $('body h1')
    .toArray()
    .map((el) => $(el).text().replace(/\s+/g, ' ').trim());
  const advice = 'Give the page exactly one <h1> naming the business or the page topic, with <h2>s for the sections below it.';
  if (h1s.length === 0) return { status: 'fail', details: 'The raw HTML has no <h1> heading.', recommendation: advice };
  if (!h1s[0]) return { status: 'fail', details: 'The <h1> heading is empty.', recommendation: advice, data: { h1: h1s } };
  if (h1s.length > 1) {
    return {
      status: 'warn',
      details: `The page has ${h1s.length} <h1> headings: ${h1s.map((h) => `"${excerpt(h, 40)}"`).join(', ')}.`,
      recommendation: 'Keep one <h1> for the main topic and turn the others into <h2>.',
      data: { h1: h1s },
    };
  }
  return pass(`One <h1>: "${excerpt(h1s[0], 80)}".`, { h1: h1s });
}

export function checkTextContent(ctx: AuditContext): Finding {
  const $ = ctx.$;
  if (!$) return pageNotRead(ctx.pageProblem ?? '', 'its text');
  const body = $('body').clone();
  body.find('script, style, template, noscript, svg, iframe, object, canvas').remove();
  const text = body.text().replace(/\s+/g, ' ').trim();
  const words = text ? text.split(' ').length : 0;
  const scripts = $('script').length;
  const shell = ['#root', '#__next', '#app', 'app-root', '#___gatsby'].find((selector) => {
    const root = $(selector);
    return root.length > 0 && root.text().trim() === '' && root.children().length === 0;
  });
  const noscript = /javascript/i.test($('noscript').text());
  const hints = [
    shell ? `the page looks like a JavaScript app shell (${selector(shell)} is empty)` : '',
    noscript ? 'a <noscript> message asks for JavaScript' : '',
    scripts ? `${scripts} script element${scripts === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  const details = `The raw HTML holds ${text.length} characters (${words} words) of visible text${hints.length ? `; ${hints.join('; ')}` : ''}.`;
  const data = { characters: text.length, words, scripts, appShell: Boolean(shell) };
  const ssr =
    'Render the main content on the server (server-side rendering or static HTML): AI crawlers such as GPTBot and ClaudeBot read the raw HTML and do not run JavaScript.';
  if (text.length < TEXT_FAIL_CHARS) return { status: 'fail', details, recommendation: ssr, data };
  if (text.length < TEXT_WARN_CHARS) {
    return {
      status: 'warn',
      details,
      recommendation: `Say more in the HTML itself (at least ${TEXT_WARN_CHARS} characters): what the business offers, where, when it is open and how to reach it.`,
      data,
    };
  }
  return pass(details, data);
}

function selector(shell: string): string {
  return shell.startsWith('#') ? `<div id="${shell.slice(1)}">` : `<${shell}>`;
}

export function checkOpenGraph(ctx: AuditContext): Finding {
  const $ = ctx.$;
  if (!$) return pageNotRead(ctx.pageProblem ?? '', 'its Open Graph tags');
  const found = new Map<string, string>();
  $('meta[property]').each((_, el) => {
    const property = ($(el).attr('property') ?? '').trim().toLowerCase();
    if (property.startsWith('og:') && !found.has(property)) found.set(property, ($(el).attr('content') ?? '').trim());
  });
  const missing = OG_REQUIRED.filter((p) => !found.get(p));
  const data = { found: Object.fromEntries(found), missing };
  if (missing.length === OG_REQUIRED.length) {
    return {
      status: 'fail',
      details: 'The page has no Open Graph tags.',
      recommendation: `Add ${OG_REQUIRED.map((p) => `<meta property="${p}" content="…">`).join(', ')} so shared links and agents show a title, picture and address.`,
      data,
    };
  }
  const image = found.get('og:image');
  const relativeImage = image && !/^https?:\/\//i.test(image);
  if (missing.length > 0 || relativeImage) {
    const problems = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      relativeImage ? 'og:image is not an absolute URL' : '',
    ]
      .filter(Boolean)
      .join('; ');
    return {
      status: 'warn',
      details: `Open Graph tags are incomplete: ${problems}.`,
      recommendation: 'Add the four required Open Graph properties (og:title, og:type, og:image, og:url) with absolute URLs.',
      data,
    };
  }
  return pass(`Open Graph: "${excerpt(found.get('og:title') ?? '', 60)}" (${found.get('og:type')}).`, data);
}

interface JsonLdNode {
  types: string[];
  node: Record<string, unknown>;
}

/** Every typed node of the page's JSON-LD blocks (top level, arrays and `@graph`), plus the blocks that did not parse. */
export function readJsonLd($: CheerioAPI): { nodes: JsonLdNode[]; invalid: number; blocks: number } {
  const nodes: JsonLdNode[] = [];
  let invalid = 0;
  const scripts = $('script[type]').filter((_, el) => /^application\/ld\+json\b/i.test(($(el).attr('type') ?? '').trim()));
  const visit = (value: unknown, depth: number): void => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as Record<string, unknown>;
    const raw = node['@type'];
    const types = (Array.isArray(raw) ? raw : [raw])
      .filter((t): t is string => typeof t === 'string')
      .map((t) => t.replace(/^https?:\/\/schema\.org\//i, ''));
    if (types.length) nodes.push({ types, node });
    visit(node['@graph'], depth + 1);
  };
  scripts.each((_, el) => {
    try {
      visit(JSON.parse($(el).text()), 0);
    } catch {
      invalid++;
    }
  });
  return { nodes, invalid, blocks: scripts.length };
}

function hasValue(node: Record<string, unknown>, key: string): boolean {
  const value = node[key];
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

export function checkJsonLd(ctx: AuditContext): Finding {
  const $ = ctx.$;
  if (!$) return pageNotRead(ctx.pageProblem ?? '', 'its structured data');
  const { nodes, invalid, blocks } = readJsonLd($);
  const example =
    'Add a <script type="application/ld+json"> block with a LocalBusiness (or a subtype such as Restaurant) giving name, address, telephone, url and openingHoursSpecification.';
  const allTypes = [...new Set(nodes.flatMap((n) => n.types))];
  const data = { blocks, invalid, types: allTypes };
  const local = nodes.find((n) => n.types.some((t) => LOCAL_BUSINESS_TYPES.has(t)));
  const organization = nodes.find((n) => n.types.some((t) => ORGANIZATION_TYPES.has(t)));
  const invalidNote = invalid ? ` ${invalid} of ${blocks} JSON-LD block${blocks === 1 ? ' is' : 's are'} not valid JSON.` : '';
  if (!local && !organization) {
    const details =
      blocks === 0
        ? 'The page has no JSON-LD structured data.'
        : `No Organization or LocalBusiness found${allTypes.length ? ` (types: ${allTypes.slice(0, 8).join(', ')})` : ''}.${invalidNote}`;
    return { status: 'fail', details, recommendation: example, data };
  }
  const entity = (local ?? organization) as JsonLdNode;
  const type = entity.types.find((t) => LOCAL_BUSINESS_TYPES.has(t) || ORGANIZATION_TYPES.has(t)) ?? entity.types[0];
  const required = local ? ['name', 'address'] : ['name'];
  const recommended = local ? ['telephone', 'url', 'openingHoursSpecification', 'geo'] : ['url', 'logo', 'sameAs'];
  const missing = required.filter((key) => !hasValue(entity.node, key));
  const missingRecommended = recommended.filter((key) => !hasValue(entity.node, key));
  const name = typeof entity.node.name === 'string' ? ` "${excerpt(entity.node.name, 60)}"` : '';
  const fullData = { ...data, entity: type, missingRequired: missing, missingRecommended };
  if (missing.length || invalid) {
    return {
      status: 'warn',
      details: `${type}${name} found${missing.length ? `, but without the required ${missing.join(' and ')}` : ''}.${invalidNote}`,
      recommendation: invalid
        ? 'Fix the JSON-LD blocks that do not parse (validate them with a JSON linter or the Rich Results Test).'
        : `Add ${missing.join(' and ')} to the ${type} block.`,
      data: fullData,
    };
  }
  return {
    status: 'pass',
    details: `${type}${name} with ${required.join(' and ')}.`,
    recommendation: missingRecommended.length ? `Optional: also give ${missingRecommended.join(', ')}.` : 'No change needed.',
    data: fullData,
  };
}
