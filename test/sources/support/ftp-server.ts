/**
 * A real FTP server on loopback (ftp-srv) serving a temporary folder, plain, explicit FTPS (AUTH
 * TLS) or implicit FTPS, with the test-only self-signed certificate of ../fixtures/.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo, Server, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSecureContext, TLSSocket, type TlsOptions } from 'node:tls';
import { FtpSrv } from 'ftp-srv';
import type { FtpBlock } from '../../../src/sources/blocks.ts';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures');
export const TEST_CERTIFICATE = readFileSync(path.join(fixtures, 'ftps-cert.pem'), 'utf8');
const TEST_KEY = readFileSync(path.join(fixtures, 'ftps-key.pem'), 'utf8');

// ftp-srv writes JSON logs to stdout unless given a logger.
const quiet: Record<string, unknown> = {};
for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal']) quiet[level] = () => {};
quiet.child = () => quiet;

/**
 * ftp-srv answers AUTH TLS with 234 and wraps the socket in TLS only once that write has been
 * flushed, a turn of the event loop later: a client in another process that starts its handshake
 * at once has its ClientHello read as a plain command, and fails with "wrong version number". Real
 * servers switch before reading again. The handler is replaced by one that writes the reply and
 * wraps the socket in the same turn, forwarding the events as ftp-srv's own does.
 */
interface FtpConnection {
  commandSocket: Socket;
  secure: boolean;
  server: { options: { tls?: TlsOptions | false } };
  reply(code: number): Promise<unknown>;
}
const authCommand = createRequire(import.meta.url)('ftp-srv/src/commands/registration/auth.js') as {
  handler(this: FtpConnection, args: { command: { arg: string } }): Promise<unknown>;
};
authCommand.handler = async function authTls({ command }) {
  const tls = this.server.options.tls;
  if (command.arg.toUpperCase() !== 'TLS') return this.reply(504);
  if (!tls) return this.reply(502);
  if (this.secure) return this.reply(202);
  const plain = this.commandSocket;
  plain.write('234 Honored\r\n');
  const secure = new TLSSocket(plain, { isServer: true, secureContext: createSecureContext(tls) });
  for (const event of ['data', 'timeout', 'end', 'close', 'drain', 'error']) {
    secure.on(event, (...args: unknown[]) => plain.emit(event, ...args));
  }
  this.commandSocket = secure;
  this.secure = true;
};

export interface TestFtpServer {
  port: number;
  /** The folder served as `/`. */
  root: string;
  /** Control connections open now. */
  openConnections(): number;
  /** Logins tried so far (a password was sent). */
  logins(): number;
  close(): Promise<void>;
}

export async function startFtpServer(options: {
  users: Record<string, string>;
  tls?: 'explicit' | 'implicit';
  /** Default: any free port. */
  port?: number;
}): Promise<TestFtpServer> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ftp-root-'));
  const passiveFrom = 20_000 + randomInt(1200) * 10;
  const server = new FtpSrv({
    url: `${options.tls === 'implicit' ? 'ftps' : 'ftp'}://127.0.0.1:${options.port ?? 0}`,
    pasv_url: '127.0.0.1',
    // ftp-srv finds a passive port by listening and closing, then listening again: two servers of
    // test files running at once, both starting at one port, could take each other's, and a
    // client would reach the other server's data connection. Each server gets a range of its own,
    // below the ephemeral ports.
    pasv_min: passiveFrom,
    pasv_max: passiveFrom + 9,
    tls: options.tls ? { key: TEST_KEY, cert: TEST_CERTIFICATE } : false,
    log: quiet,
  });
  let logins = 0;
  server.on('login', ({ username, password }, resolve, reject) => {
    logins++;
    if (options.users[username] === password) resolve({ root });
    else reject(new Error('Login incorrect.'));
  });
  await server.listen();
  const port = ((server as unknown as { server: Server }).server.address() as AddressInfo).port;
  return {
    port,
    root,
    logins: () => logins,
    openConnections: () => Object.keys((server as unknown as { connections: object }).connections).length,
    async close() {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A plain FTP source block for `server`: user alice, the file /in/orders.csv. */
export function ftpBlock(
  server: TestFtpServer,
  password: string,
  overrides: Partial<FtpBlock> = {},
): FtpBlock {
  return {
    host: '127.0.0.1',
    port: server.port,
    username: 'alice',
    password,
    path: '/in/orders.csv',
    is_ssl: false,
    ...overrides,
  };
}
