/**
 * Every outbound DNS look-up goes through here, so `DNS_SERVERS` is honoured everywhere
 * (ownership verification, the safe fetcher, the audit) and tests can use a real DNS server
 * on loopback.
 */
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import type { DnsServer } from '../config.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface Resolver {
  /** Every A and AAAA address of a name (an IP literal resolves to itself). Rejects when there is none. */
  lookupAll(hostname: string): Promise<ResolvedAddress[]>;
  /** TXT records of a name, each as its list of character strings (at most 255 bytes each). */
  resolveTxt(name: string): Promise<string[][]>;
}

/** Error codes of a name that has no records (as opposed to a server that did not answer). */
export const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ESERVFAIL']);

/**
 * @param servers DNS servers to ask; empty means the system configuration (including /etc/hosts).
 * @param timeoutMs per-query time limit when servers are given.
 */
export function createResolver(servers: readonly DnsServer[], timeoutMs = 2500): Resolver {
  const custom = servers.length > 0 ? new dns.Resolver({ timeout: timeoutMs, tries: 2 }) : null;
  custom?.setServers(servers.map((s) => (s.host.includes(':') ? `[${s.host}]:${s.port}` : `${s.host}:${s.port}`)));

  return {
    async lookupAll(hostname) {
      const host = hostname.replace(/^\[|\]$/g, '');
      const literal = isIP(host);
      if (literal) return [{ address: host, family: literal as 4 | 6 }];
      if (!custom) {
        const found = await dns.lookup(host, { all: true, verbatim: true });
        return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
      }
      const [v4, v6] = await Promise.allSettled([custom.resolve4(host), custom.resolve6(host)]);
      const addresses: ResolvedAddress[] = [
        ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
        ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
      ];
      if (addresses.length > 0) return addresses;
      throw v4.status === 'rejected' ? v4.reason : Object.assign(new Error(`no address for ${host}`), { code: 'ENODATA' });
    },
    resolveTxt: (name) => (custom ? custom.resolveTxt(name) : dns.resolveTxt(name)),
  };
}
