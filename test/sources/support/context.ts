/** The extraction context the tests use, and the helpers to read what an extractor hands back. */
import type { Readable } from 'node:stream';
import type { HostResolver } from '../../../src/outbound/host-resolver.ts';
import type { ExtractContext, SourceFailure } from '../../../src/sources/extractor.ts';

export const LOOPBACK = ['127.0.0.1'];

export function testContext(overrides: Partial<ExtractContext> = {}): ExtractContext {
  return {
    outboundAllowlist: LOOPBACK,
    maxBytes: 1024 * 1024,
    timeoutMs: 5_000,
    signal: new AbortController().signal,
    retryDelayMs: 10,
    ...overrides,
  };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The failure a promise rejected with; fails the test when it resolved or threw something else. */
export async function failureOf(promise: Promise<unknown>): Promise<SourceFailure> {
  const outcome = await promise.then(
    () => new Error('expected a SourceFailure, got a file'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error) || outcome.name !== 'SourceFailure') throw outcome;
  return outcome as SourceFailure;
}

/** A resolver that knows one name, with these addresses in this order. */
export function nameWithAddresses(name: string, addresses: string[]): HostResolver {
  return async (host) => {
    if (host !== name) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: 4 }));
  };
}
