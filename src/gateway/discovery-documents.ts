/**
 * The discovery documents, rendered by pure functions from the published clients:
 * `/robots.txt` (RFC 9309), `/llms.txt` (llmstxt.org), `/sitemap.xml` and `/aig-sitemap.xml`
 * (sitemaps.org, split into a sitemap index past 50,000 URLs) and `/questions` (JSON and HTML).
 */
import type { Urls } from '../urls.js';
import { GATEWAY_PRODUCT } from './discovery.js';
import { sampleQuestionTexts } from './sample-questions.js';

/** Most URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A published client as the documents list it. */
export interface ClientEntry {
  slug: string;
  name: string;
  /** ISO 8601 time of its last change. */
  updatedAt: string;
  /** Where it is (city, country name), when the query read it; tells apart businesses of the same name. */
  place?: string | null;
}

/** Paths crawlers are kept out of: owner, reviewer and claim routes. */
export const PRIVATE_PATHS = ['/owner/', '/admin', '/api/claims', '/api/submissions', '/api/removals', '/api/corrections'];

export function renderRobots(publicUrl: string, gatewayUrl: string): string {
  const sitemaps = [`${publicUrl}/sitemap.xml`, `${gatewayUrl}/aig-sitemap.xml`];
  return [
    '# Signboard: a public directory of local businesses and an AI gateway answering from approved facts.',
    '# Crawlers and AI agents are welcome on public pages, profiles and gateway discovery documents.',
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    ...[...new Set(sitemaps)].map((url) => `Sitemap: ${url}`),
    '',
  ].join('\n');
}

/** `/llms.txt`: what the service is and where its machine-readable parts are; the newest clients listed. */
export function renderLlmsTxt(urls: Urls, clients: readonly ClientEntry[], clientCount: number): string {
  const lines = [
    '# Signboard',
    '',
    `> A public directory of local businesses with machine-readable profiles, and ${GATEWAY_PRODUCT}: for every published business an A2A agent that answers only from approved public facts, with no LLM, and hands sensitive, urgent or case-specific questions to a person.`,
    '',
    'Profiles are schema.org JSON-LD. Reading is free; a POST message to a business agent costs one credit; the ask preview and handoff requests are free.',
    '',
    '## API',
    '',
    `- [OpenAPI document](${urls.api('/openapi.json')}): every route, with schemas`,
    `- [Directory search](${urls.api('/api/directory')}): full-text search with filters and cursors`,
    `- [Categories](${urls.api('/api/categories')}): the category taxonomy with counts`,
    `- [Statistics](${urls.api('/api/stats')}) and [analytics](${urls.api('/api/analytics')})`,
    '',
    '## Gateway',
    '',
    `- [Directory agent](${urls.gateway('/.well-known/agent-card.json')}): an A2A agent for the whole directory (find businesses, ask one of them), JSON-RPC at ${urls.gateway('/a2a/v1/message')}`,
    `- [MCP server](${urls.gateway('/mcp')}): Streamable HTTP, no sign-in; tools search_businesses, get_business, ask_business, list_categories, list_locations ([server card](${urls.gateway('/.well-known/mcp/server-card.json')}))`,
    `- [A2A discovery document](${urls.gateway('/api/a2a')}): routes, aliases, scopes, billing and agent rules`,
    `- [Gateway sitemap](${urls.gateway('/aig-sitemap.xml')}): handshake, sample questions and agent card of every client`,
    `- [Sample questions](${urls.gateway('/questions')}): questions each client's agent answers`,
    `- [Sitemap](${urls.api('/sitemap.xml')}): every public page`,
    '',
    '## Clients',
    '',
    ...clients.map(
      (c) =>
        `- [${c.name.replace(/[[\]]/g, '')}](${urls.businessJson(c.slug)}): [agent card](${urls.agentCard(c.slug)}), [ask](${urls.ask(c.slug)}), [sample questions](${urls.sampleQuestions(c.slug)})`,
    ),
    ...(clientCount > clients.length
      ? [
          '',
          `${clientCount - clients.length} more clients are listed in the [gateway sitemap](${urls.gateway('/aig-sitemap.xml')}).`,
        ]
      : []),
    '',
  ];
  return lines.join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** A sitemaps.org `urlset` (at most {@link SITEMAP_MAX_URLS} URLs). */
export function renderUrlset(entries: readonly SitemapUrl[]): string {
  const body = entries
    .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** A sitemaps.org `sitemapindex`. */
export function renderSitemapIndex(entries: readonly SitemapUrl[]): string {
  const body = entries
    .map((e) => `  <sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** The gateway URLs of one client in `/aig-sitemap.xml`. */
export function gatewayUrlsOf(urls: Urls, client: ClientEntry): SitemapUrl[] {
  return [urls.handshake(client.slug), urls.sampleQuestions(client.slug), urls.agentCard(client.slug)].map((loc) => ({
    loc,
    lastmod: client.updatedAt,
  }));
}

/** Sample questions of a page of clients (`/questions`); browsers get it as a page of the site. */
export function renderQuestions(urls: Urls, clients: readonly ClientEntry[], next: string | null): QuestionsPage {
  return {
    ok: true as const,
    type: 'service_asg_sample_questions_index',
    product: GATEWAY_PRODUCT,
    clients: clients.map((c) => ({
      clientSlug: c.slug,
      businessName: c.name,
      place: c.place ?? null,
      profileUrl: urls.businessPage(c.slug),
      sampleQuestions: urls.sampleQuestions(c.slug),
      questions: sampleQuestionTexts(c.name).map((question, i) => ({
        id: `sample_${i + 1}`,
        question,
        previewUrl: `${urls.ask(c.slug)}?q=${encodeURIComponent(question)}`,
      })),
    })),
    nextCursor: next,
  };
}

/** A page of `/questions`. */
export interface QuestionsPage {
  ok: true;
  type: 'service_asg_sample_questions_index';
  product: typeof GATEWAY_PRODUCT;
  clients: {
    clientSlug: string;
    businessName: string;
    place: string | null;
    profileUrl: string;
    sampleQuestions: string;
    questions: { id: string; question: string; previewUrl: string }[];
  }[];
  nextCursor: string | null;
}
