/**
 * A remote store seen with local paths: `localPath` answers a copy of the value on this
 * machine's disk, fetched once and kept while it is current (same size and date), within a bound
 * of bytes. The review pages read a few hundred bytes at a time out of the normalized CSV and the
 * review store's indexes, through file descriptors and in engine threads; a copy on first read
 * makes every later page as fast as on the local store, where ranged reads would cost one round
 * trip per row and a rewrite of the engine's readers (docs/decisions/instances.md, "Files in an S3 store").
 *
 * A copy is never written in place (a new value is a new file name), so a reader holding one open
 * keeps reading it even when it is evicted.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStat, BlobStore } from './blob-store.ts';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './private-data-dir.ts';

/** A copy used this recently is not evicted: a request may be about to open it. */
const IN_USE_MS = 60_000;

export class LocalCopies implements BlobStore {
  /** Local copies by file name, with their size and last use. */
  private readonly used = new Map<string, { bytes: number; at: number }>();
  private readonly filling = new Map<string, Promise<string>>();

  constructor(
    private readonly remote: BlobStore,
    private readonly folder: string,
    private readonly maxBytes: number,
  ) {}

  put(key: string, stream: Readable): Promise<number> {
    return this.remote.put(key, stream);
  }
  putFile(key: string, file: string): Promise<number> {
    return this.remote.putFile(key, file);
  }
  copy(from: string, to: string): Promise<void> {
    return this.remote.copy(from, to);
  }
  get(key: string): Promise<Readable> {
    return this.remote.get(key);
  }
  getRange(key: string, start: number, length: number): Promise<Buffer> {
    return this.remote.getRange(key, start, length);
  }
  stat(key: string): Promise<BlobStat | null> {
    return this.remote.stat(key);
  }
  delete(prefix: string): Promise<void> {
    return this.remote.delete(prefix);
  }

  /** A copy of the current value on this machine, fetched when there is none; null without a value. */
  async localPath(key: string): Promise<string | null> {
    const current = await this.remote.stat(key);
    if (!current) return null;
    const stem = createHash('sha256').update(key).digest('hex').slice(0, 32);
    const name = `${stem}-${current.size}-${current.modifiedAt.getTime()}`;
    const file = path.join(this.folder, name);
    const known = this.used.get(name);
    if (known && (await stat(file).catch(() => null))) {
      known.at = Date.now();
      return file;
    }
    let fill = this.filling.get(name);
    if (!fill) {
      fill = this.fill(key, stem, name, current.size).finally(() => this.filling.delete(name));
      this.filling.set(name, fill);
    }
    return fill;
  }

  private async fill(key: string, stem: string, name: string, size: number): Promise<string> {
    await mkdir(this.folder, { recursive: true, mode: PRIVATE_FOLDER });
    await this.evict(size, stem);
    const file = path.join(this.folder, name);
    const temp = `${file}.tmp-${randomBytes(6).toString('hex')}`;
    try {
      await pipeline(await this.remote.get(key), createWriteStream(temp, { mode: PRIVATE_FILE }));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    this.used.set(name, { bytes: size, at: Date.now() });
    return file;
  }

  /** Older copies of the same key go; then the least recently used until `incoming` fits. */
  private async evict(incoming: number, stem: string): Promise<void> {
    for (const name of await readdir(this.folder)) {
      if (name.startsWith(`${stem}-`) && !name.includes('.tmp-')) await this.drop(name);
    }
    const byAge = [...this.used.entries()].sort((a, b) => a[1].at - b[1].at);
    let total = byAge.reduce((sum, [, copy]) => sum + copy.bytes, 0);
    for (const [name, copy] of byAge) {
      if (total + incoming <= this.maxBytes || Date.now() - copy.at < IN_USE_MS) break;
      await this.drop(name);
      total -= copy.bytes;
    }
  }

  private async drop(name: string): Promise<void> {
    this.used.delete(name);
    await rm(path.join(this.folder, name), { force: true });
  }
}
