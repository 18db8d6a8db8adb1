import { BlockList, isIPv4 } from 'node:net';

/** An IPv4 address a dual-stack socket reports as `::ffff:a.b.c.d`, written as plain IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * The network an address belongs to, as far as one subscriber usually holds it: the /24 of an IPv4
 * address, the /48 of an IPv6 one. Sign-in spacing per login id counts per network, so guesses from
 * other networks never delay the owner.
 */
export function addressPrefix(address: string): string {
  const plain = plainAddress(address);
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  const [head = '', tail] = plain.split('::');
  const groups = head.split(':').filter(Boolean);
  // With `::` the missing groups are zeros; only the first three matter.
  while (tail !== undefined && groups.length < 3) groups.push('0');
  return `${groups
    .slice(0, 3)
    .map((g) => g.toLowerCase())
    .join(':')}::/48`;
}

const privateRanges = new BlockList();
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT, also used inside clusters
privateRanges.addSubnet('fc00::', 7, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const family = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/** A private-network address (RFC 1918, shared 100.64/10, IPv6 unique-local): where proxies live. */
export function isPrivateAddress(address: string): boolean {
  const plain = plainAddress(address);
  return privateRanges.check(plain, family(plain));
}

export function isLoopbackAddress(address: string): boolean {
  const plain = plainAddress(address);
  return loopback.check(plain, family(plain));
}
