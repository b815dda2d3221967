/**
 * FTPS against a real ftp-srv with a test-only self-signed certificate (fixtures/), explicit
 * (AUTH TLS) and implicit (port 990); the certificate is verified; a connection reset is retried.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FtpBlock } from '../../src/sources/blocks.ts';
import { ftpExtractor } from '../../src/sources/ftp.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { startFlakyProxy } from './support/flaky-proxy.ts';
import { startFtpServer, TEST_CERTIFICATE, type TestFtpServer } from './support/ftp-server.ts';

const PASSWORD = 'ftps-s3cret-pa55';
const content = randomBytes(200_000);
const trusted = testContext({ trustedCertificates: TEST_CERTIFICATE });
let explicit: TestFtpServer;

function block(overrides: Partial<FtpBlock> = {}): FtpBlock {
  return {
    host: '127.0.0.1',
    port: explicit.port,
    username: 'bob',
    password: PASSWORD,
    path: 'data.bin',
    is_ssl: true,
    ...overrides,
  };
}

beforeAll(async () => {
  explicit = await startFtpServer({ users: { bob: PASSWORD }, tls: 'explicit' });
  await writeFile(path.join(explicit.root, 'data.bin'), content);
});
afterAll(() => explicit?.close());

describe('the FTP extractor over TLS', () => {
  it('hands back the file over explicit FTPS when the certificate is trusted', async () => {
    const file = await ftpExtractor.extract(block(), trusted);
    expect(file.fileName).toBe('data.bin');
    expect((await readAll(file.stream)).equals(content)).toBe(true);
  });

  it('checks the certificate against the host name written in the source', async () => {
    const file = await ftpExtractor.extract(block({ host: 'localhost' }), {
      ...trusted,
      outboundAllowlist: ['localhost'],
    });
    expect((await readAll(file.stream)).equals(content)).toBe(true);
  });

  it('refuses a self-signed certificate nobody trusts', async () => {
    const failure = await failureOf(ftpExtractor.extract(block(), testContext()));
    expect(failure.kind).toBe('certificate');
    expect(failure.message).toBe(
      'The certificate of the FTP server 127.0.0.1 is refused: it is self-signed.',
    );
  });

  it('says a plain FTP server does not offer FTPS, rather than sending it the password in clear', async () => {
    const plain = await startFtpServer({ users: { bob: PASSWORD } });
    try {
      const failure = await failureOf(ftpExtractor.extract(block({ port: plain.port }), trusted));
      expect(failure.message).toBe(
        `The FTP server 127.0.0.1 does not offer FTPS on port ${plain.port}: it refused AUTH TLS.`,
      );
      expect(plain.logins()).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('speaks implicit FTPS on port 990', async () => {
    const implicit = await startFtpServer({ users: { bob: PASSWORD }, tls: 'implicit', port: 990 });
    try {
      await writeFile(path.join(implicit.root, 'data.bin'), content);
      const file = await ftpExtractor.extract(block({ port: 990 }), trusted);
      expect((await readAll(file.stream)).equals(content)).toBe(true);
    } finally {
      await implicit.close();
    }
  });

  it('says a plain FTP server on port 990 does not speak TLS there', async () => {
    const plain = await startFtpServer({ users: { bob: PASSWORD }, port: 990 });
    try {
      const failure = await failureOf(ftpExtractor.extract(block({ port: 990 }), trusted));
      expect(failure.message).toBe(
        'The FTP server 127.0.0.1 did not answer in TLS on port 990: check that it offers encryption on that port.',
      );
      expect(failure.transient).toBe(false);
    } finally {
      await plain.close();
    }
  });

  it('retries a connection the network reset, and then hands back the whole file', async () => {
    const proxy = await startFlakyProxy(explicit.port, 2);
    try {
      const file = await ftpExtractor.extract(block({ port: proxy.port }), trusted);
      expect((await readAll(file.stream)).equals(content)).toBe(true);
      expect(proxy.connections()).toBe(3);
    } finally {
      await proxy.close();
    }
  });

  it('stops retrying after two retries and says the connection was cut off', async () => {
    const proxy = await startFlakyProxy(explicit.port, 3);
    try {
      const failure = await failureOf(ftpExtractor.extract(block({ port: proxy.port }), trusted));
      expect(failure.kind).toBe('reset');
      expect(failure.message).toBe('The connection to the FTP server 127.0.0.1 was cut off.');
      expect(proxy.connections()).toBe(3);
    } finally {
      await proxy.close();
    }
  });
});
