/**
 * FTP sources against a real ftp-srv on loopback, without TLS: the bytes taken are the file's,
 * wildcards pick the first match in name order, a missing file or folder and a file too large are
 * named, a transfer never confirmed is not complete, a listing over its bounds is refused. Logins and the network: ./ftp-network.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FtpBlock } from '../../src/sources/blocks.ts';
import { ftpExtractor } from '../../src/sources/ftp.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { startFlakyProxy } from './support/flaky-proxy.ts';
import { ftpBlock, startFtpServer, type TestFtpServer } from './support/ftp-server.ts';

const PASSWORD = 'ftp-s3cret-pa55';
const content = randomBytes(300_000);
let server: TestFtpServer;

const block = (overrides: Partial<FtpBlock> = {}) => ftpBlock(server, PASSWORD, overrides);

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

  it('refuses a folder with more entries than the listing bound, naming the bound', async () => {
    await mkdir(path.join(server.root, 'crowded'));
    for (let i = 0; i < 12; i++) await writeFile(path.join(server.root, 'crowded', `f-${i}.csv`), 'x');
    const bounds = { maxEntries: 10, maxBytes: 1024 * 1024 };
    const failure = await failureOf(
      ftpExtractor.extract(block({ path: '/crowded/f-*.csv' }), testContext({ listingBounds: bounds })),
    );
    expect(failure.kind).toBe('listing-too-large');
    expect(failure.message).toBe(
      'The folder /crowded on the FTP server 127.0.0.1 has more than 10 entries, the most Ferry lists: ' +
        'move the files already taken out of it, or point the source at a folder with fewer.',
    );
    const roomy = { maxEntries: 20, maxBytes: 1024 * 1024 };
    const file = await ftpExtractor.extract(
      block({ path: '/crowded/f-*.csv' }),
      testContext({ listingBounds: roomy }),
    );
    expect(file.fileName).toBe('f-0.csv');
    file.stream.resume();
  });

  it('stops reading a listing longer than its byte bound, naming the bound', async () => {
    const bounds = { maxEntries: 1000, maxBytes: 200 };
    const failure = await failureOf(
      ftpExtractor.extract(block({ path: '/in/x-*.csv' }), testContext({ listingBounds: bounds })),
    );
    expect(failure.kind).toBe('listing-too-large');
    expect(failure.message).toBe(
      'The listing of the folder /in on the FTP server 127.0.0.1 is over 200 bytes, the most Ferry reads: ' +
        'move the files already taken out of it, or point the source at a folder with fewer.',
    );
  });
});
