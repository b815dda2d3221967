/** Secrets at rest: AES-256-GCM under FERRY_SECRET_KEY, or a key generated once into secret.key. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../src/config.ts';
import { SecretBox, SecretUnreadable } from '../../../src/services/identity/secret-box.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('SecretBox', () => {
  it('seals a value that is not the plain text and opens it again', async () => {
    const box = new SecretBox({ secretKey: null, dataDir });
    const sealed = await box.seal('hunter2', 'source-1:ftp.password');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('hunter2');
    expect(await box.seal('hunter2', 'source-1:ftp.password')).not.toBe(sealed);
    expect(await box.open(sealed, 'source-1:ftp.password')).toBe('hunter2');
  });

  it('generates the key once into secret.key, mode 0600, that the next start reads', async () => {
    const sealed = await new SecretBox({ secretKey: null, dataDir }).seal('s', 'p');
    const file = path.join(dataDir, 'secret.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(await new SecretBox({ secretKey: null, dataDir }).open(sealed, 'p')).toBe('s');
  });

  it('gives two boxes starting at once the same key', async () => {
    const boxes = Array.from({ length: 4 }, () => new SecretBox({ secretKey: null, dataDir }));
    const sealed = await Promise.all(boxes.map((box, i) => box.seal(`v${i}`, 'p')));
    const other = new SecretBox({ secretKey: null, dataDir });
    expect(await Promise.all(sealed.map((s) => other.open(s, 'p')))).toEqual(['v0', 'v1', 'v2', 'v3']);
  });

  it('uses FERRY_SECRET_KEY when set, and writes no key file', async () => {
    const secretKey = randomBytes(32);
    const sealed = await new SecretBox({ secretKey, dataDir }).seal('s', 'p');
    await expect(stat(path.join(dataDir, 'secret.key'))).rejects.toThrow();
    expect(await new SecretBox({ secretKey, dataDir }).open(sealed, 'p')).toBe('s');
  });

  it('does not open under another key, at another place, or when changed', async () => {
    const box = new SecretBox({ secretKey: randomBytes(32), dataDir });
    const sealed = await box.seal('s', 'source-1:ftp.password');
    const otherKey = new SecretBox({ secretKey: randomBytes(32), dataDir });
    await expect(otherKey.open(sealed, 'source-1:ftp.password')).rejects.toBeInstanceOf(SecretUnreadable);
    await expect(box.open(sealed, 'source-2:ftp.password')).rejects.toBeInstanceOf(SecretUnreadable);
    // A character of the nonce changed (the last ones may be base64 padding bits, which decode to
    // the same bytes whatever they hold).
    const at = 'v1:'.length + 1;
    const flipped = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    await expect(box.open(flipped, 'source-1:ftp.password')).rejects.toBeInstanceOf(SecretUnreadable);
    await expect(box.open('plain', 'source-1:ftp.password')).rejects.toBeInstanceOf(SecretUnreadable);
  });

  it('refuses a damaged key file rather than making a new key', async () => {
    await writeFile(path.join(dataDir, 'secret.key'), 'not a key\n');
    await expect(new SecretBox({ secretKey: null, dataDir }).seal('s', 'p')).rejects.toThrow(
      /does not hold a key/,
    );
  });
});

describe('FERRY_SECRET_KEY and FERRY_MAIL_DOMAIN', () => {
  const hex = 'ab'.repeat(32);

  it('take 64 hexadecimal characters or 32 bytes in base64', () => {
    expect(readConfig({ FERRY_SECRET_KEY: hex }).secretKey?.toString('hex')).toBe(hex);
    const base64 = Buffer.from(hex, 'hex').toString('base64');
    expect(readConfig({ FERRY_SECRET_KEY: base64 }).secretKey?.toString('hex')).toBe(hex);
    expect(readConfig({}).secretKey).toBeNull();
  });

  it('refuse a key of another length without echoing it', () => {
    for (const value of ['ab'.repeat(16), 'zz'.repeat(32), Buffer.alloc(16).toString('base64')]) {
      let error: unknown;
      try {
        readConfig({ FERRY_SECRET_KEY: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain(value);
    }
  });

  it('default the mail domain to localhost and refuse one that is no domain', () => {
    expect(readConfig({}).mailDomain).toBe('localhost');
    expect(readConfig({ FERRY_MAIL_DOMAIN: 'In.Ferry.Example' }).mailDomain).toBe('in.ferry.example');
    expect(() => readConfig({ FERRY_MAIL_DOMAIN: 'not a domain' })).toThrow(ConfigError);
  });
});
