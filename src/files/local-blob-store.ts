/**
 * The embedded default: files under `FERRY_DATA_DIR/files`. Writes go to a temporary file in the
 * same folder and are renamed into place, so a reader never sees half a file and a crash leaves
 * at most a stray `.tmp-*` file. Files are 0600 in 0700 folders whatever the umask: they hold
 * every tenant's data (see private-data-dir.ts).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFound, type BlobStat, type BlobStore, checkKey } from './blob-store.ts';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './private-data-dir.ts';

export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, stream: Readable): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER });
    const temp = `${target}.tmp-${randomBytes(6).toString('hex')}`;
    const out = createWriteStream(temp, { mode: PRIVATE_FILE });
    try {
      await pipeline(stream, out);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return out.bytesWritten;
  }

  async putFile(key: string, file: string): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER });
    try {
      // A rename is atomic and costs nothing: the engine's outputs are as large as the source.
      await rename(file, target);
      // The engine wrote it with the process umask; a rename keeps that mode.
      await chmod(target, PRIVATE_FILE);
      return (await stat(target)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const size = await this.put(key, createReadStream(file));
      await rm(file, { force: true });
      return size;
    }
  }

  async copy(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER });
    await rm(target, { force: true });
    try {
      // Values are never written in place (put renames a new file over the key), so two keys may
      // share one file: a hard link copies a target of hundreds of megabytes at no cost.
      await link(this.pathOf(from), target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw new BlobNotFound(from);
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
      await this.put(to, createReadStream(this.pathOf(from)));
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // Open eagerly so a missing key fails here rather than on the first read.
    if (!(await this.stat(key))) throw new BlobNotFound(key);
    return createReadStream(file);
  }

  async getRange(key: string, start: number, length: number): Promise<Buffer> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFound(key);
      throw error;
    }
    try {
      const buffer = Buffer.alloc(Math.max(0, length));
      let done = 0;
      while (done < buffer.length) {
        const { bytesRead } = await handle.read(buffer, done, buffer.length - done, start + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return buffer.subarray(0, done);
    } finally {
      await handle.close();
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async localPath(key: string): Promise<string | null> {
    return (await this.stat(key)) ? this.pathOf(key) : null;
  }

  async delete(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
