/**
 * The checks of a source that ask the DNS: a URL or a server must not lead to a private network
 * (DESIGN §7), FERRY_OUTBOUND_ALLOWLIST aside. This is the early answer a person gets when writing
 * the source; the fetch checks every address again when it connects, so a name that resolves
 * elsewhere later is still refused. A name that does not resolve now is accepted: it may be
 * created later, and the fetch will say so if it is still missing.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import type { AddressPolicy } from '../../outbound/address-policy.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { Findings } from './field-checks.ts';
import type { BlockName } from './source-types.ts';

const PRIVATE = phrase('violation.field.host_private');

export async function hostReachProblem(policy: AddressPolicy, host: string): Promise<Phrase | null> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare)
    ? [bare]
    : await lookup(bare, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [],
      );
  return addresses.some((address) => !policy.allows(bare, address)) ? PRIVATE : null;
}

/** Adds the network violations of a block whose fields are otherwise valid. */
export async function checkReach(
  network: { outbound: OutboundHttp; policy: AddressPolicy },
  type: BlockName,
  block: Record<string, unknown>,
  found: Findings,
): Promise<void> {
  if ((type === 'url' || type === 'api_fetcher') && !found.has(`${type}.url`)) {
    const problem = await network.outbound.urlProblem(block.url as string);
    found.add(`${type}.url`, block.url, problem ? phrase('violation.field.this_url', { problem }) : null);
  }
  if ((type === 'ftp' || type === 'sftp') && !found.has(`${type}.host`)) {
    found.add(`${type}.host`, block.host, await hostReachProblem(network.policy, block.host as string));
  }
}
