/**
 * SFTP transfers against a real ssh2 Server on loopback: which file the wildcards pick, the size
 * cap, a connection cut mid-file, and the network failures, each in a sentence; a host name with
 * several addresses tried in turn; a listing over its bounds refused.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SftpBlock } from '../../src/sources/blocks.ts';
import { sftpExtractor } from '../../src/sources/sftp.ts';
import { failureOf, nameWithAddresses, readAll, testContext } from './support/context.ts';
import { startFlakyProxy } from './support/flaky-proxy.ts';
import { closedPort, startSilentServer } from './support/ports.ts';
import { SFTP_PASSWORD, SFTP_USER, sftpBlock, writeInFolder } from './support/sftp-fixture.ts';
import { startSftpServer, type TestSftpServer } from './support/sftp-server.ts';

const content = randomBytes(500_000);
let server: TestSftpServer;

const block = (overrides: Partial<SftpBlock> = {}) => sftpBlock(server, overrides);

beforeAll(async () => {
  server = await startSftpServer({ username: SFTP_USER, password: SFTP_PASSWORD });
  await writeInFolder(server, content);
});
afterAll(() => server?.close());

describe('the SFTP extractor', () => {
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

  it('says a folder that does not exist does not', async () => {
    const failure = await failureOf(sftpExtractor.extract(block({ path: '/missing/x*.csv' }), testContext()));
    expect(failure.kind).toBe('not-a-folder');
    expect(failure.message).toBe('The folder /missing does not exist on the SFTP server 127.0.0.1.');
  });

  it('retries a connection the network reset, and then hands back the whole file', async () => {
    const proxy = await startFlakyProxy(server.port, 2);
    try {
      const file = await sftpExtractor.extract(block({ port: proxy.port }), testContext());
      expect((await readAll(file.stream)).equals(content)).toBe(true);
      expect(proxy.connections()).toBe(3);
    } finally {
      await proxy.close();
    }
  });

  it('refuses a file over the size limit', async () => {
    const failure = await failureOf(sftpExtractor.extract(block(), testContext({ maxBytes: 4096 })));
    expect(failure.kind).toBe('too-large');
    expect(failure.message).toBe('The file orders.csv is over the size limit of 4096 bytes.');
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
    const silent = await startSilentServer();
    try {
      const port = silent.port;
      const failure = await failureOf(
        sftpExtractor.extract(block({ port }), testContext({ timeoutMs: 300 })),
      );
      expect(failure.kind).toBe('timeout');
      expect(failure.message).toBe('The SFTP server 127.0.0.1 did not answer within 0.3 seconds.');
      expect(silent.connections()).toBe(3);
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

  it('fails the stream when the server goes silent in the middle of the file', async () => {
    const proxy = await startFlakyProxy(server.port, 0, 200_000, 'stall');
    try {
      const file = await sftpExtractor.extract(block({ port: proxy.port }), testContext({ timeoutMs: 1500 }));
      const failure = await failureOf(readAll(file.stream));
      expect(failure.kind).toBe('timeout');
      expect(failure.message).toBe('The SFTP server 127.0.0.1 did not answer within 1.5 seconds.');
    } finally {
      await proxy.close();
    }
  });

  it('refuses a loopback server unless the allowlist names it', async () => {
    const failure = await failureOf(sftpExtractor.extract(block(), testContext({ outboundAllowlist: [] })));
    expect(failure.kind).toBe('private-address');
  });

  it('tries each address of a host name in turn, past one where nothing listens', async () => {
    // 127.0.0.2 is loopback too, but the server listens on 127.0.0.1 only: that port is closed there.
    const resolveHost = nameWithAddresses('files.ferry.test', ['127.0.0.2', '127.0.0.1']);
    const context = testContext({ outboundAllowlist: ['127.0.0.0/8'], resolveHost, retries: 0 });
    const file = await sftpExtractor.extract(
      block({ host: 'files.ferry.test', path: '/in/x-a.csv' }),
      context,
    );
    expect((await readAll(file.stream)).toString()).toBe('first');
  });

  it('refuses a folder with more entries than the listing bound, naming the bound', async () => {
    await mkdir(path.join(server.root, 'crowded'));
    for (let i = 0; i < 12; i++) await writeFile(path.join(server.root, 'crowded', `f-${i}.csv`), 'x');
    const bounds = { maxEntries: 10, maxBytes: 1024 * 1024 };
    const failure = await failureOf(
      sftpExtractor.extract(block({ path: '/crowded/f-*.csv' }), testContext({ listingBounds: bounds })),
    );
    expect(failure.kind).toBe('listing-too-large');
    expect(failure.message).toBe(
      'The folder /crowded on the SFTP server 127.0.0.1 has more than 10 entries, the most Ferry lists: ' +
        'move the files already taken out of it, or point the source at a folder with fewer.',
    );
    const roomy = { maxEntries: 20, maxBytes: 1024 * 1024 };
    const file = await sftpExtractor.extract(
      block({ path: '/crowded/f-*.csv' }),
      testContext({ listingBounds: roomy }),
    );
    expect((await readAll(file.stream)).toString()).toBe('x');
  });

  it('stops reading a listing longer than its byte bound, naming the bound', async () => {
    const bounds = { maxEntries: 1000, maxBytes: 100 };
    const failure = await failureOf(
      sftpExtractor.extract(block({ path: '/in/x-*.csv' }), testContext({ listingBounds: bounds })),
    );
    expect(failure.kind).toBe('listing-too-large');
    expect(failure.message).toBe(
      'The listing of the folder /in on the SFTP server 127.0.0.1 is over 100 bytes, the most Ferry reads: ' +
        'move the files already taken out of it, or point the source at a folder with fewer.',
    );
  });
});
