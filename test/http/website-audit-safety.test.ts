/**
 * The audit route with FETCH_ALLOW_PRIVATE off, on each database: a table of hostile targets is
 * refused with 422 before any connection, and redirects into internal space end the audit with
 * `reachable` failed. Canary servers on 127.0.0.9:80 and [::1]:80 (where the hostile targets
 * point) count connections; "public.test" is a site on 127.0.0.3:80 that the fetcher is told
 * to trust, so every other rule stays in force.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { DIALECTS } from '../helpers/storage.js';

const CANARY_V4 = '127.0.0.9';
const PUBLIC_SITE = '127.0.0.3';

/** Targets refused before any connection: [url, words of the reason]. */
const HOSTILE_TARGETS: [string, string][] = [
  ['http://127.0.0.9/', 'not a public address'],
  ['http://127.0.0.9:80/admin', 'not a public address'],
  ['http://2130706441/', 'not a public address'],
  ['http://0x7f000009/', 'not a public address'],
  ['http://0177.0.0.9/', 'not a public address'],
  ['http://127.9/', 'not a public address'],
  ['http://[::1]/', 'not a public address'],
  ['http://[0:0:0:0:0:0:0:1]/', 'not a public address'],
  ['http://[::ffff:127.0.0.9]/', 'not a public address'],
  ['http://[0:0:0:0:0:ffff:7f00:9]/', 'not a public address'],
  ['http://[::127.0.0.9]/', 'not a public address'],
  ['http://[64:ff9b::7f00:9]/', 'not a public address'],
  ['http://[2002:7f00:9::]/', 'not a public address'],
  ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'not a public address'],
  ['http://[fe80::1]/', 'not a public address'],
  ['http://[fd00::1]/', 'not a public address'],
  ['http://[fd00:ec2::254]/latest/meta-data/', 'not a public address'],
  ['http://169.254.169.254/latest/meta-data/', 'not a public address'],
  ['http://100.100.100.200/latest/meta-data/', 'not a public address'],
  ['http://10.0.0.1/', 'not a public address'],
  ['http://172.16.0.1/', 'not a public address'],
  ['http://192.168.0.1/', 'not a public address'],
  ['http://198.18.0.1/', 'not a public address'],
  ['http://192.0.2.1/', 'not a public address'],
  ['http://0.0.0.0/', 'not a public address'],
  ['http://0/', 'not a public address'],
  ['http://255.255.255.255/', 'not a public address'],
  ['http://[ff02::1]/', 'not a public address'],
  ['http://localhost/', 'local name'],
  ['http://LocalHost./', 'local name'],
  ['http://shop.localhost/', 'local name'],
  ['http://internal.test/', 'non-public'],
  ['http://v6loop.test/', 'non-public'],
  ['http://mapped.test/', 'non-public'],
  ['http://metadata.test/', 'non-public'],
  ['http://private.test/', 'non-public'],
  ['http://cgnat.test/', 'non-public'],
  ['http://public.test:8080/', 'port 8080'],
  ['https://public.test:8443/', 'port 8443'],
  ['http://public.test:22/', 'port 22'],
  ['ftp://public.test/', 'scheme'],
  ['file:///etc/passwd', 'scheme'],
  ['gopher://public.test/', 'scheme'],
  ['data:text/html,hello', 'scheme'],
  ['javascript:alert(1)', 'scheme'],
  ['http://user:pw@public.test/', 'credentials'],
  ['http://user@public.test/', 'credentials'],
  [`http://public.test/${'a'.repeat(2100)}`, 'longer than 2048'],
];

/** Redirects from the trusted public site into forbidden space: [path, words of the reason]. */
const HOSTILE_REDIRECTS: [string, string][] = [
  ['/to-loopback', 'not a public address'],
  ['/to-decimal', 'not a public address'],
  ['/to-v6-loopback', 'not a public address'],
  ['/to-mapped', 'not a public address'],
  ['/to-internal-name', 'not a public address'],
  ['/to-metadata', 'not a public address'],
  ['/to-port', 'port 8080'],
  ['/to-localhost', 'local name'],
  ['/to-file', 'scheme'],
];

const REDIRECT_TARGETS: Record<string, string> = {
  '/to-loopback': 'http://127.0.0.9/',
  '/to-decimal': 'http://2130706441/',
  '/to-v6-loopback': 'http://[::1]/',
  '/to-mapped': 'http://[::ffff:7f00:9]/',
  '/to-internal-name': 'http://internal.test/secret',
  '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
  '/to-port': 'http://public.test:8080/',
  '/to-localhost': 'http://localhost/',
  '/to-file': 'file:///etc/passwd',
};

/** Counts every connection made to the canaries. */
let canaryConnections = 0;

async function listen(server: Server, port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
}

describe.each(DIALECTS)('website audit safety on %s (FETCH_ALLOW_PRIVATE off)', (dialect) => {
  let t: TestApp;
  let dns: TestDnsServer;
  const servers: Server[] = [];

  const audit = (url: string) => t.app.inject({ method: 'POST', url: '/api/website-audit', payload: { url } });

  beforeAll(async () => {
    for (const host of [CANARY_V4, '::1']) {
      const canary = createServer((_req, res) => res.end('canary'));
      canary.on('connection', () => {
        canaryConnections++;
      });
      await listen(canary, 80, host);
      servers.push(canary);
    }
    const site = createServer((req, res) => {
      const target = REDIRECT_TARGETS[req.url ?? ''];
      if (target) return res.writeHead(302, { location: target }).end();
      if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Public</title>');
      res.writeHead(404).end();
    });
    await listen(site, 80, PUBLIC_SITE);
    servers.push(site);
    dns = await startDnsServer({
      A: {
        'public.test': [PUBLIC_SITE],
        'internal.test': [CANARY_V4],
        'metadata.test': ['169.254.169.254'],
        'private.test': ['10.0.0.7'],
        'cgnat.test': ['100.64.0.1'],
        'mixed.test': [PUBLIC_SITE, CANARY_V4],
      },
      AAAA: { 'v6loop.test': ['::1'], 'mapped.test': ['::ffff:127.0.0.9'] },
    });
    t = await createTestApp(dialect, { DNS_SERVERS: dns.address }, { trustedAddresses: [PUBLIC_SITE] });
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('has canaries that notice a connection', async () => {
    const before = canaryConnections;
    await fetch(`http://${CANARY_V4}/`).then((r) => r.text());
    await fetch('http://[::1]/').then((r) => r.text());
    expect(canaryConnections).toBe(before + 2);
  });

  it.each(HOSTILE_TARGETS)('refuses %s with 422 and connects to nothing', async (url, reason) => {
    const before = canaryConnections;
    const response = await audit(url);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'target_not_allowed' });
    expect(response.json().error.message).toContain(reason);
    expect(canaryConnections).toBe(before);
  });

  it.each(HOSTILE_REDIRECTS)('ends the audit at a redirect %s, with reachable failed', async (path, reason) => {
    const before = canaryConnections;
    const response = await audit(`http://public.test${path}`);
    expect(response.statusCode).toBe(200);
    const reachable = response.json().audit.checks.find((c: { id: string }) => c.id === 'reachable');
    expect(reachable.status).toBe('fail');
    expect(reachable.details).toContain(reason);
    expect(reachable.details).toContain('302');
    expect(canaryConnections).toBe(before);
  });

  it('refuses at connect time a name with one internal address among public ones', async () => {
    const before = canaryConnections;
    const response = await audit('http://mixed.test/');
    expect(response.statusCode).toBe(200);
    const reachable = response.json().audit.checks.find((c: { id: string }) => c.id === 'reachable');
    expect(reachable).toMatchObject({ status: 'fail' });
    expect(reachable.details).toContain('127.0.0.9, which is not a public address');
    expect(canaryConnections).toBe(before);
  });

  it('audits the trusted public site normally', async () => {
    const response = await audit('http://public.test/');
    expect(response.statusCode).toBe(200);
    expect(response.json().audit.checks[0]).toMatchObject({ id: 'reachable', status: 'pass' });
  });
});
