/**
 * Temporary files for writers that need a second pass (empty columns, prettify): rows go to disk,
 * not memory, so memory stays flat whatever the size of the file.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Spool {
  path: string;
  stream: WriteStream;
}

/** A new temporary file, open for writing. */
export function createSpool(dir: string | undefined, label: string): Spool {
  const path = join(dir ?? tmpdir(), `ferry-${label}-${randomUUID()}`);
  return { path, stream: createWriteStream(path) };
}

/** The file's text, in chunks (UTF-8 decoded across chunk boundaries). */
export function readSpool(path: string): AsyncIterable<string> {
  return createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
}

/** Removes a spool file; a file already gone is fine. */
export async function removeSpool(path: string): Promise<void> {
  await rm(path, { force: true });
}

/**
 * Abandons a spool being written and removes its file. The file opens asynchronously: the stream
 * is closed first, so that an opening still under way cannot create the file again after it is removed.
 */
export async function discardSpool(spool: Spool): Promise<void> {
  if (!spool.stream.closed) {
    const closed = once(spool.stream, 'close');
    spool.stream.destroy();
    await closed;
  }
  await removeSpool(spool.path);
}
