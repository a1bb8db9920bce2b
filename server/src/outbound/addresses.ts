import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses the server may connect to on behalf of a user or a remote server. Everything that is
 * not a public unicast address is refused: this machine, its networks, the cloud metadata service, and
 * addresses that mean nothing or everyone. IPv6 forms that carry an IPv4 address (mapped, compatible,
 * NAT64, 6to4) are judged by that IPv4 address.
 */

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'unspecified'
  | 'reserved'
  | 'invalid';

/** [first address as a 32-bit number, prefix length, kind] */
const IPV4_RANGES: Array<[string, number, AddressKind]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // the cloud metadata service lives here
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation
  ['192.88.99.0', 24, 'reserved'], // 6to4 relays
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // and 255.255.255.255, broadcast
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

const IPV4_TABLE = IPV4_RANGES.map(([first, bits, kind]) => ({
  first: ipv4Number(first),
  size: 2 ** (32 - bits),
  kind,
}));

function ipv4Kind(address: string): AddressKind {
  const value = ipv4Number(address);
  for (const range of IPV4_TABLE) {
    if (value >= range.first && value < range.first + range.size) return range.kind;
  }
  return 'public';
}

/** The 8 groups of an IPv6 address as numbers (a dotted IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const value = ipv4Number(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (text.includes('::') ? missing < 1 : missing !== 0) return undefined;
  const groups = [...left, ...Array(text.includes('::') ? missing : 0).fill('0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined;
}

function embeddedIpv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function ipv6Kind(address: string): AddressKind {
  const g = ipv6Groups(address);
  if (!g) return 'invalid';
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, high = 0, low = 0] = g;
  const firstFiveZero = a === 0 && b === 0 && c === 0 && d === 0 && e === 0;
  if (firstFiveZero && f === 0xffff) return ipv4Kind(embeddedIpv4(high, low)); // ::ffff:a.b.c.d
  if (firstFiveZero && f === 0) {
    if (high === 0 && low === 0) return 'unspecified';
    if (high === 0 && low === 1) return 'loopback';
    return ipv4Kind(embeddedIpv4(high, low)); // ::a.b.c.d (deprecated IPv4-compatible)
  }
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) {
    return ipv4Kind(embeddedIpv4(high, low)); // NAT64 64:ff9b::a.b.c.d
  }
  if (a === 0x64 && b === 0xff9b && c === 1) return 'reserved'; // local-use NAT64
  if (a === 0x2002) return ipv4Kind(embeddedIpv4(b, c)); // 6to4 carries its IPv4 address
  if (a === 0x100 && b === 0 && c === 0 && d === 0) return 'reserved'; // discard-only
  if (a === 0x2001 && b === 0x0db8) return 'reserved'; // documentation
  if (a === 0x2001 && b === 0) return 'reserved'; // Teredo: hides an IPv4 address of its own
  if ((a & 0xfe00) === 0xfc00) return 'unique-local'; // fc00::/7
  if ((a & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((a & 0xffc0) === 0xfec0) return 'unique-local'; // fec0::/10, the deprecated site-local
  if ((a & 0xff00) === 0xff00) return 'multicast';
  return 'public';
}

/** What kind of address `address` (an IPv4 or IPv6 literal, brackets allowed) is. */
export function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return ipv4Kind(bare);
  if (isIPv6(bare)) return ipv6Kind(bare);
  return 'invalid';
}

export interface AddressPolicy {
  /** OUTBOUND_ALLOW_LOOPBACK: tests and development only. Admits loopback and nothing else. */
  allowLoopback: boolean;
}

/** Why the server must not connect to `address`, or undefined when it may. */
export function addressRefusal(address: string, policy: AddressPolicy): string | undefined {
  const kind = addressKind(address);
  if (kind === 'public') return undefined;
  if (kind === 'loopback' && policy.allowLoopback) return undefined;
  return `${address} is a ${kind} address`;
}
