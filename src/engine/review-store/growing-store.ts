/**
 * A review store read while its run still writes it. The run marks, now and then, how many rows
 * a reader may take (`review-ready.json`): every byte those rows point at — their index entries
 * and the entry after the last one, their lines in the normalized CSV, their violations, the
 * ordinals of those in error — was handed to the disk before the mark was written, and the mark
 * is replaced by a rename, so a reader sees one mark or the next, never half of one. Beside it,
 * `review-head.csv` holds the header and the first rows the run prepared its template from, so a
 * page is judged with the same number and date styles as the run before the normalized CSV is
 * complete (reading them from the normalized CSV itself would read on into bytes not yet written).
 *
 * The marks are written only by a pass that begins its files: the first slice of a split run.
 * A later slice's rows join the store when its parts are appended at the end (../split/join-parts.ts).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ReviewFiles, reviewFilesIn } from './store-layout.ts';

export const READY_FILE = 'review-ready.json';
export const HEAD_FILE = 'review-head.csv';

/** What a reader may take of a store still being written. */
export interface ReadyMark {
  /** Rows readable from the first, each with everything it points at. */
  rows: number;
  /** Rows in error among them: the first entries of `review-errors.idx`. */
  errors: number;
}

/** The mark and the head of a store in `dir`. */
export function growingFilesIn(dir: string): { ready: string; head: string } {
  return { ready: path.join(dir, READY_FILE), head: path.join(dir, HEAD_FILE) };
}

/** Replaces the mark in `file` at once (a rename over the old one). */
export async function writeReadyMark(file: string, mark: ReadyMark): Promise<void> {
  const temp = `${file}.next`;
  await writeFile(temp, JSON.stringify(mark));
  await rename(temp, file);
}

/** The mark in `file`; an error (ENOENT) when the run has marked nothing yet. */
export async function readReadyMark(file: string): Promise<ReadyMark> {
  const mark = JSON.parse(await readFile(file, 'utf8')) as ReadyMark;
  if (!Number.isInteger(mark.rows) || !Number.isInteger(mark.errors) || mark.rows < 0 || mark.errors < 0) {
    throw new Error(`The review store's mark ${file} is not one the run writes.`);
  }
  return mark;
}

/**
 * The files of a store its run still writes in `outDir`, the run's normalized CSV among them
 * (named as `runFiles` of ../pass/main-pass.ts names it).
 */
export function growingStoreIn(outDir: string): Required<ReviewFiles> {
  return {
    normalized: path.join(outDir, 'normalized-source.csv'),
    ...reviewFilesIn(outDir),
    ...growingFilesIn(outDir),
  };
}
