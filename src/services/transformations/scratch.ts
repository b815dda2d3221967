/**
 * A private temporary folder for one stage or engine task: engine readers need files on disk, not
 * streams. The engine's outputs are written in one under the data folder, on the blob store's
 * disk, so that storing them is a rename rather than a copy of files as large as the source. Each
 * folder is named after the process that made it (`ferry-step-<pid>.<machine>-…`, a name kept so
 * that folders of older processes are still found): it is removed when its stage ends in any way,
 * and a worker starting removes those of processes of this machine that are gone (killed in the
 * middle of a stage).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../files/blob-store.ts';
import { machineTag, processAlive } from '../stages/step-owner.ts';

const PREFIX = 'ferry-step-';

/** The folders under which steps make their scratch folders. */
export function scratchRoots(dataDir: string): string[] {
  return [tmpdir(), path.join(dataDir, 'work')];
}

/** A new scratch folder; the caller removes it (a worker starting removes those of dead processes). */
export async function makeScratch(root = tmpdir()): Promise<string> {
  await mkdir(root, { recursive: true });
  return mkdtemp(path.join(root, `${PREFIX}${process.pid}.${machineTag()}-`));
}

/**
 * A folder of this process named as scratch folders are, `name` in place of mkdtemp's random end:
 * for folders a process keeps across requests, removed with the others once it is gone.
 */
export function scratchFolder(root: string, name: string): string {
  return path.join(root, `${PREFIX}${process.pid}.${machineTag()}-${name}`);
}

export async function withScratch<T>(work: (dir: string) => Promise<T>, root = tmpdir()): Promise<T> {
  const dir = await makeScratch(root);
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

/**
 * Removes the scratch folders under `roots` left by processes of this machine that are gone;
 * returns their paths. Folders of live processes, of other machines (a shared disk) or without an
 * owner in their name are left alone.
 */
export async function removeOrphanedScratch(roots: string[]): Promise<string[]> {
  const mine = new RegExp(`^${PREFIX}(\\d+)\\.${machineTag()}-`);
  const removed: string[] = [];
  for (const root of roots) {
    const names = await readdir(root).catch(() => [] as string[]);
    for (const name of names) {
      const pid = Number(mine.exec(name)?.[1] ?? 0);
      if (!pid || pid === process.pid || processAlive(pid)) continue;
      await rm(path.join(root, name), { recursive: true, force: true });
      removed.push(path.join(root, name));
    }
  }
  return removed;
}
