/**
 * The address an FTP or SFTP connection goes to, checked by the same private-network policy as
 * every HTTP request (src/outbound/). The host name is resolved once, every address it has is
 * checked, and the connection is made to the checked address itself: a second lookup could answer
 * differently (DNS rebinding).
 */
import type { LookupAddress } from 'node:dns';
import { AddressPolicy } from '../outbound/address-policy.ts';
import { guardedLookup } from '../outbound/guarded-agent.ts';
import { type ExtractContext, SourceFailure } from './extractor.ts';
import { networkFailure, type Peer } from './network-failure.ts';

export async function allowedAddress(peer: Peer, context: ExtractContext): Promise<string> {
  const lookup = guardedLookup(new AddressPolicy(context.outboundAllowlist));
  const found = await new Promise<LookupAddress>((resolve, reject) =>
    lookup(peer.host, {}, (error, address, family) =>
      error ? reject(error) : resolve({ address: address as string, family: family ?? 4 }),
    ),
  ).catch((error: unknown) => {
    throw (
      networkFailure(error, peer) ??
      new SourceFailure('unknown-host', `The host name ${peer.host} could not be looked up.`, true)
    );
  });
  return found.address;
}
