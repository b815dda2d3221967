/**
 * FTP sources against a real ftp-srv on loopback, without TLS: the bytes taken are the file's,
 * wildcards pick the first match in name order, and each failure says what went wrong without
 * the password.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FtpBlock } from '../../src/sources/blocks.ts';
import { ftpExtractor } from '../../src/sources/ftp.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { startFlakyProxy } from './support/flaky-proxy.ts';
import { startFtpServer, type TestFtpServer } from './support/ftp-server.ts';
import { closedPort, startSilentServer } from './support/ports.ts';

const PASSWORD = 'ftp-s3cret-pa55';
const content = randomBytes(300_000);
let server: TestFtpServer;

function block(overrides: Partial<FtpBlock> = {}): FtpBlock {
  return {
    host: '127.0.0.1',
    port: server.port,
    username: 'alice',
    password: PASSWORD,
    path: '/in/orders.csv',
    is_ssl: false,
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startFtpServer({ users: { alice: PASSWORD } });
  await mkdir(path.join(server.root, 'in'));
  await writeFile(path.join(server.root, 'in', 'orders.csv'), content);
  await writeFile(path.join(server.root, 'in', 'x-b.csv'), 'second');
  await writeFile(path.join(server.root, 'in', 'x-a.csv'), 'first');
  await writeFile(path.join(server.root, 'in', 'x-c.txt'), 'not a csv');
  await mkdir(path.join(server.root, 'in', 'x-0.csv'));
});
afterAll(() => server?.close());

describe('the FTP extractor', () => {
  it('hands back the bytes of the file on the server, with its name and size', async () => {
    const file = await ftpExtractor.extract(block(), testContext());
    expect(file.fileName).toBe('orders.csv');
    expect(file.size).toBe(content.length);
    expect(file.location).toBe('/in/orders.csv');
    expect((await readAll(file.stream)).equals(content)).toBe(true);
  });

  it('takes the first regular file in name order that the wildcards match', async () => {
    const file = await ftpExtractor.extract(block({ path: '/in/x-?.csv' }), testContext());
    expect(file.fileName).toBe('x-a.csv');
    expect((await readAll(file.stream)).toString()).toBe('first');
    const relative = await ftpExtractor.extract(block({ path: 'in/x*' }), testContext());
    expect(relative.location).toBe('in/x-a.csv');
    expect((await readAll(relative.stream)).toString()).toBe('first');
  });

  it('says no file matches when none does', async () => {
    const failure = await failureOf(ftpExtractor.extract(block({ path: '/in/y*.csv' }), testContext()));
    expect(failure.kind).toBe('no-match');
    expect(failure.message).toBe('No file matches "y*.csv" in /in.');
    const exact = await failureOf(ftpExtractor.extract(block({ path: '/in/missing.csv' }), testContext()));
    expect(exact.message).toBe('There is no file "missing.csv" in /in.');
  });

  it('refuses a wrong password in a sentence that does not contain it, without retrying', async () => {
    const wrong = 'not-the-Password-42';
    const counting = await startFlakyProxy(server.port, 0);
    try {
      const failure = await failureOf(
        ftpExtractor.extract(block({ password: wrong, port: counting.port }), testContext()),
      );
      expect(failure.kind).toBe('login');
      expect(failure.message).toBe(
        'The FTP server 127.0.0.1 refused the login of user "alice": wrong user name or password.',
      );
      expect(failure.message).not.toContain(wrong);
      expect(counting.connections()).toBe(1);
    } finally {
      await counting.close();
    }
  });

  it('says a folder that does not exist does not', async () => {
    const failure = await failureOf(ftpExtractor.extract(block({ path: '/missing/x*.csv' }), testContext()));
    expect(failure.kind).toBe('not-a-folder');
    expect(failure.message).toBe('The folder /missing does not exist on the FTP server 127.0.0.1.');
  });

  it('refuses a file over the size limit before downloading it', async () => {
    const failure = await failureOf(ftpExtractor.extract(block(), testContext({ maxBytes: 1000 })));
    expect(failure.kind).toBe('too-large');
    expect(failure.message).toBe('The file orders.csv is over the size limit of 1000 bytes.');
  });

  it('says an unknown host cannot be found', async () => {
    const failure = await failureOf(
      ftpExtractor.extract(block({ host: 'files.ferry.invalid' }), testContext()),
    );
    expect(failure.kind).toBe('unknown-host');
    expect(failure.message).toBe('The host name files.ferry.invalid could not be found.');
  });

  it('says a closed port refused the connection', async () => {
    const port = await closedPort();
    const failure = await failureOf(ftpExtractor.extract(block({ port }), testContext()));
    expect(failure.kind).toBe('refused');
    expect(failure.message).toBe(`The FTP server 127.0.0.1 refused the connection on port ${port}.`);
  });

  it('gives up on a server that never answers, after retrying twice', async () => {
    const silent = await startSilentServer();
    const { port } = silent;
    try {
      const failure = await failureOf(ftpExtractor.extract(block({ port }), testContext({ timeoutMs: 300 })));
      expect(failure.kind).toBe('timeout');
      expect(failure.message).toBe('The FTP server 127.0.0.1 did not answer within 0.3 seconds.');
      expect(silent.connections()).toBe(3);
    } finally {
      silent.close();
    }
  });

  it('fails the stream, never ends it, when the server does not confirm the transfer', async () => {
    // The data connection goes straight to the server; the control connection stalls once the
    // download has begun (the second 150/125: the first opened the listing), so every byte
    // arrives but the confirmation (226) never does.
    let transfers = 0;
    const secondTransfer = (reply: string) => /^1[25]0 /m.test(reply) && ++transfers === 2;
    const proxy = await startFlakyProxy(server.port, 0, secondTransfer, 'stall');
    try {
      const file = await ftpExtractor.extract(block({ port: proxy.port }), testContext({ timeoutMs: 500 }));
      const failure = await failureOf(readAll(file.stream));
      expect(failure.kind).toBe('timeout');
      expect(failure.message).toBe('The FTP server 127.0.0.1 did not answer within 0.5 seconds.');
    } finally {
      await proxy.close();
    }
  });

  it('refuses a loopback server unless the allowlist names it', async () => {
    const failure = await failureOf(ftpExtractor.extract(block(), testContext({ outboundAllowlist: [] })));
    expect(failure.kind).toBe('private-address');
    expect(failure.message).toBe(
      'The address 127.0.0.1 is in a private network, which Ferry does not reach.',
    );
  });
});
