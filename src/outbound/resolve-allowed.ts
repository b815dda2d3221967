/**
 * For clients that connect by themselves (FTP, SFTP): resolves the host once and refuses it when
 * any of its addresses is private (./address-policy.ts); the caller connects to these addresses,
 * in order, never to the name again: a second lookup could answer differently (DNS rebinding). TLS
 * still checks the certificate against the host name (`servername`). A failed lookup is thrown as
 * the resolver raised it, with its code (ENOTFOUND, EAI_AGAIN), for the caller to name.
 */
import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy.ts';
import { privateAddress } from './guarded-agent.ts';
import { type HostResolver, systemResolver } from './host-resolver.ts';
import { OutboundRefused } from './outbound-refused.ts';

export async function resolveAllowed(
  host: string,
  policy: AddressPolicy,
  resolve: HostResolver = systemResolver,
): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (!policy.allows(bare, bare)) throw privateAddress(bare, bare);
    return [bare];
  }
  const addresses = (await resolve(bare)).map((a) => a.address);
  const refused = addresses.find((address) => !policy.allows(bare, address));
  if (refused) throw privateAddress(bare, refused);
  if (addresses.length === 0) throw OutboundRefused.of('no_address', { host: bare });
  return addresses;
}
