/**
 * How the slices of a split file are read, by the split run (./split-run.ts) and the scan
 * (../run/scan-source.ts) alike: all at once, the first in the calling thread and each other one in an
 * engine thread, and the file read in one piece instead when the slices cannot stand for it.
 */
import { SliceMisaligned } from '../read/csv/slice-misaligned.ts';
import { SourceError } from '../read/source-error.ts';
import type { ByteSlice, SliceStats } from '../read/source-table.ts';

/**
 * Every slice's reading, or null when the file must be read in one piece: a slice did not end
 * where a record ends (its reading gave null), a slice is malformed (its line numbers are not
 * known yet, and the reading in one piece names the right line), or the first slice ends before
 * the header.
 */
export async function readSlices<T extends { stats: SliceStats }>(
  slices: ByteSlice[],
  first: (slice: ByteSlice) => Promise<T | null>,
  other: (slice: ByteSlice, k: number) => Promise<T | null>,
): Promise<T[] | null> {
  let results: (T | null)[];
  try {
    results = await allSettled(slices.map((slice, k) => (k === 0 ? first(slice) : other(slice, k))));
  } catch (error) {
    if (error instanceof SourceError) return null;
    throw error;
  }
  if (results.some((r) => r === null) || !results[0]!.stats.pastHeader) return null;
  return results as T[];
}

/** Stats for a slice's reading to fill. */
export const emptySliceStats = (): SliceStats => ({
  rowsIgnored: 0,
  blankAtEnd: 0,
  lines: 0,
  pastHeader: false,
});

/** A slice's reading, null when the slice does not end where a record ends. */
export async function unlessMisaligned<T>(reading: Promise<T>): Promise<T | null> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof SliceMisaligned) return null;
    throw error;
  }
}

/**
 * Waits for every slice, then fails with the first failure: a slice still writing its files must
 * not outlive the run that failed (its caller removes the folder).
 */
export async function allSettled<T>(work: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<T>).value);
}
