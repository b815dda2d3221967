/**
 * For clients that connect by themselves (FTP, SFTP): resolves the host once, refuses it when any
 * of its addresses is private (./address-policy.ts), and gives the address to connect to. Connecting
 * to that address, not to the name again, is what keeps DNS rebinding out; TLS still checks the
 * certificate against the host name (`servername`).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy.ts';
import { privateAddress } from './guarded-agent.ts';
import { OutboundRefused } from './outbound-refused.ts';

export async function resolveAllowed(host: string, policy: AddressPolicy): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (!policy.allows(bare, bare)) throw privateAddress(bare, bare);
    return bare;
  }
  let addresses: { address: string }[];
  try {
    addresses = await lookup(bare, { all: true });
  } catch {
    throw new OutboundRefused(`The host ${bare} could not be found.`);
  }
  const refused = addresses.find((a) => !policy.allows(bare, a.address));
  if (refused) throw privateAddress(bare, refused.address);
  const [first] = addresses;
  if (!first) throw new OutboundRefused(`The host ${bare} could not be found.`);
  return first.address;
}
