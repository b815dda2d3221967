/**
 * A find and replace over a review store split into parts of its rows, each part the `replace`
 * task over its range in an engine thread, as many at once as the pool has threads (one per
 * core). A replace that changes every row of a million judges each changed row whole (all its
 * columns converted, its rules checked), about 20 µs of CPU a row on the benchmark template: one core cannot do it in the 5 s a
 * sender may wait. Each part writes its changed rows to a file of its own (the first to
 * `outPath`): the caller reads them one after the other, in row order, rather than wait for them to
 * be copied into one (780 MB for a million rows). Their progress is summed, their counts added.
 *
 * The growth budget is counted in row order over the whole file, and a replace stops at the first
 * cell over the bound: a part cannot know what the parts before it added. Each part counts its
 * own growth from 0; the parts are then taken in order, each with what the ones before it added,
 * and the first part that refused, or that goes past the budget with those additions, is run
 * again alone with them: its refusal is the one a single pass over the whole file meets, at the
 * same row. Parts are sent a few at a time rather than all at once, so that another task (a review
 * page) waits for one part at most, not for the whole replace.
 */
import { availableParallelism } from 'node:os';
import type { ReplaceCounts, ReplaceInput } from '../review/replace-cells.ts';
import { type RowRange, storedRowCount } from '../review-store/scan-store.ts';
import type { TaskLimits } from '../thread/thread-pool.ts';
import { runInThread } from './run-task.ts';

/** A replace as the `replace` task takes it, without a range: the whole store. */
export type WholeReplace = Omit<ReplaceInput, 'onProgress' | 'range' | 'growthBefore'>;

/**
 * Rows of a part, at most: a quarter of a million-row store, so that another task waits about a
 * second for a thread, not the whole replace.
 */
export const PART_ROWS = 250_000;

/**
 * Rows of a part, at least, when a store is split to give each thread a part. Starting a part
 * costs about 20 ms (the template prepared, the edits file skipped to its first row), a second
 * thread not yet warm about 0.3 s (over a second on a busy machine).
 */
export const MIN_PART_ROWS = 25_000;

/** The parts of `rows` rows: at most `partRows` each, and one per thread when they are not too small. */
export function partsOf(rows: number, threads: number, partRows = PART_ROWS): RowRange[] {
  const perThread = Math.min(threads, Math.floor(rows / MIN_PART_ROWS));
  const count = Math.max(1, Math.ceil(rows / partRows), perThread);
  const size = Math.max(1, Math.ceil(rows / count));
  const parts: RowRange[] = [];
  for (let from = 0; from < rows; from += size) parts.push({ from, to: Math.min(rows, from + size) });
  return parts.length ? parts : [{ from: 0, to: 0 }];
}

/** A replace's counts, and the files of its changed rows. */
export interface ReplacedFiles extends ReplaceCounts {
  /** The files the changed rows were written to, in row order: `outPath` first, then `outPath.part-1`… */
  outPaths: string[];
}

/** Runs `input` over its store in parts across the engine threads; counts as a single pass over the whole file. */
export async function replaceInThreads(
  input: WholeReplace,
  limits: TaskLimits = {},
  options: { threads?: number; partRows?: number } = {},
): Promise<ReplacedFiles> {
  const threads = options.threads ?? availableParallelism();
  const parts = partsOf(await storedRowCount(input.files), threads, options.partRows);
  if (parts.length === 1)
    return { ...(await runInThread('replace', input, limits)), outPaths: [input.outPath] };
  const started = Date.now();
  const budget = limits.timeoutMs ?? null;
  const limitsOf = (onProgress?: (rows: number) => void): TaskLimits => ({
    // The whole replace keeps the task's budget: a part gets what is left of it when sent.
    ...(budget != null && { timeoutMs: Math.max(1, budget - (Date.now() - started)) }),
    ...(onProgress && { onProgress }),
  });
  const read = new Array<number>(parts.length).fill(0);
  const outPaths = parts.map((_, k) => (k === 0 ? input.outPath : `${input.outPath}.part-${k}`));
  const results = new Array<ReplaceCounts>(parts.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let k = next++; k < parts.length; k = next++) {
      results[k] = await runInThread(
        'replace',
        { ...input, range: parts[k]!, outPath: outPaths[k]! },
        limitsOf((rows) => {
          read[k] = rows;
          limits.onProgress?.(read.reduce((a, b) => a + b, 0));
        }),
      ).catch((error) => {
        // No part is sent after one failed.
        next = parts.length;
        throw error;
      });
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(threads, parts.length) }, worker));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const counts: ReplacedFiles = { cells_replaced: 0, rows_changed: 0, refused: null, growth: 0, outPaths };
  for (let k = 0; k < parts.length; k++) {
    let part = results[k]!;
    if (part.refused || counts.growth + part.growth > input.rule.maxGrowth) {
      // Only the parts before this one are of the replace a single pass makes: this one again, with their growth.
      part = await runInThread(
        'replace',
        { ...input, range: parts[k]!, outPath: outPaths[k]!, growthBefore: counts.growth },
        limitsOf(),
      );
      return {
        ...part,
        cells_replaced: counts.cells_replaced + part.cells_replaced,
        rows_changed: counts.rows_changed + part.rows_changed,
        outPaths,
      };
    }
    counts.cells_replaced += part.cells_replaced;
    counts.rows_changed += part.rows_changed;
    counts.growth += part.growth;
  }
  return counts;
}
