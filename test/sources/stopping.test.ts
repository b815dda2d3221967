/**
 * A file handed out but not read to its end: a reader that stops early, or the caller's signal,
 * closes the connection to the server, and the stream says it was stopped.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExtractContext, ExtractedFile } from '../../src/sources/extractor.ts';
import { ftpExtractor } from '../../src/sources/ftp.ts';
import { sftpExtractor } from '../../src/sources/sftp.ts';
import { urlExtractor } from '../../src/sources/url.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { type FlakyProxy, startFlakyProxy } from './support/flaky-proxy.ts';
import { startFtpServer, type TestFtpServer } from './support/ftp-server.ts';
import { startHttpServer, type TestHttpServer, urlBlock } from './support/http-server.ts';
import { startSilentServer } from './support/ports.ts';
import { startSftpServer, type TestSftpServer } from './support/sftp-server.ts';

const big = randomBytes(20_000_000);
let ftp: TestFtpServer;
// ftp-srv notices a client gone only when it next reads its control socket, which it pauses
// during a transfer: the connections are counted at a proxy that always reads.
let ftpProxy: FlakyProxy;
let sftp: TestSftpServer;
let http: TestHttpServer;

beforeAll(async () => {
  ftp = await startFtpServer({ users: { u: 'p4ssword' } });
  sftp = await startSftpServer({ username: 'u', password: 'p4ssword' });
  http = await startHttpServer({ '/big.bin': (_req, res) => res.writeHead(200).end(big) });
  ftpProxy = await startFlakyProxy(ftp.port, 0);
  await writeFile(path.join(ftp.root, 'big.bin'), big);
  await writeFile(path.join(sftp.root, 'big.bin'), big);
});
afterAll(async () => {
  await ftpProxy?.close();
  await ftp?.close();
  await sftp?.close();
  await http?.close();
});

type Extract = (context: ExtractContext, port?: number) => Promise<ExtractedFile>;

const extractors: [string, Extract, () => number][] = [
  [
    'FTP',
    (context, port = ftpProxy.port) =>
      ftpExtractor.extract(
        { host: '127.0.0.1', port, username: 'u', password: 'p4ssword', path: '/big.bin', is_ssl: false },
        context,
      ),
    () => ftpProxy.openConnections(),
  ],
  [
    'SFTP',
    (context, port = sftp.port) =>
      sftpExtractor.extract(
        { host: '127.0.0.1', port, username: 'u', password: 'p4ssword', private_key: null, path: '/big.bin' },
        context,
      ),
    () => sftp.openConnections(),
  ],
  [
    'URL',
    (context, port = http.port) =>
      urlExtractor.extract(urlBlock(`http://127.0.0.1:${port}/big.bin`), context),
    () => http.openConnections(),
  ],
];

describe.each(extractors)('the %s extractor', (_name, extract, openConnections) => {
  it('stops while it waits for a server that does not answer, when the caller aborts', async () => {
    const silent = await startSilentServer();
    const controller = new AbortController();
    try {
      // A timeout far past the test's own: only the abort can end the extraction in time.
      const extraction = extract(testContext({ signal: controller.signal, timeoutMs: 120_000 }), silent.port);
      await vi.waitFor(() => expect(silent.connections()).toBe(1));
      controller.abort();
      const failure = await failureOf(extraction);
      expect(failure.kind).toBe('stopped');
      expect(silent.connections()).toBe(1);
    } finally {
      silent.close();
    }
  });

  it('closes its connection when the reader stops after the first bytes', async () => {
    const file = await extract(testContext({ maxBytes: big.length }));
    for await (const _chunk of file.stream) break;
    await vi.waitFor(() => expect(openConnections()).toBe(0));
  });

  it('stops the stream, and closes its connection, when the caller aborts', async () => {
    const controller = new AbortController();
    const file = await extract(testContext({ maxBytes: big.length, signal: controller.signal }));
    file.stream.once('data', () => controller.abort());
    const failure = await failureOf(readAll(file.stream));
    expect(failure.kind).toBe('stopped');
    expect(failure.message).toBe('The download was stopped before it finished.');
    await vi.waitFor(() => expect(openConnections()).toBe(0));
  });
});
