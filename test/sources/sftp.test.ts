/**
 * SFTP sources against a real ssh2 Server on loopback serving a temporary folder: by password, by
 * ed25519 key (with and without passphrase), wildcards, a pinned host key, and each failure in a
 * sentence without the secret.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SftpBlock } from '../../src/sources/blocks.ts';
import { sftpExtractor } from '../../src/sources/sftp.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { startFlakyProxy } from './support/flaky-proxy.ts';
import { startSftpServer, type TestSftpServer } from './support/sftp-server.ts';
import { ed25519KeyPair } from './support/ssh-keys.ts';

const PASSWORD = 'sftp-s3cret-pa55';
const key = ed25519KeyPair();
const KEY_PASSPHRASE = 'key-passphrase-77';
const lockedKey = ed25519KeyPair(KEY_PASSPHRASE);
const content = randomBytes(500_000);
let server: TestSftpServer;

function block(overrides: Partial<SftpBlock> = {}): SftpBlock {
  return {
    host: '127.0.0.1',
    port: server.port,
    username: 'carol',
    password: PASSWORD,
    private_key: null,
    path: '/in/orders.csv',
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startSftpServer({
    username: 'carol',
    password: PASSWORD,
    publicKeys: [key.public, lockedKey.public],
  });
  await mkdir(path.join(server.root, 'in'));
  await writeFile(path.join(server.root, 'in', 'orders.csv'), content);
  await writeFile(path.join(server.root, 'in', 'x-b.csv'), 'second');
  await writeFile(path.join(server.root, 'in', 'x-a.csv'), 'first');
  await mkdir(path.join(server.root, 'in', 'x-0.csv'));
});
afterAll(() => server?.close());

describe('the SFTP extractor', () => {
  it('hands back the bytes of the file by password, with the host key it saw', async () => {
    const file = await sftpExtractor.extract(block(), testContext());
    expect(file.fileName).toBe('orders.csv');
    expect(file.size).toBe(content.length);
    expect(file.hostKey).toBe(server.hostKeySha256);
    expect((await readAll(file.stream)).equals(content)).toBe(true);
  });

  it('logs in with an ed25519 private key', async () => {
    const file = await sftpExtractor.extract(
      block({ password: null, private_key: key.private }),
      testContext(),
    );
    expect((await readAll(file.stream)).equals(content)).toBe(true);
  });

  it('opens an encrypted private key with its passphrase, and says so when it is missing', async () => {
    const locked = { password: null, private_key: lockedKey.private };
    const file = await sftpExtractor.extract(block({ ...locked, passphrase: KEY_PASSPHRASE }), testContext());
    expect((await readAll(file.stream)).equals(content)).toBe(true);
    const failure = await failureOf(sftpExtractor.extract(block(locked), testContext()));
    expect(failure.kind).toBe('login');
    expect(failure.message).toBe(
      'The private key of this source cannot be used: its passphrase is missing or wrong.',
    );
    const wrong = await failureOf(
      sftpExtractor.extract(block({ ...locked, passphrase: 'nope-nope' }), testContext()),
    );
    expect(wrong.message).toBe(
      'The private key of this source cannot be used: its passphrase is missing or wrong.',
    );
  });

  it('says a private key that is not one cannot be used, without quoting it', async () => {
    const garbage =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nc2VjcmV0LWtleS1tYXRlcmlhbA==\n-----END OPENSSH PRIVATE KEY-----';
    const failure = await failureOf(
      sftpExtractor.extract(block({ password: null, private_key: garbage }), testContext()),
    );
    expect(failure.message).toBe(
      'The private key of this source cannot be used: it is not an OpenSSH or PEM private key.',
    );
    expect(failure.message).not.toContain('c2VjcmV0');
  });

  it('takes the first regular file in name order that the wildcards match', async () => {
    const file = await sftpExtractor.extract(block({ path: '/in/x-*.csv' }), testContext());
    expect(file.fileName).toBe('x-a.csv');
    expect((await readAll(file.stream)).toString()).toBe('first');
  });

  it('says no file matches when none does', async () => {
    const failure = await failureOf(sftpExtractor.extract(block({ path: '/in/y?.csv' }), testContext()));
    expect(failure.kind).toBe('no-match');
    expect(failure.message).toBe('No file matches "y?.csv" in /in.');
  });

  it('refuses a wrong password in a sentence that does not contain it', async () => {
    const wrong = 'not-the-Password-42';
    const failure = await failureOf(sftpExtractor.extract(block({ password: wrong }), testContext()));
    expect(failure.kind).toBe('login');
    expect(failure.message).toBe(
      'The SFTP server 127.0.0.1 refused the login of user "carol" with this password.',
    );
    expect(failure.message).not.toContain(wrong);
  });

  it('refuses a key the server does not know, without quoting it', async () => {
    const other = ed25519KeyPair();
    const failure = await failureOf(
      sftpExtractor.extract(block({ password: null, private_key: other.private }), testContext()),
    );
    expect(failure.message).toBe(
      'The SFTP server 127.0.0.1 refused the login of user "carol" with this private key.',
    );
    expect(failure.message).not.toContain('PRIVATE KEY');
  });

  it('refuses a file over the size limit', async () => {
    const failure = await failureOf(sftpExtractor.extract(block(), testContext({ maxBytes: 4096 })));
    expect(failure.kind).toBe('too-large');
    expect(failure.message).toBe('The file orders.csv is over the size limit of 4096 bytes.');
  });

  it('refuses a server whose host key is not the pinned one', async () => {
    const pinned = 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const failure = await failureOf(sftpExtractor.extract(block(), testContext({ sftpHostKey: pinned })));
    expect(failure.kind).toBe('host-key');
    expect(failure.message).toBe(
      `The SFTP server 127.0.0.1 showed the host key ${server.hostKeySha256}, not the expected ${pinned}.`,
    );
    const file = await sftpExtractor.extract(block(), testContext({ sftpHostKey: server.hostKeySha256 }));
    expect((await readAll(file.stream)).equals(content)).toBe(true);
  });

  it('says an unknown host cannot be found', async () => {
    const failure = await failureOf(
      sftpExtractor.extract(block({ host: 'sftp.ferry.invalid' }), testContext()),
    );
    expect(failure.message).toBe('The host name sftp.ferry.invalid could not be found.');
  });

  it('says a closed port refused the connection', async () => {
    const port = await closedPort();
    const failure = await failureOf(sftpExtractor.extract(block({ port }), testContext()));
    expect(failure.kind).toBe('refused');
    expect(failure.message).toBe(`The SFTP server 127.0.0.1 refused the connection on port ${port}.`);
  });

  it('gives up on a server that never answers, after retrying twice', async () => {
    let connections = 0;
    const silent = await listen(createServer(() => connections++));
    try {
      const port = (silent.address() as { port: number }).port;
      const failure = await failureOf(
        sftpExtractor.extract(block({ port }), testContext({ timeoutMs: 300 })),
      );
      expect(failure.kind).toBe('timeout');
      expect(failure.message).toBe('The SFTP server 127.0.0.1 did not answer within 0.3 seconds.');
      expect(connections).toBe(3);
    } finally {
      silent.close();
    }
  });

  it('fails the stream, never ends it, when the connection is cut in the middle of the file', async () => {
    const proxy = await startFlakyProxy(server.port, 0, 200_000);
    try {
      const file = await sftpExtractor.extract(block({ port: proxy.port }), testContext());
      const failure = await failureOf(readAll(file.stream));
      expect(failure.kind).toBe('reset');
      expect(failure.message).toBe('The connection to the SFTP server 127.0.0.1 was cut off.');
    } finally {
      await proxy.close();
    }
  });

  it('refuses a loopback server unless the allowlist names it', async () => {
    const failure = await failureOf(sftpExtractor.extract(block(), testContext({ outboundAllowlist: [] })));
    expect(failure.kind).toBe('private-address');
  });
});

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function closedPort(): Promise<number> {
  const server = await listen(createServer());
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
