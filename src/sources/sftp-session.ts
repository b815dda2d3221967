/**
 * One SFTP conversation up to the file to take: connect to the checked address, verify the host
 * key when one is pinned, log in by password or private key, list the folder and pick the first
 * match. Every failure becomes a SourceFailure here, once.
 */
import { createHash } from 'node:crypto';
import type { Client, SFTPWrapper } from 'ssh2';
import SftpClient from 'ssh2-sftp-client';
import type { SftpBlock } from './blocks.ts';
import { type ExtractContext, SourceFailure } from './extractor.ts';
import { allowedAddresses, firstReachable } from './host-address.ts';
import { type ListingBounds, listingBounds } from './listing-bounds.ts';
import { cutOff, networkFailure, type Peer, timedOut } from './network-failure.ts';
import { firstMatch, noFolder, type RemotePattern } from './remote-path.ts';
import { listSftpFolder, type SftpEntry } from './sftp-listing.ts';

export interface SftpFile {
  client: SftpClient;
  entry: SftpEntry;
  hostKey: string;
}

/** What the connection reports after the file was found: the extractor decides what it means. */
export interface SftpEvents {
  onError(error: unknown): void;
  onClose(): void;
}

export function sftpPeer(block: SftpBlock, context: ExtractContext): Peer {
  return { service: 'sftp', host: block.host, port: block.port ?? 22, timeoutMs: context.timeoutMs };
}

/** `SHA256:` and the unpadded base64 digest of the key, as `ssh-keygen -l` prints it. */
export function fingerprint(publicKey: Buffer): string {
  return `SHA256:${createHash('sha256').update(publicKey).digest('base64').replace(/=+$/, '')}`;
}

export async function openSftpFile(
  block: SftpBlock,
  pattern: RemotePattern,
  context: ExtractContext,
  events: SftpEvents,
): Promise<SftpFile> {
  const peer = sftpPeer(block, context);
  const addresses = await allowedAddresses(peer, context);
  let hostKey = '';
  // The connection of the address being tried, which a stop or a failure drops.
  const current: { ssh?: Client } = {};
  // end() waits for a connection that is ready; destroy() also drops one still shaking hands.
  const abort = () => current.ssh?.destroy();
  context.signal.addEventListener('abort', abort, { once: true });
  try {
    const client = await firstReachable(addresses, peer, async (address) => {
      const client = new SftpClient('source', {
        error: events.onError,
        end: events.onClose,
        close: events.onClose,
      });
      const ssh = (client as unknown as { client: Client }).client;
      current.ssh = ssh;
      const connecting = client.connect({
        host: address,
        port: peer.port,
        username: block.username,
        password: block.password ?? undefined,
        privateKey: block.private_key ?? undefined,
        passphrase: block.passphrase ?? undefined,
        readyTimeout: context.timeoutMs,
        // A server that stops answering mid-transfer is dropped after about the idle timeout.
        keepaliveInterval: Math.max(1000, Math.round(context.timeoutMs / 3)),
        keepaliveCountMax: 3,
        hostVerifier: (key: Buffer) => {
          hostKey = fingerprint(key);
          return !context.sftpHostKey || context.sftpHostKey === hostKey;
        },
      });
      // ssh2 leaves Nagle's algorithm on: its small READ requests then wait for delayed ACKs, and
      // 5 MB took 10 s over loopback instead of 0.07 s. The socket exists once connect() has begun.
      ssh.setNoDelay(true);
      await connecting;
      return client;
    });
    const entries = await list(client, pattern, peer, listingBounds(context));
    return {
      client,
      entry: firstMatch(
        entries.filter((e) => e.isFile),
        pattern,
      ),
      hostKey,
    };
  } catch (error) {
    // Not end(): it waits for the server's goodbye, which a stalled server never sends.
    current.ssh?.destroy();
    throw sftpFailure(error, peer, block, { expected: context.sftpHostKey, shown: hostKey });
  } finally {
    context.signal.removeEventListener('abort', abort);
  }
}

async function list(
  client: SftpClient,
  pattern: RemotePattern,
  peer: Peer,
  bounds: ListingBounds,
): Promise<SftpEntry[]> {
  const sftp = (client as unknown as { sftp: SFTPWrapper }).sftp;
  try {
    return await listSftpFolder(sftp, pattern.folder, peer, bounds);
  } catch (error) {
    if (/No such file|ENOENT/i.test(String((error as Error).message))) {
      throw noFolder(pattern.folder, peer);
    }
    throw error;
  }
}

/**
 * ssh2 names its failures by message and `level` only; ssh2-sftp-client rewraps them with the
 * system code kept. The library's message is never shown: a key's parse error may quote it.
 */
export function sftpFailure(
  error: unknown,
  peer: Peer,
  block: SftpBlock,
  hostKey: { expected?: string; shown: string } = { shown: '' },
): SourceFailure {
  const known = networkFailure(error, peer);
  if (known) return known;
  const message = error instanceof Error ? error.message : '';
  if (/authentication methods failed/i.test(message)) {
    const values = { host: peer.host, user: block.username, method: block.private_key ? 'key' : 'password' };
    return SourceFailure.of('login', 'sftp_login', values);
  }
  if (/privateKey|private key/i.test(message)) {
    const why = /passphrase|decrypt|encrypted/i.test(message) ? 'passphrase' : 'format';
    return SourceFailure.of('login', 'private_key_unusable', { why });
  }
  if (/Host denied/i.test(message) && hostKey.expected) {
    const values = { host: peer.host, shown: hostKey.shown, expected: hostKey.expected };
    return SourceFailure.of('host-key', 'host_key_changed', values);
  }
  // "Timed out while waiting for handshake", or "Keepalive timeout" from a server gone silent.
  if (/Timed out|Keepalive timeout/i.test(message)) return timedOut(peer);
  if (/Unexpected (end|close)|Connection lost/i.test(message)) return cutOff(peer);
  return SourceFailure.of('server', 'not_sftp', { host: peer.host });
}
