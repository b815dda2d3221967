/**
 * Secrets Ferry must give back to use them (a source's FTP password, an SFTP private key), kept at
 * rest with AES-256-GCM: a random 96-bit nonce per value, and the value's place (`<source id>:
 * ftp.password`) as associated data, so a sealed value copied into another row or field does not
 * open. The key is FERRY_SECRET_KEY, else one generated at the first use into
 * FERRY_DATA_DIR/secret.key (mode 0600) and read from there afterwards: losing that file loses the
 * stored secrets, which is why an operator running several hosts sets FERRY_SECRET_KEY.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that does not open: another key, or a changed or moved value. */
export class SecretUnreadable extends Error {
  constructor(place: string) {
    super(
      `The stored secret ${place} cannot be read with this server's key (FERRY_SECRET_KEY or secret.key).`,
    );
    this.name = 'SecretUnreadable';
  }
}

export class SecretBox {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly config: Pick<Config, 'secretKey' | 'dataDir'>) {}

  /** `v1:` and the base64 of nonce, tag and ciphertext. */
  async seal(plain: string, place: string): Promise<string> {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', await this.keyOnce(), nonce);
    cipher.setAAD(Buffer.from(place));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The plain value; SecretUnreadable when the key or the place is not the one it was sealed with. */
  async open(sealed: string, place: string): Promise<string> {
    const raw = sealed.startsWith(VERSION) ? Buffer.from(sealed.slice(VERSION.length), 'base64') : null;
    if (!raw || raw.length < NONCE_BYTES + TAG_BYTES) throw new SecretUnreadable(place);
    try {
      const decipher = createDecipheriv('aes-256-gcm', await this.keyOnce(), raw.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(place));
      decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      const body = raw.subarray(NONCE_BYTES + TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretUnreadable(place);
    }
  }

  /** Loaded at the first seal or open, so a server that stores no secret writes no key file. */
  private keyOnce(): Promise<Buffer> {
    this.key ??= this.config.secretKey
      ? Promise.resolve(this.config.secretKey)
      : keyFromFile(path.join(this.config.dataDir, 'secret.key'));
    this.key.catch(() => {
      this.key = null; // a failed read is tried again next time rather than remembered
    });
    return this.key;
  }
}

/**
 * Reads the key file, or creates it with a new random key. The key is written to a file of its own
 * and then linked into place, which fails when the file exists: when two processes start at once,
 * the one that loses the race reads the winner's key, never a half-written file.
 */
async function keyFromFile(file: string): Promise<Buffer> {
  const fresh = randomBytes(32);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(draft, `${fresh.toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    await link(draft, file);
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const text = (await readFile(file, 'utf8')).trim();
  if (!/^[0-9A-Fa-f]{64}$/.test(text)) {
    throw new Error(
      `${file} does not hold a key (64 hexadecimal characters); restore it or set FERRY_SECRET_KEY.`,
    );
  }
  return Buffer.from(text, 'hex');
}
