// Blocked IP ranges (spec: a per-tenant list, plus BLOCKED_IPS for a deployment): CIDR
// notation ("203.0.113.0/24", "2001:db8::/32") or single addresses. IPv4 clients that
// reach an IPv6 socket as ::ffff:a.b.c.d are matched as IPv4.
import ipaddr from 'ipaddr.js';

export type IpRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses the ranges it understands; an unreadable entry is reported and skipped. */
export function parseIpRanges(
  entries: readonly string[],
  onInvalid: (entry: string) => void = () => {},
): IpRange[] {
  const ranges: IpRange[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    try {
      if (entry.includes('/')) {
        ranges.push(ipaddr.parseCIDR(entry));
      } else {
        const address = ipaddr.process(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      onInvalid(entry);
    }
  }
  return ranges;
}

/** BLOCKED_IPS: comma- or space-separated ranges. */
export function parseIpRangeList(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}

export function isAddressInRanges(
  address: string | undefined,
  ranges: readonly IpRange[],
): boolean {
  if (!address || ranges.length === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  return ranges.some(([network, bits]) => {
    if (parsed.kind() === network.kind()) return parsed.match([network, bits] as never);
    // An IPv4 client checked against an IPv4-mapped IPv6 range (::ffff:0:0/96 style).
    if (parsed.kind() === 'ipv4' && network.kind() === 'ipv6')
      return (parsed as ipaddr.IPv4).toIPv4MappedAddress().match(network as ipaddr.IPv6, bits);
    return false;
  });
}
