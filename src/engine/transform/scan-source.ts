/**
 * Reads every row of a source once, as the normalize stage does: its shape known, its rows counted,
 * a broken line found early. A large CSV file is counted over threads by the slices of a split
 * run (./split-plan.ts); when a cut falls inside a record or a slice is malformed, the file is read
 * again in one piece, which names the right line.
 */
import { SliceMisaligned } from '../read/csv/slice-misaligned.ts';
import { rowsIgnoredAcross } from '../read/grid-table.ts';
import { openSource } from '../read/open-source.ts';
import { SourceError } from '../read/source-error.ts';
import type { ByteSlice, SliceStats, SourceOptions, SourceTable } from '../read/source-table.ts';
import { runInThread } from '../thread/run-in-thread.ts';
import { prepareThreads, type ThreadOptions } from './prepare-threads.ts';
import { cutSource } from './split-plan.ts';

export interface ScanResult {
  rows: number;
  rowsIgnored: number;
  headers: string[];
  /** Threads the file was read over. */
  threads: number;
}

/** A slice's rows counted; null when the slice does not end where a record ends. */
export type SliceCount = { rows: number; stats: SliceStats } | null;

export async function scanSource(
  sourcePath: string,
  options: SourceOptions,
  threads: ThreadOptions = {},
): Promise<ScanResult> {
  await prepareThreads(sourcePath, threads);
  const table = await openSource(sourcePath, options);
  const slices = await cutSource(sourcePath, table, threads);
  const counted = slices === null ? null : await countSlices(table, sourcePath, options, slices);
  if (counted !== null) {
    const rows = counted.reduce((sum, c) => sum + c.rows, 0);
    return { rows, rowsIgnored: rowsIgnoredAcross(counted), headers: table.headers, threads: counted.length };
  }
  let rows = 0;
  for await (const batch of table.rowBatches()) rows += batch.length;
  return { rows, rowsIgnored: table.stats.rowsIgnored, headers: table.headers, threads: 1 };
}

/** Counts the rows of one slice of an opened table. */
export async function countSlice(table: SourceTable, slice: ByteSlice): Promise<SliceCount> {
  const stats: SliceStats = { rowsIgnored: 0, blankAtEnd: 0, lines: 0, pastHeader: false };
  let rows = 0;
  try {
    for await (const batch of table.sliceBatches!(slice, stats)) rows += batch.length;
  } catch (error) {
    if (error instanceof SliceMisaligned) return null;
    throw error;
  }
  return { rows, stats };
}

async function countSlices(
  table: SourceTable,
  sourcePath: string,
  options: SourceOptions,
  slices: ByteSlice[],
): Promise<{ rows: number; stats: SliceStats }[] | null> {
  let counts: SliceCount[];
  try {
    counts = await Promise.all(
      slices.map((slice, k) =>
        k === 0 ? countSlice(table, slice) : runInThread('countSlice', { sourcePath, options, slice }),
      ),
    );
  } catch (error) {
    // A slice's line numbers are not known yet: the reading in one piece names the right line.
    if (error instanceof SourceError) return null;
    throw error;
  }
  if (counts.some((c) => c === null) || !counts[0]!.stats.pastHeader) return null;
  return counts as { rows: number; stats: SliceStats }[];
}
