/**
 * The private-network ranges on inline tables: IPv4, IPv6, and the IPv6 ranges that carry an IPv4
 * address, judged as the address they carry; the operator's allowlist applied to both forms.
 */
import { describe, expect, it } from 'vitest';
import { AddressPolicy, isPrivateAddress } from '../../src/outbound/address-policy.ts';

describe('an IPv6 address that carries an IPv4 one', () => {
  it.each([
    ['::ffff:127.0.0.1', 'IPv4-mapped, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped, in groups'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::7f00:1', 'IPv4-compatible, in groups'],
    ['::', 'unspecified (carries 0.0.0.0)'],
    ['::1', 'loopback (carries 0.0.0.1)'],
    ['::ffff:0:7f00:1', 'SIIT IPv4-translated'],
    ['::ffff:0:a9fe:a9fe', 'SIIT carrying the metadata address'],
    ['64:ff9b::10.0.0.1', 'NAT64 well-known prefix'],
    ['64:ff9b:1::808:808', 'NAT64 local use, refused whole'],
    ['2002:a00:1::', '6to4 of 10.0.0.1'],
    ['2002:7f00:1:1::5', '6to4 of 127.0.0.1'],
    ['2001:0:a00:1::f7f7:f7f7', 'Teredo with a private server'],
    ['2001:0:808:808::80ff:fffe', 'Teredo with a loopback client (bits inverted)'],
  ])('is refused when what it carries is private: %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
    expect(new AddressPolicy([]).allows(address, address)).toBe(false);
  });

  it.each([
    ['::ffff:8.8.8.8', 'IPv4-mapped'],
    ['::8.8.8.8', 'IPv4-compatible'],
    ['::ffff:0:808:808', 'SIIT IPv4-translated'],
    ['64:ff9b::8.8.8.8', 'NAT64 well-known prefix'],
    ['2002:808:808::1', '6to4'],
    ['2001:0:808:808::f7f7:f7f7', 'Teredo, server and client public'],
  ])('is reached like the public address it carries: %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('is allowed when the allowlist names the address it carries', () => {
    const policy = new AddressPolicy(['127.0.0.0/8']);
    for (const address of ['::ffff:127.0.0.1', '::127.0.0.1', '::ffff:0:7f00:1', '2002:7f00:1::']) {
      expect(policy.allows(address, address), address).toBe(true);
    }
    expect(policy.allows('::ffff:0:a00:1', '::ffff:0:a00:1')).toBe(false);
  });
});

describe('the other ranges', () => {
  it('refuses private IPv4 and IPv6 and reaches public ones', () => {
    for (const address of ['10.0.0.1', '169.254.169.254', 'fd00::1', 'fe80::1', '2001:db8::1', 'ff02::1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:4700::1111', '2a00:1450:4007:80e::200e']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
