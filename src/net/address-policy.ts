/**
 * Which addresses and URLs outbound fetches may reach: public unicast
 * addresses only, ports 80/443, http/https, no credentials. Pure functions.
 */
import ipaddr from 'ipaddr.js';

/** Longest URL accepted for an outbound fetch. */
export const MAX_URL_LENGTH = 2048;

/**
 * IPv6 ranges of the IANA special-purpose registry (or reserved space) that ipaddr.js calls
 * unicast: IPv4-compatible `::/96`, IETF protocol assignments `2001::/23`, documentation
 * `3fff::/20`, SRv6 SIDs `5f00::/16`.
 */
const EXTRA_V6_BLOCKS = ['::/96', '2001::/23', '3fff::/20', '5f00::/16'].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/**
 * Whether an IP address is public unicast. Everything ipaddr.js classes as special-purpose
 * (loopback, private, link-local, CGNAT, documentation, benchmarking, multicast, reserved,
 * unique-local, 6to4, Teredo, NAT64 …) is not; IPv4-mapped IPv6 is judged as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (EXTRA_V6_BLOCKS.some((range) => v6.match(range))) return false;
  }
  return parsed.range() === 'unicast';
}

/**
 * Why a URL may not be fetched before any connection is made, or null when it may.
 * @param trusted addresses to treat as public (tests only).
 */
export function urlRefusal(url: URL, allowPrivate: boolean, trusted: ReadonlySet<string> = new Set()): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `the scheme ${url.protocol} is not http or https`;
  if (url.username || url.password) return 'the URL contains credentials';
  if (url.href.length > MAX_URL_LENGTH) return `the URL is longer than ${MAX_URL_LENGTH} characters`;
  if (allowPrivate) return null;
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (port !== 80 && port !== 443) return `port ${port} is not 80 or 443`;
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is a local name`;
  if (ipaddr.isValid(host) && !trusted.has(host) && !isPublicAddress(host)) return `${host} is not a public address`;
  return null;
}
