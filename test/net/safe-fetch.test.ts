/**
 * The safe fetcher against real servers on loopback. "public.test" resolves (through a real DNS
 * server) to 127.0.0.2, which the fetcher is told to trust, so every other rule stays in force;
 * a canary server on 127.0.0.1:80 proves that refused targets are never connected to.
 */
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/net/address-policy.js';
import { createResolver } from '../../src/net/resolver.js';
import { createSafeFetcher, type SafeFetcher } from '../../src/net/safe-fetch.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { sendMegabytes, startHttpServer, type TestHttpServer } from '../helpers/http-server.js';

let dns: TestDnsServer;
let site: Server;
let canary: Server;
let canaryConnections = 0;
let fetcher: SafeFetcher;

const MB = 1024 * 1024;

beforeAll(async () => {
  dns = await startDnsServer({
    A: {
      'public.test': ['127.0.0.2'],
      'internal.test': ['127.0.0.1'],
      'metadata.test': ['169.254.169.254'],
      'private.test': ['10.0.0.7'],
      'mixed.test': ['127.0.0.2', '127.0.0.1'],
    },
    AAAA: { 'v6internal.test': ['::1'], 'mapped.test': ['::ffff:127.0.0.1'] },
    silent: ['slow-dns.test'],
  });
  canary = createServer((_req, res) => res.end('canary'));
  canary.on('connection', () => {
    canaryConnections++;
  });
  await new Promise<void>((resolve) => canary.listen(80, '127.0.0.1', resolve));

  const bomb = gzipSync(Buffer.alloc(20 * MB));
  site = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/ok') return res.end('<html><title>ok</title></html>');
    if (path === '/to-literal') return res.writeHead(302, { location: 'http://127.0.0.1/' }).end();
    if (path === '/to-mapped') return res.writeHead(302, { location: 'http://[::ffff:7f00:1]/' }).end();
    if (path === '/to-name') return res.writeHead(301, { location: 'http://internal.test/secret' }).end();
    if (path === '/to-port') return res.writeHead(302, { location: 'http://public.test:8080/' }).end();
    if (path === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/to-ok') return res.writeHead(307, { location: '/ok' }).end();
    if (path.startsWith('/loop')) return res.writeHead(302, { location: `/loop${path.length}` }).end();
    if (path === '/big') return sendMegabytes(res, 20);
    if (path === '/bomb') return res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/html' }).end(bomb);
    if (path === '/hang') return; // never answers
    if (path === '/trickle') {
      res.writeHead(200);
      res.write('a');
      return; // headers, then nothing
    }
    res.writeHead(404).end('no');
  });
  await new Promise<void>((resolve) => site.listen(80, '127.0.0.2', resolve));

  fetcher = createSafeFetcher({
    resolver: createResolver([{ host: '127.0.0.1', port: dns.port }], 500),
    allowPrivate: false,
    trustedAddresses: ['127.0.0.2'],
    headersTimeoutMs: 800,
    bodyTimeoutMs: 800,
  });
});

afterAll(async () => {
  await fetcher.close();
  site.closeAllConnections();
  canary.closeAllConnections();
  await Promise.all([new Promise((r) => site.close(r)), new Promise((r) => canary.close(r)), dns.close()]);
});

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '192.0.2.1',
    '198.51.100.1',
    '203.0.113.9',
    '198.18.0.1',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '192.0.0.8',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00::1',
    '2001:db8::1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::1',
    '2002:7f00:1::',
    '2001::1',
    '2001:2::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::7f00:1',
    'ff02::1',
    '100::1',
    '3fff::1',
    'not-an-ip',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('refused before any connection', () => {
  it.each([
    ['http://127.0.0.1/', 'not a public address'],
    ['http://2130706433/', 'not a public address'],
    ['http://0x7f.1/', 'not a public address'],
    ['http://017700000001/', 'not a public address'],
    ['http://127.1/', 'not a public address'],
    ['http://[::1]/', 'not a public address'],
    ['http://[::ffff:127.0.0.1]/', 'not a public address'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', 'not a public address'],
    ['http://169.254.169.254/latest/meta-data/', 'not a public address'],
    ['http://10.0.0.1/', 'not a public address'],
    ['http://[fe80::1]/', 'not a public address'],
    ['http://[fd00::1]/', 'not a public address'],
    ['http://[64:ff9b::7f00:1]/', 'not a public address'],
    ['http://0.0.0.0/', 'not a public address'],
    ['http://localhost/', 'local name'],
    ['http://LOCALHOST./', 'local name'],
    ['http://admin.localhost/', 'local name'],
    ['http://public.test:8080/', 'port 8080'],
    ['https://public.test:22/', 'port 22'],
    ['ftp://public.test/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['http://user:pw@public.test/', 'credentials'],
    [`http://public.test/${'a'.repeat(2100)}`, 'longer than 2048'],
    ['http://internal.test/', 'non-public'],
    ['http://metadata.test/', 'non-public'],
    ['http://private.test/', 'non-public'],
    ['http://v6internal.test/', 'non-public'],
    ['http://mapped.test/', 'non-public'],
  ])('%s', async (url, reason) => {
    const before = canaryConnections;
    expect(await fetcher.refusal(new URL(url))).toContain(reason);
    const outcome = await fetcher.fetch(url);
    expect(outcome.ok).toBe(false);
    expect(canaryConnections).toBe(before);
  });

  it('allows a public name', async () => {
    expect(await fetcher.refusal(new URL('http://public.test/ok'))).toBeNull();
  });
});

describe('fetching', () => {
  it('fetches a public page and reports timings', async () => {
    const outcome = await fetcher.fetch('http://public.test/ok');
    expect(outcome).toMatchObject({ ok: true, status: 200, finalUrl: 'http://public.test/ok', truncated: false, redirects: [] });
    if (outcome.ok) expect(outcome.body.toString()).toContain('<title>ok</title>');
  });

  it('follows a same-site redirect and records the chain', async () => {
    const outcome = await fetcher.fetch('http://public.test/to-ok');
    expect(outcome).toMatchObject({
      ok: true,
      finalUrl: 'http://public.test/ok',
      redirects: [{ url: 'http://public.test/to-ok', status: 307 }],
    });
  });

  it.each([
    ['/to-literal', 'redirect_not_allowed'],
    ['/to-mapped', 'redirect_not_allowed'],
    ['/to-name', 'address_not_allowed'],
    ['/to-port', 'redirect_not_allowed'],
    ['/to-file', 'redirect_not_allowed'],
  ])('refuses the redirect of %s without connecting', async (path, code) => {
    const before = canaryConnections;
    const outcome = await fetcher.fetch(`http://public.test${path}`);
    expect(outcome).toMatchObject({ ok: false, error: { code } });
    expect(canaryConnections).toBe(before);
  });

  it('refuses a name with one internal address at connect time (rebinding)', async () => {
    const before = canaryConnections;
    const outcome = await fetcher.fetch('http://mixed.test/ok');
    expect(outcome).toMatchObject({ ok: false, error: { code: 'address_not_allowed' } });
    expect(canaryConnections).toBe(before);
  });

  it('stops after 5 redirects', async () => {
    const outcome = await fetcher.fetch('http://public.test/loop');
    expect(outcome).toMatchObject({ ok: false, error: { code: 'too_many_redirects' } });
    expect(outcome.redirects).toHaveLength(6);
  });

  it('cuts bodies at the cap of decompressed bytes', async () => {
    const big = await fetcher.fetch('http://public.test/big', { maxBytes: 2 * MB });
    expect(big).toMatchObject({ ok: true, truncated: true });
    if (big.ok) expect(big.body.length).toBe(2 * MB);
    const bomb = await fetcher.fetch('http://public.test/bomb', { maxBytes: MB });
    expect(bomb).toMatchObject({ ok: true, truncated: true });
    if (bomb.ok) expect(bomb.body.length).toBe(MB);
  });

  it('gives up on servers that do not answer in time', async () => {
    const started = Date.now();
    expect(await fetcher.fetch('http://public.test/hang')).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(await fetcher.fetch('http://public.test/trickle')).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(await fetcher.fetch('http://public.test/hang', { timeoutMs: 200 })).toMatchObject({
      ok: false,
      error: { code: 'timeout' },
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports names that do not resolve', async () => {
    expect(await fetcher.fetch('http://nothing.test/')).toMatchObject({ ok: false, error: { code: 'dns_failed' } });
    const slow = await fetcher.fetch('http://slow-dns.test/');
    expect(slow.ok).toBe(false);
  });
});

describe('FETCH_ALLOW_PRIVATE', () => {
  let server: TestHttpServer;
  beforeAll(async () => {
    server = await startHttpServer((_req, res) => res.end('local'));
  });
  afterAll(() => server.close());

  it('lets tests reach loopback on any port, and only then', async () => {
    const open = createSafeFetcher({ resolver: createResolver([]), allowPrivate: true });
    const closed = createSafeFetcher({ resolver: createResolver([]), allowPrivate: false });
    try {
      const outcome = await open.fetch(`${server.origin}/`);
      expect(outcome).toMatchObject({ ok: true, status: 200 });
      expect(await closed.fetch(`${server.origin}/`)).toMatchObject({ ok: false, error: { code: 'target_not_allowed' } });
      expect(server.requests).toEqual(['/']);
    } finally {
      await open.close();
      await closed.close();
    }
  });
});
