/**
 * A private temporary folder for one step: engine readers need files on disk, not streams. The
 * engine's outputs are written in one under the data folder, on the blob store's disk, so that
 * storing them is a rename rather than a copy of files as large as the source.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../files/blob-store.ts';

export async function withScratch<T>(work: (dir: string) => Promise<T>, root = tmpdir()): Promise<T> {
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(path.join(root, 'ferry-step-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Copies a stored file into the scratch folder and returns its path. */
export async function fetchBlob(blobs: BlobStore, key: string, dir: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  await pipeline(await blobs.get(key), createWriteStream(file));
  return file;
}

/** Moves local files into the store under their keys, one after the other. */
export async function putFiles(blobs: BlobStore, files: Record<string, string>): Promise<void> {
  for (const [key, file] of Object.entries(files)) await blobs.putFile(key, file);
}

/** A path to read a stored file from: in place when the store is local, else a copy in the scratch folder. */
export async function readableBlob(
  blobs: BlobStore,
  key: string,
  dir: string,
  name: string,
): Promise<string> {
  return (await blobs.localPath(key)) ?? fetchBlob(blobs, key, dir, name);
}
