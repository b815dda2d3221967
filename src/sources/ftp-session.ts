/**
 * One FTP conversation up to the file to take: connect (plain, explicit or implicit FTPS), log in,
 * list the folder and pick the first match. Every failure becomes a SourceFailure here, once.
 */
import { isIP } from 'node:net';
import { Client, type FileInfo, FTPError, parseList } from 'basic-ftp';
import type { FtpBlock } from './blocks.ts';
import { type ExtractContext, SourceFailure, withoutSecrets } from './extractor.ts';
import { allowedAddresses, firstReachable } from './host-address.ts';
import { type ListingBounds, listingBounds, listingTooLong, tooManyEntries } from './listing-bounds.ts';
import { networkFailure, type Peer, timedOut } from './network-failure.ts';
import { firstMatch, noFolder, type RemotePattern } from './remote-path.ts';

/** Port 990 is implicit FTPS by convention; on any other port is_ssl means AUTH TLS. */
const IMPLICIT_FTPS_PORT = 990;

export interface FtpFile {
  client: Client;
  entry: FileInfo;
}

export function ftpPeer(block: FtpBlock, context: ExtractContext): Peer {
  return { service: 'ftp', host: block.host, port: block.port ?? 21, timeoutMs: context.timeoutMs };
}

/** Logs in and finds the file; the caller closes the returned client. */
export async function openFtpFile(
  block: FtpBlock,
  pattern: RemotePattern,
  context: ExtractContext,
): Promise<FtpFile> {
  const peer = ftpPeer(block, context);
  const addresses = await allowedAddresses(peer, context);
  const bounds = listingBounds(context);
  // The client of the address being tried, which a stop or a failure closes.
  const current: { client?: Client } = {};
  const abort = () => current.client?.close();
  context.signal.addEventListener('abort', abort, { once: true });
  try {
    const connected = await firstReachable(addresses, peer, async (address) => {
      // A client closes itself on a failed connection: each address gets its own.
      const client = new Client(context.timeoutMs, { maxListingBytes: bounds.maxBytes });
      current.client = client;
      await connect(client, block, address, peer, context);
      return client;
    });
    await logIn(connected, block);
    const entries = await listFolder(connected, pattern, peer, bounds);
    return {
      client: connected,
      entry: firstMatch(
        entries.filter((e) => e.isFile),
        pattern,
      ),
    };
  } catch (error) {
    current.client?.close();
    throw ftpFailure(error, peer, block);
  } finally {
    context.signal.removeEventListener('abort', abort);
  }
}

function tlsOptions(block: FtpBlock, address: string, context: ExtractContext) {
  return {
    host: address,
    // The connection goes to the checked address; the certificate must still name the host.
    servername: isIP(block.host) ? undefined : block.host,
    ca: context.trustedCertificates,
  };
}

/** The control connection, TLS from the start for implicit FTPS (port 990). */
async function connect(
  client: Client,
  block: FtpBlock,
  address: string,
  peer: Peer,
  context: ExtractContext,
) {
  const implicit = Boolean(block.is_ssl) && peer.port === IMPLICIT_FTPS_PORT;
  if (implicit) await client.connectImplicitTLS(address, peer.port, tlsOptions(block, address, context));
  else await client.connect(address, peer.port);
  if (block.is_ssl && !implicit) {
    await client.useTLS(tlsOptions(block, address, context)).catch((error: unknown) => {
      if (!(error instanceof FTPError)) throw error;
      throw SourceFailure.of('server', 'ftps_refused', { host: peer.host, port: peer.port });
    });
  }
}

/**
 * The rest of basic-ftp's `access()`, step by step after `connect`, so that a server refusing AUTH
 * TLS is told apart from one refusing the login.
 */
async function logIn(client: Client, block: FtpBlock) {
  // Before the login, so that a user name or password outside ASCII is sent as UTF-8.
  await client.sendIgnoringError('OPTS UTF8 ON');
  await client.login(block.username, block.password);
  await client.useDefaultSettings();
}

/**
 * Changes into the folder, then lists it: servers answer a missing folder to CWD with 550, while
 * `LIST <path>` gets anything from 451 to an empty list, and some read its argument as `ls` flags.
 * The file is then downloaded by its bare name, relative to that folder.
 */
async function listFolder(
  client: Client,
  pattern: RemotePattern,
  peer: Peer,
  bounds: ListingBounds,
): Promise<FileInfo[]> {
  if (pattern.folder !== '.') {
    try {
      await client.cd(pattern.folder);
    } catch (error) {
      if (!(error instanceof FTPError && error.code === 550)) throw error;
      throw noFolder(pattern.folder, peer);
    }
  }
  // Entries are counted on the text, before each becomes an object.
  client.parseList = (text) => {
    if (lineCount(text) > bounds.maxEntries) throw tooManyEntries(pattern.folder, peer, bounds);
    return parseList(text);
  };
  try {
    return await client.list();
  } catch (error) {
    // basic-ftp stops reading past maxListingBytes with a plain Error that says only that.
    if (error instanceof Error && /Maximum bytes exceeded/.test(error.message)) {
      throw listingTooLong(pattern.folder, peer, bounds);
    }
    throw error;
  }
}

function lineCount(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.endsWith('\n') || text === '' ? lines : lines + 1;
}

/** What an FTP error means for the person who set the source up. */
export function ftpFailure(error: unknown, peer: Peer, block: FtpBlock): SourceFailure {
  const known = networkFailure(error, peer);
  if (known) return known;
  if (error instanceof FTPError) {
    if (error.code === 530)
      return SourceFailure.of('login', 'ftp_login', { host: peer.host, user: block.username });
    const reply = withoutSecrets(error.message, [block.password]).slice(0, 200);
    // 4xx replies are the protocol's "try again later" (busy, too many users, transfer aborted).
    const transient = error.code >= 400 && error.code < 500;
    return SourceFailure.of('server', 'ftp_answered', { host: peer.host, reply }, transient);
  }
  if (error instanceof Error && /^Timeout\b/.test(error.message)) return timedOut(peer);
  const text = error instanceof Error ? withoutSecrets(error.message, [block.password]).slice(0, 200) : '';
  return SourceFailure.of('server', 'ftp_conversation', { host: peer.host, text });
}
