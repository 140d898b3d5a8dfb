import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResolver } from '../../src/net/resolver.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';

describe('resolver over DNS_SERVERS (real DNS server on loopback)', () => {
  let dns: TestDnsServer;
  beforeAll(async () => {
    dns = await startDnsServer({
      A: { 'shop.test': ['192.0.2.10', '192.0.2.11'] },
      AAAA: { 'shop.test': ['2001:db8::10'] },
      TXT: {
        '_signboard-verify.shop.test': [['v=spf1 -all'], ['signboard-verify=', 'abc', 'def']],
      },
      silent: ['slow.test'],
    });
  });
  afterAll(() => dns.close());

  it('returns every A and AAAA address', async () => {
    const resolver = createResolver([{ host: '127.0.0.1', port: dns.port }]);
    expect(await resolver.lookupAll('shop.test')).toEqual([
      { address: '192.0.2.10', family: 4 },
      { address: '192.0.2.11', family: 4 },
      { address: '2001:db8::10', family: 6 },
    ]);
    expect(await resolver.lookupAll('[::1]')).toEqual([{ address: '::1', family: 6 }]);
    expect(dns.queries).toContain('shop.test');
  });

  it('returns TXT records with their character strings as sent', async () => {
    const resolver = createResolver([{ host: '127.0.0.1', port: dns.port }]);
    expect(await resolver.resolveTxt('_signboard-verify.shop.test')).toEqual([
      ['v=spf1 -all'],
      ['signboard-verify=', 'abc', 'def'],
    ]);
  });

  it('fails for unknown names and for a server that does not answer', async () => {
    const resolver = createResolver([{ host: '127.0.0.1', port: dns.port }], 300);
    await expect(resolver.lookupAll('nothing.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolveTxt('nothing.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolveTxt('slow.test')).rejects.toMatchObject({ code: 'ETIMEOUT' });
  });
});
