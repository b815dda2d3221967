/**
 * SFTP logins against a real ssh2 Server on loopback: by password, by ed25519 key (with and
 * without passphrase), a pinned host key; refused logins in a sentence without the secret.
 * Files, sizes and the network: ./sftp-transfer.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SftpBlock } from '../../src/sources/blocks.ts';
import { sftpExtractor } from '../../src/sources/sftp.ts';
import { failureOf, readAll, testContext } from './support/context.ts';
import { SFTP_PASSWORD, SFTP_USER, sftpBlock, writeInFolder } from './support/sftp-fixture.ts';
import { startSftpServer, type TestSftpServer } from './support/sftp-server.ts';
import { ed25519KeyPair } from './support/ssh-keys.ts';

const key = ed25519KeyPair();
const KEY_PASSPHRASE = 'key-passphrase-77';
const lockedKey = ed25519KeyPair(KEY_PASSPHRASE);
const content = randomBytes(500_000);
let server: TestSftpServer;

const block = (overrides: Partial<SftpBlock> = {}) => sftpBlock(server, overrides);

beforeAll(async () => {
  server = await startSftpServer({
    username: SFTP_USER,
    password: SFTP_PASSWORD,
    publicKeys: [key.public, lockedKey.public],
  });
  await writeInFolder(server, content);
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

  it('refuses a server whose host key is not the pinned one', async () => {
    const pinned = 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const failure = await failureOf(sftpExtractor.extract(block(), testContext({ sftpHostKey: pinned })));
    expect(failure.kind).toBe('host-key');
    expect(failure.message).toBe(
      `The SFTP server 127.0.0.1 showed the host key ${server.hostKeySha256}, not the expected ${pinned}. ` +
        "If the server's key was changed on purpose, set the source's sftp.host_key to the new one.",
    );
    const file = await sftpExtractor.extract(block(), testContext({ sftpHostKey: server.hostKeySha256 }));
    expect((await readAll(file.stream)).equals(content)).toBe(true);
  });
});
