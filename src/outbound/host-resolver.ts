/**
 * How a host name becomes addresses, for clients that connect by themselves (FTP, SFTP): every
 * address the system's resolver gives, in its order. A port, so that a test can give a name the
 * addresses it needs (one that refuses, then one that answers) without touching the machine's DNS.
 */
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';

export type HostResolver = (host: string) => Promise<LookupAddress[]>;

export const systemResolver: HostResolver = (host) => lookup(host, { all: true });
