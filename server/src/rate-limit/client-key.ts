import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client's address is counted under. An IPv6 client usually holds a whole /64 (one customer's
 * network), and can pick any of its 2^64 addresses, so its counters are kept per /64; an IPv4-mapped
 * address counts as its IPv4 address.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const bare = ip.toLowerCase().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = bare.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
