import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded and an embedded IPv4 tail split. */
function ipv6Groups(address: string): number[] {
  // The zone (`%eth0`) is no part of the address; hex digits read the same in either case.
  let text = address.split('%', 1)[0] as string;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail[1].split('.').map(Number);
    text = `${text.slice(0, -v4Tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The address a client is counted under by the rate limits. An IPv4 address is itself (also when
 * written IPv4-mapped, `::ffff:1.2.3.4`). An IPv6 address counts as its /64: one subscriber
 * usually holds a whole /64, so counting each /128 alone would give one guesser 2^64 fresh
 * addresses.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  // Whatever a forwarded header carried that is no address counts as one client, not a fresh one each time.
  if (!isIPv6(ip)) return 'not-an-address';
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}
