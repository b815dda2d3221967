/**
 * The addresses an FTP or SFTP connection may go to, checked by the same private-network policy as
 * every HTTP request (src/outbound/): the host name is resolved once, every address it has is
 * checked, and the connection is made to a checked address itself. A name with several addresses
 * is tried address by address, as browsers and `ssh` do: one server down behind a name that has a
 * second one is not a failed run.
 */
import { AddressPolicy } from '../outbound/address-policy.ts';
import { resolveAllowed } from '../outbound/resolve-allowed.ts';
import { type ExtractContext, SourceFailure } from './extractor.ts';
import { networkFailure, type Peer } from './network-failure.ts';

export async function allowedAddresses(peer: Peer, context: ExtractContext): Promise<string[]> {
  const policy = new AddressPolicy(context.outboundAllowlist);
  return await resolveAllowed(peer.host, policy, context.resolveHost).catch((error: unknown) => {
    throw (
      networkFailure(error, peer) ??
      SourceFailure.of('unknown-host', 'lookup_failed', { host: peer.host }, true)
    );
  });
}

/** Failures that say nothing about the server, only that this address of it could not be reached. */
const NEXT_ADDRESS = new Set(['refused', 'unreachable', 'timeout']);

/**
 * `connect` to each address in turn until one answers; a failure other than not reaching the
 * address (a login refused, a certificate) is the server's answer, and ends the tries.
 */
export async function firstReachable<T>(
  addresses: readonly string[],
  peer: Peer,
  connect: (address: string) => Promise<T>,
): Promise<T> {
  for (const [index, address] of addresses.entries()) {
    try {
      return await connect(address);
    } catch (error) {
      const last = index === addresses.length - 1;
      if (last || !NEXT_ADDRESS.has(networkFailure(error, peer)?.kind ?? '')) throw error;
    }
  }
  throw SourceFailure.of('unknown-host', 'no_address', { host: peer.host });
}
