/**
 * Which addresses Ferry may reach on a tenant's behalf. A URL, FTP host or webhook written by one
 * tenant must not reach the machine's own services (the database, a cloud metadata endpoint, an
 * admin port on loopback): every private, loopback, link-local, shared, documentation, multicast and
 * reserved range is refused, unless the operator allows it with FERRY_OUTBOUND_ALLOWLIST (host
 * names, addresses or CIDRs). The check is made on resolved addresses, at connect time
 * (./guarded-agent.ts), so a host name that resolves to a private address is refused too.
 */
import { BlockList, isIP } from 'node:net';
import { ipv4Of, ipv6Groups } from './ipv6-groups.ts';

const PRIVATE_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];

/** IPv6 ranges that carry no IPv4 address and that no tenant may reach. */
const PRIVATE_V6 = [
  '100::/64',
  // IETF protocol assignments; Teredo (2001::/32), inside it, is judged by what it carries.
  '2001::/23',
  '2001:db8::/32',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
];

/**
 * The IPv6 ranges that carry an IPv4 address, and where it sits: an address in one of them is
 * judged as the IPv4 address(es) it carries, so `[::127.0.0.1]` is loopback and `[2002:a00:1::]`
 * is 10.0.0.1, and one that carries a public address is reached like it. `null`: the position is
 * the local network's choice (RFC 6052 lets the prefix length vary), so the range is refused whole.
 * `::` and `::1` lie in `::/96` and carry 0.0.0.0 and 0.0.0.1, which are refused.
 */
const CARRYING_V4: { range: string; carried: ((g: number[]) => string[]) | null }[] = [
  { range: '::ffff:0:0/96', carried: (g) => [ipv4Of(g[6]!, g[7]!)] }, // IPv4-mapped
  { range: '::/96', carried: (g) => [ipv4Of(g[6]!, g[7]!)] }, // IPv4-compatible (deprecated)
  { range: '::ffff:0:0:0/96', carried: (g) => [ipv4Of(g[6]!, g[7]!)] }, // SIIT, IPv4-translated
  { range: '64:ff9b::/96', carried: (g) => [ipv4Of(g[6]!, g[7]!)] }, // NAT64, well-known prefix
  { range: '64:ff9b:1::/48', carried: null }, // NAT64, local use
  { range: '2002::/16', carried: (g) => [ipv4Of(g[1]!, g[2]!)] }, // 6to4
  // Teredo: the server's address, and the client's with its bits inverted.
  { range: '2001::/32', carried: (g) => [ipv4Of(g[2]!, g[3]!), ipv4Of(~g[6]! & 0xffff, ~g[7]! & 0xffff)] },
];

const privateV4 = new BlockList();
for (const cidr of PRIVATE_V4) addCidr(privateV4, cidr);
const privateV6 = new BlockList();
for (const cidr of PRIVATE_V6) addCidr(privateV6, cidr);
const carryingV4 = CARRYING_V4.map(({ range, carried }) => {
  const list = new BlockList();
  addCidr(list, range);
  return { list, carried };
});

function addCidr(list: BlockList, entry: string): void {
  const [address = '', bits] = entry.split('/');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(bits), type);
}

/** The addresses an address is judged as: itself, or the IPv4 ones it carries; null when unknowable. */
function judgedAs(address: string): string[] | null {
  const family = isIP(address);
  if (family === 4) return [address];
  if (family === 0) return null;
  const range = carryingV4.find(({ list }) => list.check(address, 'ipv6'));
  if (!range) return [address];
  const groups = ipv6Groups(address);
  return range.carried && groups ? range.carried(groups) : null;
}

function inPrivateRange(address: string): boolean {
  return isIP(address) === 4 ? privateV4.check(address, 'ipv4') : privateV6.check(address, 'ipv6');
}

/** Whether an IP address lies in a range no tenant may reach by default. */
export function isPrivateAddress(address: string): boolean {
  return judgedAs(address)?.some(inPrivateRange) ?? true;
}

/** The operator's exceptions (FERRY_OUTBOUND_ALLOWLIST) applied to the private ranges. */
export class AddressPolicy {
  private readonly hosts = new Set<string>();
  private readonly allowed = new BlockList();

  constructor(allowlist: readonly string[]) {
    for (const entry of allowlist) {
      const address = entry.split('/')[0] ?? '';
      if (isIP(address)) addCidr(this.allowed, entry);
      else this.hosts.add(entry.toLowerCase());
    }
  }

  /** Whether `host` (as written in the URL) may be reached at `address` (as resolved). */
  allows(host: string, address: string): boolean {
    if (this.hosts.has(host.toLowerCase().replace(/^\[|\]$/g, ''))) return true;
    if (this.allowlisted(address)) return true;
    return judgedAs(address)?.every((a) => this.allowlisted(a) || !inPrivateRange(a)) ?? false;
  }

  private allowlisted(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.allowed.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }
}
