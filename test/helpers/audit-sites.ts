/**
 * Fixture websites for the audit, served by one real HTTP server on loopback and told apart by
 * the Host header; a real DNS server resolves `<site>.test` to the server's address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startDnsServer, type TestDnsServer } from './dns-server.js';
import { sendMegabytes, startHttpServer, type TestHttpServer } from './http-server.js';

export const GOOD_PAGE = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Lantern Books — second-hand bookshop in Leiden</title>
  <meta name="description" content="Second-hand and antiquarian books in the centre of Leiden: literature, history and children's books, open six days a week.">
  <link rel="canonical" href="http://good.test/">
  <meta property="og:title" content="Lantern Books">
  <meta property="og:type" content="website">
  <meta property="og:image" content="http://good.test/shop.jpg">
  <meta property="og:url" content="http://good.test/">
  <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"BookStore","name":"Lantern Books","address":{"@type":"PostalAddress","streetAddress":"Breestraat 12","addressLocality":"Leiden","addressCountry":"NL"},"telephone":"+31 71 555 0100","url":"http://good.test/"}]}</script>
</head>
<body>
  <h1>Lantern Books</h1>
  <p>We buy and sell second-hand and antiquarian books in the centre of Leiden. Our shelves hold literature in Dutch and English,
  local history, maps, and a large corner of children's books. We are open Tuesday to Sunday from ten to six, and we gladly
  look for a title you cannot find elsewhere. Bring books to sell on Saturday mornings.</p>
  <h2>Visit</h2><p>Breestraat 12, Leiden. Five minutes from the station.</p>
</body>
</html>`;

const GOOD_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /basket\n\nSitemap: http://good.test/sitemap.xml\n';
const GOOD_SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>http://good.test/</loc></url><url><loc>http://good.test/visit</loc></url><url><loc>http://good.test/sell</loc></url>
</urlset>`;
const GOOD_LLMS = `# Lantern Books

> Second-hand and antiquarian bookshop in Leiden, the Netherlands.

## Pages

- [Visit](http://good.test/visit): address and opening hours
- [Selling books](http://good.test/sell): how we buy books

## Optional

- [History](http://good.test/history)
`;
const GOOD_CARD = JSON.stringify({
  name: 'Lantern Books',
  description: 'Answers questions about Lantern Books.',
  version: '1.0.0',
  supportedInterfaces: [{ url: 'http://good.test/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
  skills: [{ id: 'ask', name: 'Ask', description: 'Questions about the shop', tags: ['books'] }],
});

export const BAD_PAGE = `<html><head><meta name="robots" content="noindex, nofollow">
<img src="/logo.png"><link rel="canonical" href="http://bad.test/"><meta name="description" content="Too late">
<script type="application/ld+json">{"@type": "LocalBusiness", broken</script>
</head><body><h1>One</h1><h1>Two</h1><p>Hi.</p></body></html>`;

const JS_ONLY_PAGE = `<!doctype html><html lang="en"><head><title>Shop</title>
<meta name="description" content="A shop that renders everything in the browser with JavaScript, so crawlers see nothing.">
<meta name="viewport" content="width=device-width"></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>
<script src="/static/js/main.js"></script><script>window.__DATA__={}</script></body></html>`;

/** `Café Zoë` and more, encoded as ISO-8859-1 bytes. */
const LATIN1_PAGE = Buffer.from(
  `<!doctype html><html lang="fr"><head><meta charset="iso-8859-1"><title>Café Zoë à Liège</title></head><body><h1>Café Zoë</h1><p>Crème brûlée, pâtisserie et thé.</p></body></html>`,
  'latin1',
);

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The good site's texts with absolute URLs on the origin being served (the port varies). */
const onOrigin = (req: IncomingMessage, text: string) => text.replaceAll('http://good.test/', `http://${req.headers.host}/`);

const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': type, ...headers }).end(body);
const html = (res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}) =>
  send(res, 200, 'text/html; charset=utf-8', body, headers);
const notFound = (res: ServerResponse) => send(res, 404, 'text/plain', 'not found');

/** Each fixture site: its answers by path (anything else is 404). */
const SITES: Record<string, Handler> = {
  good: (req, res) => {
    const files: Record<string, () => void> = {
      '/': () => html(res, onOrigin(req, GOOD_PAGE), { 'strict-transport-security': 'max-age=31536000' }),
      '/robots.txt': () => send(res, 200, 'text/plain', onOrigin(req, GOOD_ROBOTS)),
      '/sitemap.xml': () => send(res, 200, 'application/xml', onOrigin(req, GOOD_SITEMAP)),
      '/llms.txt': () => send(res, 200, 'text/markdown', onOrigin(req, GOOD_LLMS)),
      '/.well-known/agent-card.json': () => send(res, 200, 'application/json', onOrigin(req, GOOD_CARD)),
    };
    (files[req.url ?? ''] ?? (() => notFound(res)))();
  },
  bad: (req, res) => {
    if (req.url === '/') return html(res, BAD_PAGE);
    if (req.url === '/llms.txt') return html(res, '<html><body>Page not found</body></html>'); // soft 404
    notFound(res);
  },
  js: (req, res) => (req.url === '/' ? html(res, JS_ONLY_PAGE) : notFound(res)),
  robots404: (req, res) => (req.url === '/' ? html(res, onOrigin(req, GOOD_PAGE)) : notFound(res)),
  robots503: (req, res) => {
    if (req.url === '/') return html(res, onOrigin(req, GOOD_PAGE));
    if (req.url === '/robots.txt') return send(res, 503, 'text/plain', 'down');
    notFound(res);
  },
  gptbot: (req, res) => {
    if (req.url === '/') return html(res, onOrigin(req, GOOD_PAGE));
    if (req.url === '/robots.txt')
      return send(res, 200, 'text/plain', 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
    notFound(res);
  },
  noai: (req, res) => {
    if (req.url === '/') return html(res, onOrigin(req, GOOD_PAGE));
    const groups = ['OAI-SearchBot', 'ChatGPT-User', 'PerplexityBot', 'Claude-SearchBot'].map(
      (t) => `User-agent: ${t}\nDisallow: /\n`,
    );
    if (req.url === '/robots.txt') return send(res, 200, 'text/plain', `${groups.join('\n')}\nUser-agent: *\nAllow: /\n`);
    notFound(res);
  },
  huge: (req, res) => (req.url === '/' ? sendMegabytes(res, 20) : notFound(res)),
  slow: (req, res) => {
    if (req.url !== '/') return notFound(res);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><body>');
    // One byte a second, forever: no idle time-out fires, only the audit's own limits.
    const timer = setInterval(() => res.write(' '), 1000);
    res.on('close', () => clearInterval(timer));
  },
  loop: (req, res) => res.writeHead(302, { location: `/hop${(req.url ?? '').length}` }).end(),
  latin1: (req, res) => (req.url === '/' ? send(res, 200, 'text/html', LATIN1_PAGE) : notFound(res)),
  garbage: (req, res) => {
    if (req.url !== '/') return notFound(res);
    const bytes = Buffer.alloc(4096);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 256;
    send(res, 200, 'text/html', bytes);
  },
  pdf: (req, res) => (req.url === '/' ? send(res, 200, 'application/pdf', '%PDF-1.7 ...') : notFound(res)),
  gone: (_req, res) => send(res, 404, 'text/html', '<html><title>Not found</title></html>'),
};

export type FixtureSite = keyof typeof SITES;
export const FIXTURE_SITES = Object.keys(SITES) as FixtureSite[];

export interface AuditSites {
  dns: TestDnsServer;
  server: TestHttpServer;
  /** `http://<site>.test:<port>/`; `refused` gets a port where nothing listens. */
  url(site: FixtureSite | string): string;
  close(): Promise<void>;
}

/**
 * Starts the fixture server and a DNS server resolving every `<site>.test` (plus
 * `refused.test`, where nothing listens on the port) to loopback.
 */
export async function startAuditSites(): Promise<AuditSites> {
  const server = await startHttpServer((req, res) => {
    const site = (req.headers.host ?? '').split('.')[0] ?? '';
    const handler = SITES[site];
    if (handler) handler(req, res);
    else notFound(res);
  });
  const names = [...FIXTURE_SITES, 'refused'].map((site) => `${site}.test`);
  const dns = await startDnsServer({ A: Object.fromEntries(names.map((name) => [name, ['127.0.0.1']])) });
  const closed = await startHttpServer(() => {});
  await closed.close();
  return {
    dns,
    server,
    url: (site) => `http://${site}.test:${site === 'refused' ? closed.port : server.port}/`,
    async close() {
      await server.close();
      await dns.close();
    },
  };
}
