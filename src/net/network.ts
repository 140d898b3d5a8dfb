import type { Config } from '../config.js';
import { createResolver, type Resolver } from './resolver.js';
import { createSafeFetcher, type SafeFetcher, type SafeFetcherOptions } from './safe-fetch.js';

export interface Network {
  resolver: Resolver;
  fetcher: SafeFetcher;
}

/** The outbound resolver and fetcher as configured (DNS_SERVERS, FETCH_ALLOW_PRIVATE). */
export function createNetwork(
  config: Pick<Config, 'dnsServers' | 'fetchAllowPrivate'>,
  overrides: Partial<Omit<SafeFetcherOptions, 'resolver' | 'allowPrivate'>> = {},
): Network {
  const resolver = createResolver(config.dnsServers);
  return { resolver, fetcher: createSafeFetcher({ resolver, allowPrivate: config.fetchAllowPrivate, ...overrides }) };
}
