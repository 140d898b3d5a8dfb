/**
 * The address a stranger is counted by: an IPv4 address as it is, an IPv6 address by its /64
 * (one customer line, which can hand out as many single addresses as it likes), an IPv4-mapped
 * IPv6 address as its IPv4 address.
 */
import ipaddr from 'ipaddr.js';

/** The key rate limits, allowances and connection caps count `ip` under. */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(ip.replace(/%.*$/, ''));
  } catch {
    return ip.slice(0, 64);
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
    const parts = v6.parts.slice(0, 4).map((part) => part.toString(16));
    return `${parts.join(':')}::/64`;
  }
  return parsed.toString();
}
