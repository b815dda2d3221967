/**
 * The eight 16-bit groups of an IPv6 address as text, so that the IPv4 address some ranges carry
 * inside (./address-policy.ts) can be read out of it. Node checks addresses against ranges
 * (`net.BlockList`) but does not hand out their bits.
 */
import { isIPv6 } from 'node:net';

export function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  // A dotted IPv4 tail (`::ffff:10.0.0.1`) is two groups.
  const text = bare.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(':'),
  );
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

/** The IPv4 address written in two groups (`7f00`, `1` → `127.0.0.1`). */
export function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
