/**
 * The files of a slice's pass on their way from the worker that wrote them to the coordinator,
 * through the blob store (local or remote alike): a folder's files one by one, and the slice's
 * byte range of the normalized CSV.
 */
import { createWriteStream } from 'node:fs';
import { link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../files/blob-store.ts';

/** Stores every file under `dir` as `prefix/<its path in dir>`, taking them over; their paths in dir. */
export async function storeDir(blobs: BlobStore, dir: string, prefix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  for (const file of files) await blobs.putFile(`${prefix}/${file}`, path.join(dir, file));
  return files;
}

/**
 * Writes the files `storeDir` stored under `prefix` into `dir`: linked where the store holds them
 * on this machine's disk (a slice's parts are as large as its share of the outputs, and are only
 * read from here on), else copied.
 */
export async function fetchDir(
  blobs: BlobStore,
  prefix: string,
  files: string[],
  dir: string,
): Promise<void> {
  for (const file of files) {
    const to = path.join(dir, ...file.split('/'));
    if (!to.startsWith(dir + path.sep)) throw new Error(`Invalid slice file ${JSON.stringify(file)}.`);
    await mkdir(path.dirname(to), { recursive: true });
    const key = `${prefix}/${file}`;
    const local = await blobs.localPath(key);
    if (local !== null && (await linked(local, to))) continue;
    await pipeline(await blobs.get(key), createWriteStream(to));
  }
}

/** Whether `from` could be linked at `to` (not across file systems, nor where links are refused). */
async function linked(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores a slice's normalized lines, written to `file` from its start, under `key`, taking the file
 * over (renamed into a local store: the range was streamed into the store before, a second copy
 * of the slice's share of the normalized CSV). `bytes`: what the pass counted, checked.
 */
export async function storeNormalized(
  blobs: BlobStore,
  key: string,
  file: string,
  bytes: number,
): Promise<void> {
  const { size } = await stat(file);
  if (size !== bytes) throw new Error(`The slice's normalized lines take ${size} bytes, not ${bytes}.`);
  await blobs.putFile(key, file);
}

/** Writes the value of `key` into the existing `file` from byte `at` on. */
export async function fetchInto(blobs: BlobStore, key: string, file: string, at: number): Promise<void> {
  await pipeline(await blobs.get(key), createWriteStream(file, { flags: 'r+', start: at }));
}
