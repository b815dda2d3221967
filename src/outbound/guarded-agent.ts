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
      if (!first) return callback(OutboundRefused.of('no_address', { host: hostname }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

export function privateAddress(host: string, address: string): OutboundRefused {
  return OutboundRefused.of('private_network', {
    named: host === address ? 'no' : 'yes',
    host,
    address,
    docs: ALLOWLIST_DOCS,
  });
}

/** One connection pool per policy; connections are checked when they open, and reused after. */
export function guardedAgent(policy: AddressPolicy, connectTimeoutMs: number): Agent {
  return new Agent({
    connect: { lookup: guardedLookup(policy), timeout: connectTimeoutMs },
    keepAliveTimeout: 4_000,
  });
}
