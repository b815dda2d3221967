/**
 * Where a split run (./split-run.ts) has a later slice's pass run: by default an engine thread of
 * this process; a caller may run them elsewhere (the server queues them as jobs any worker takes).
 * The first slice always runs in the calling thread, with the run it prepared; the caller says when
 * it waits for the others (`callerWaits`), so that a runner whose slices share the caller's cores
 * gives them its core meanwhile.
 *
 * Inputs and outputs are plain data, as for a thread: a runner elsewhere serializes them. Paths in
 * them are this process's paths, which such a runner translates: the source, the spill prefix of
 * the first pass (whose partition files must be found under it afterwards), and the part files of
 * the main pass (whose files, and the slice's share of the normalized CSV at `normalizedAt`, must
 * be found where the input named them afterwards). `progress` shares memory with the caller's
 * thread; a runner elsewhere reports the slice's rows in it as it learns them, or not at all.
 */
import type { PassResult } from '../pass/main-pass.ts';
import type { ByteSlice } from '../read/source-table.ts';
import type { TransformOptions } from '../run-types.ts';
import { runThreadTask } from '../thread/thread-task.ts';
import {
  JUDGE_SLICE,
  type JudgeSliceInput,
  OBSERVE_SLICE,
  type SliceObservation,
  type SliceSetup,
} from './slice-passes.ts';

export interface ObserveSliceInput {
  setup: SliceSetup;
  slice: ByteSlice;
}

export interface SliceRunner {
  /** The first pass over slice `k` (k ≥ 1); null when the slice does not end where a record ends. */
  observe(k: number, input: ObserveSliceInput): Promise<SliceObservation | null>;
  /** The main pass over slice `k` (k ≥ 1). */
  judge(k: number, input: JudgeSliceInput): Promise<PassResult>;
  /**
   * The calling thread waits for the other slices (true: its first slice's pass is over) or works
   * again (false: it joins their results, or runs its slice's next pass); resolves when it may go
   * on. Engine threads of this process need no such word: the caller's thread is one of its own.
   */
  callerWaits?(waits: boolean): Promise<void>;
}

/** The slices in this process's engine threads. */
export const threadSliceRunner: SliceRunner = {
  observe: (_k, input) => runThreadTask(OBSERVE_SLICE, input),
  judge: (_k, input) => runThreadTask(JUDGE_SLICE, input),
};

/** A run's options with where its later slices are run (default: this process's engine threads). */
export type SplitOptions = TransformOptions & { sliceRunner?: SliceRunner };
