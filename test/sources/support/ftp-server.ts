/**
 * A real FTP server on loopback (ftp-srv) serving a temporary folder, plain, explicit FTPS (AUTH
 * TLS) or implicit FTPS, with the test-only self-signed certificate of ../fixtures/.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo, Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures');
export const TEST_CERTIFICATE = readFileSync(path.join(fixtures, 'ftps-cert.pem'), 'utf8');
const TEST_KEY = readFileSync(path.join(fixtures, 'ftps-key.pem'), 'utf8');

// ftp-srv writes JSON logs to stdout unless given a logger.
const quiet: Record<string, unknown> = {};
for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal']) quiet[level] = () => {};
quiet.child = () => quiet;

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
