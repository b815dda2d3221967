/**
 * One FTP conversation up to the file to take: connect (plain, explicit or implicit FTPS), log in,
 * list the folder and pick the first match. Every failure becomes a SourceFailure here, once.
 */
import { isIP } from 'node:net';
import { Client, type FileInfo, FTPError } from 'basic-ftp';
import type { FtpBlock } from './blocks.ts';
import { type ExtractContext, SourceFailure, withoutSecrets } from './extractor.ts';
import { allowedAddress } from './host-address.ts';
import { networkFailure, type Peer, timedOut } from './network-failure.ts';
import { firstMatch, type RemotePattern } from './remote-path.ts';

/** Port 990 is implicit FTPS by convention; on any other port is_ssl means AUTH TLS. */
const IMPLICIT_FTPS_PORT = 990;

export interface FtpFile {
  client: Client;
  entry: FileInfo;
}

export function ftpPeer(block: FtpBlock, context: ExtractContext): Peer {
  return { service: 'FTP server', host: block.host, port: block.port ?? 21, timeoutMs: context.timeoutMs };
}

/** Logs in and finds the file; the caller closes the returned client. */
export async function openFtpFile(
  block: FtpBlock,
  pattern: RemotePattern,
  context: ExtractContext,
): Promise<FtpFile> {
  const peer = ftpPeer(block, context);
  const address = await allowedAddress(peer, context);
  // basic-ftp applies this as the idle timeout of the control and data sockets alike.
  const client = new Client(context.timeoutMs);
  const abort = () => client.close();
  context.signal.addEventListener('abort', abort, { once: true });
  try {
    await logIn(client, block, address, peer, context);
    const entries = await listFolder(client, pattern, peer);
    return {
      client,
      entry: firstMatch(
        entries.filter((e) => e.isFile),
        pattern,
      ),
    };
  } catch (error) {
    client.close();
    throw ftpFailure(error, peer, block);
  } finally {
    context.signal.removeEventListener('abort', abort);
  }
}

/**
 * basic-ftp's `access()` step by step, so that a server refusing AUTH TLS is told apart from one
 * refusing the login.
 */
async function logIn(client: Client, block: FtpBlock, address: string, peer: Peer, context: ExtractContext) {
  const tls = {
    host: address,
    // The connection goes to the checked address; the certificate must still name the host.
    servername: isIP(block.host) ? undefined : block.host,
    ca: context.trustedCertificates,
  };
  const implicit = Boolean(block.is_ssl) && peer.port === IMPLICIT_FTPS_PORT;
  if (implicit) await client.connectImplicitTLS(address, peer.port, tls);
  else await client.connect(address, peer.port);
  if (block.is_ssl && !implicit) {
    await client.useTLS(tls).catch((error: unknown) => {
      if (!(error instanceof FTPError)) throw error;
      throw new SourceFailure(
        'server',
        `The ${peer.service} ${peer.host} does not offer FTPS on port ${peer.port}: it refused AUTH TLS.`,
      );
    });
  }
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
async function listFolder(client: Client, pattern: RemotePattern, peer: Peer): Promise<FileInfo[]> {
  if (pattern.folder !== '.') {
    try {
      await client.cd(pattern.folder);
    } catch (error) {
      if (!(error instanceof FTPError && error.code === 550)) throw error;
      throw new SourceFailure(
        'not-a-folder',
        `The folder ${pattern.folder} does not exist on the ${peer.service} ${peer.host}.`,
      );
    }
  }
  return await client.list();
}

/** What an FTP error means for the person who set the source up. */
export function ftpFailure(error: unknown, peer: Peer, block: FtpBlock): SourceFailure {
  const known = networkFailure(error, peer);
  if (known) return known;
  if (error instanceof FTPError) {
    if (error.code === 530) {
      return new SourceFailure(
        'login',
        `The ${peer.service} ${peer.host} refused the login of user "${block.username}": wrong user name or password.`,
      );
    }
    const reply = withoutSecrets(error.message, [block.password]).slice(0, 200);
    // 4xx replies are the protocol's "try again later" (busy, too many users, transfer aborted).
    const transient = error.code >= 400 && error.code < 500;
    return new SourceFailure('server', `The ${peer.service} ${peer.host} answered: ${reply}`, transient);
  }
  if (error instanceof Error && /^Timeout\b/.test(error.message)) return timedOut(peer);
  const text = error instanceof Error ? withoutSecrets(error.message, [block.password]).slice(0, 200) : '';
  return new SourceFailure(
    'server',
    `The conversation with the ${peer.service} ${peer.host} failed: ${text}`,
  );
}
