/**
 * The SMTP server `ferry serve` starts for e-mail sources: off with port 0; on a port already
 * taken, or with a certificate that cannot be read, an error in the log and the rest of Ferry
 * serving on; otherwise listening with Ferry's banner, and STARTTLS with the operator's certificate.
 */
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailIngress } from '../../src/cli/mail-ingress.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let lines: string[];
const log = () =>
  pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );

beforeAll(async () => {
  t = await createTestApp({ mailDomain: 'in.ferry.test', host: '127.0.0.1' });
});
afterAll(() => t.close());

async function listening(): Promise<{ server: net.Server; port: number }> {
  const server = net.createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

/** The first line the server at `port` says to a new connection. */
function banner(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('data', (data) => {
      socket.end('QUIT\r\n');
      resolve(String(data));
    });
    socket.once('error', reject);
  });
}

describe('the SMTP server of ferry serve', () => {
  it('is off with port 0', async () => {
    lines = [];
    expect(await startMailIngress({ ...t.services.ctx.config, smtpPort: 0 }, t.services, log())).toBeNull();
  });

  it('logs an error and lets the rest run when its port is taken', async () => {
    lines = [];
    const taken = await listening();
    try {
      const config = { ...t.services.ctx.config, smtpPort: taken.port };
      expect(await startMailIngress(config, t.services, log())).toBeNull();
      expect(lines.join('')).toContain(
        `E-mail sources are off: port ${taken.port} is already taken (another Ferry, or a mail server, on this machine?). Set FERRY_SMTP_PORT to a free port, or to 0 to leave them off.`,
      );
    } finally {
      taken.server.close();
    }
  });

  it('listens with its banner on a free port', async () => {
    lines = [];
    const free = await listening();
    await new Promise((resolve) => free.server.close(resolve));
    const ingress = await startMailIngress(
      { ...t.services.ctx.config, smtpPort: free.port },
      t.services,
      log(),
    );
    try {
      expect(ingress).not.toBeNull();
      expect(await banner(free.port)).toMatch(/^220 .*Ferry receives files for in\.ferry\.test/);
      expect(lines.join('')).toContain(`Receiving e-mail for in.ferry.test on port ${free.port}.`);
    } finally {
      await ingress?.close();
    }
  });

  it('serves no mail rather than mail without TLS when its certificate cannot be read', async () => {
    lines = [];
    const free = await listening();
    await new Promise((resolve) => free.server.close(resolve));
    const smtpTls = { certFile: '/nonexistent/mx.pem', keyFile: '/nonexistent/mx.key' };
    const config = { ...t.services.ctx.config, smtpPort: free.port, smtpTls };
    expect(await startMailIngress(config, t.services, log())).toBeNull();
    expect(lines.join('')).toContain(
      'E-mail sources receive nothing: FERRY_SMTP_TLS_CERT /nonexistent/mx.pem cannot be read: ENOENT',
    );
    await expect(banner(free.port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('offers STARTTLS with the certificate it is given', async () => {
    lines = [];
    const free = await listening();
    await new Promise((resolve) => free.server.close(resolve));
    const fixtures = path.join(import.meta.dirname, '..', 'sources', 'fixtures');
    const smtpTls = {
      certFile: path.join(fixtures, 'ftps-cert.pem'),
      keyFile: path.join(fixtures, 'ftps-key.pem'),
    };
    const config = { ...t.services.ctx.config, smtpPort: free.port, smtpTls };
    const ingress = await startMailIngress(config, t.services, log());
    try {
      expect(ingress).not.toBeNull();
      expect(lines.join('')).toContain(`on port ${free.port}, STARTTLS offered.`);
    } finally {
      await ingress?.close();
    }
  });
});
