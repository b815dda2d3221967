/**
 * A source that already is its normalized CSV (UTF-8, comma, quotes only where needed, LF, every
 * record as wide as the header, nothing before the header) is copied rather than written again
 * line by line. The first pass tells, when it reads the file's bytes (SourceTable.projectSlice).
 */
import { constants } from 'node:fs';
import { copyFile, open } from 'node:fs/promises';
import { csvLine } from '../normalized-csv.ts';
import type { SliceStats } from '../read/source-table.ts';

/** What a first pass over a part of the file found, as far as the copy is concerned. */
export interface NormalizedPart {
  stats: SliceStats;
  /** Bytes of the part's lines in the normalized CSV. */
  normalizedBytes: number;
}

/**
 * Whether the source file is byte for byte the normalized CSV: every part's records written as
 * the normalized CSV writes them (`sameAsNormalized`), the file's first line the header's, with
 * nothing before it (a BOM, other rows) and nothing after the last line.
 */
export async function sourceIsNormalized(
  sourcePath: string,
  headers: readonly string[],
  parts: readonly NormalizedPart[],
): Promise<boolean> {
  if (!parts.every((part) => part.stats.sameAsNormalized === true)) return false;
  const header = Buffer.from(`${csvLine(headers)}\n`);
  const size = parts.reduce((bytes, part) => bytes + part.normalizedBytes, header.length);
  const file = await open(sourcePath, 'r');
  try {
    if ((await file.stat()).size !== size) return false;
    const head = Buffer.alloc(header.length);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(header);
  } finally {
    await file.close();
  }
}

/**
 * Starts copying the source to `target` (a reflink where the file system has them); the caller
 * awaits the promise once its pass is done. A failure of the pass first must not leave it
 * unhandled, hence the handler attached here.
 */
export function copySource(sourcePath: string, target: string): Promise<void> {
  const copying = copyFile(sourcePath, target, constants.COPYFILE_FICLONE);
  copying.catch(() => {});
  return copying;
}
