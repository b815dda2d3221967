/**
 * Starting the engine threads a split run will use (./split-run.ts) as early as possible: loading
 * the engine in a thread takes a good part of a second, which then overlaps the caller's own
 * loading and preparation. This file imports almost nothing, so that a command can call it before
 * it loads the engine itself. Threads left unused stop when idle.
 */
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { prestartEngineThreads } from '../thread/named-tasks.ts';

/**
 * Below this size a run stays in one thread. A split pays from about 50 MB (docs/performance.md:
 * a second thread loads the engine, reads the samples and compiles its code again); it starts
 * lower so that memory does not jump between two sizes of file, the 1M-row benchmark being held
 * to 1.3× the peak of the 100k-row one (21 MB).
 */
export const MIN_SPLIT_BYTES = 8 * 1024 * 1024;

export interface ThreadOptions {
  /** Threads the run may use (default: one per core). */
  threads?: number;
  /** Smallest source split over threads (default MIN_SPLIT_BYTES). */
  minSplitBytes?: number;
  /** Edited cells, held or in a file: a run with edits is not split. */
  edits?: ReadonlyMap<number, unknown>;
  editsPath?: string | null;
}

/** Threads a run may use. */
export const threadsOf = (options: ThreadOptions): number => options.threads ?? availableParallelism();

/** Starts the threads a split of `sourcePath` would use, when it is large enough to be split. */
export async function prepareThreads(sourcePath: string, options: ThreadOptions): Promise<void> {
  const threads = threadsOf(options);
  if (threads < 2 || options.edits?.size || options.editsPath) return;
  const size = (await stat(sourcePath).catch(() => null))?.size ?? 0;
  if (size >= (options.minSplitBytes ?? MIN_SPLIT_BYTES)) prestartEngineThreads(threads - 1);
}
