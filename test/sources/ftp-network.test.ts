/**
 * FTP sources against a real ftp-srv on loopback: a refused login, an unknown host, a closed port,
 * a silent server and a private address, each in a sentence without the password; a host name with
 * several addresses tried in turn, each checked.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FtpBlock } from '../../src/sources/blocks.ts';
import { ftpExtractor } from '../../src/sources/ftp.ts';
import { failureOf, nameWithAddresses, readAll, testContext } from './support/context.ts';
import { startFlakyProxy } from './support/flaky-proxy.ts';
import { ftpBlock, startFtpServer, type TestFtpServer } from './support/ftp-server.ts';
import { closedPort, startSilentServer } from './support/ports.ts';

const PASSWORD = 'ftp-s3cret-pa55';
let server: TestFtpServer;

const block = (overrides: Partial<FtpBlock> = {}) => ftpBlock(server, PASSWORD, overrides);

beforeAll(async () => {
  server = await startFtpServer({ users: { alice: PASSWORD } });
  await writeFile(path.join(server.root, 'hello.txt'), 'hello');
});
afterAll(() => server?.close());

describe('the FTP extractor', () => {
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

  it('refuses a loopback server unless the allowlist names it', async () => {
    const failure = await failureOf(ftpExtractor.extract(block(), testContext({ outboundAllowlist: [] })));
    expect(failure.kind).toBe('private-address');
    expect(failure.message).toBe(
      'The address 127.0.0.1 is in a private network, which Ferry does not reach unless its operator allows it in ' +
        'FERRY_OUTBOUND_ALLOWLIST (docs/security.md#reaching-a-private-network-ferry_outbound_allowlist).',
    );
    const named = await failureOf(
      ftpExtractor.extract(block({ host: 'localhost' }), testContext({ outboundAllowlist: [] })),
    );
    expect(named.message).toBe(
      'The host localhost (127.0.0.1) is in a private network, which Ferry does not reach unless its operator allows it in ' +
        'FERRY_OUTBOUND_ALLOWLIST (docs/security.md#reaching-a-private-network-ferry_outbound_allowlist).',
    );
  });

  it('tries each address of a host name in turn, past one where nothing listens', async () => {
    // 127.0.0.2 is loopback too, but the server listens on 127.0.0.1 only: that port is closed there.
    const resolveHost = nameWithAddresses('files.ferry.test', ['127.0.0.2', '127.0.0.1']);
    const context = testContext({ outboundAllowlist: ['127.0.0.0/8'], resolveHost, retries: 0 });
    const file = await ftpExtractor.extract(block({ host: 'files.ferry.test', path: '/hello.txt' }), context);
    expect(file.fileName).toBe('hello.txt');
    expect((await readAll(file.stream)).toString()).toBe('hello');
  });

  it('says the last address refused when none of a host name answers', async () => {
    const resolveHost = nameWithAddresses('files.ferry.test', ['127.0.0.2', '127.0.0.3']);
    const context = testContext({ outboundAllowlist: ['127.0.0.0/8'], resolveHost, retries: 0 });
    const failure = await failureOf(ftpExtractor.extract(block({ host: 'files.ferry.test' }), context));
    expect(failure.kind).toBe('refused');
    expect(failure.message).toBe(
      `The FTP server files.ferry.test refused the connection on port ${server.port}.`,
    );
  });

  it('refuses a host name when any of its addresses is private, before connecting to any', async () => {
    const resolveHost = nameWithAddresses('files.ferry.test', ['127.0.0.1', '10.0.0.7']);
    const context = testContext({ outboundAllowlist: ['127.0.0.1'], resolveHost });
    const logins = server.logins();
    const failure = await failureOf(ftpExtractor.extract(block({ host: 'files.ferry.test' }), context));
    expect(failure.kind).toBe('private-address');
    expect(failure.message).toMatch(/^The host files\.ferry\.test \(10\.0\.0\.7\) is in a private network/);
    expect(server.logins()).toBe(logins);
  });
});
