/**
 * An undici dispatcher that checks every address it connects to. Checking the URL before the
 * request is not enough: a host name may resolve to a private address, or resolve to a public one
 * at the check and a private one at connect time (DNS rebinding). The address is checked in the
 * socket's own `lookup`, so what is checked is what is connected to.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent } from 'undici';
import type { AddressPolicy } from './address-policy.ts';
import { ALLOWLIST_DOCS, OutboundRefused } from './outbound-refused.ts';

/** A `lookup` for `net.connect` that refuses a host whose addresses the policy does not allow. */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !policy.allows(hostname, a.address));
      if (refused) {
        return callback(privateAddress(hostname, refused.address), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new OutboundRefused(`The host ${hostname} has no address.`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

export function privateAddress(host: string, address: string): OutboundRefused {
  const where = host === address ? `The address ${address}` : `The host ${host} (${address})`;
  return new OutboundRefused(
    `${where} is in a private network, which Ferry does not reach unless its operator allows it in ` +
      `FERRY_OUTBOUND_ALLOWLIST (${ALLOWLIST_DOCS}).`,
  );
}

/** One connection pool per policy; connections are checked when they open, and reused after. */
export function guardedAgent(policy: AddressPolicy, connectTimeoutMs: number): Agent {
  return new Agent({
    connect: { lookup: guardedLookup(policy), timeout: connectTimeoutMs },
    keepAliveTimeout: 4_000,
  });
}
