/**
 * Which addresses Ferry may reach on a tenant's behalf. A URL, FTP host or webhook written by one
 * tenant must not reach the machine's own services (the database, a cloud metadata endpoint, an
 * admin port on loopback): every private, loopback, link-local, shared, documentation, multicast and
 * reserved range is refused, unless the operator allows it with FERRY_OUTBOUND_ALLOWLIST (host
 * names, addresses or CIDRs). The check is made on resolved addresses, at connect time
 * (./guarded-agent.ts), so a host name that resolves to a private address is refused too.
 */
import { BlockList, isIP } from 'node:net';

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

const PRIVATE_V6 = [
  '::/128',
  '::1/128',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '2001::/23',
  '2001:db8::/32',
  '2002::/16',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
];

const privateRanges = new BlockList();
for (const cidr of PRIVATE_V4) addCidr(privateRanges, cidr);
for (const cidr of PRIVATE_V6) addCidr(privateRanges, cidr);

function addCidr(list: BlockList, entry: string): void {
  const [address = '', bits] = entry.split('/');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(bits), type);
}

/** An IPv4 address written inside IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unwrapMappedV4(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether an IP address lies in a range no tenant may reach by default. */
export function isPrivateAddress(address: string): boolean {
  const ip = unwrapMappedV4(address);
  const family = isIP(ip);
  if (family === 0) return true;
  return privateRanges.check(ip, family === 6 ? 'ipv6' : 'ipv4');
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
    const ip = unwrapMappedV4(address);
    const family = isIP(ip);
    if (family !== 0 && this.allowed.check(ip, family === 6 ? 'ipv6' : 'ipv4')) return true;
    return !isPrivateAddress(ip);
  }
}
