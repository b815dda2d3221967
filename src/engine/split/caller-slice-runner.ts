/**
 * The slices of a split run in an engine thread, run by the thread that sent the run: each pass
 * of a later slice is a call to it (../thread/caller-calls.ts), which it answers with its own
 * `SliceRunner` (the server queues them as jobs). The calls are named by the pass; `callerWaits`
 * tells the caller when this thread waits for them.
 */
import type { PassResult } from '../pass/main-pass.ts';
import type { CallCaller } from '../thread/caller-calls.ts';
import type { JudgeSliceInput, SliceObservation } from './slice-passes.ts';
import type { ObserveSliceInput, SliceRunner } from './slice-runner.ts';

/** A call of the run for one slice's pass, as the caller's `onCall` receives it. */
export type SliceCall =
  | { name: 'observeSlice'; input: { k: number; input: ObserveSliceInput } }
  | { name: 'judgeSlice'; input: { k: number; input: JudgeSliceInput } }
  | { name: 'callerWaits'; input: { waits: boolean } };

/** Answers a slice call with `runner`: the caller's `onCall` for a run with `slicesByCaller`. */
export function answerSliceCall(runner: SliceRunner, name: string, input: unknown): Promise<unknown> {
  const call = { name, input } as SliceCall;
  if (call.name === 'observeSlice') return runner.observe(call.input.k, call.input.input);
  if (call.name === 'judgeSlice') return runner.judge(call.input.k, call.input.input);
  if (call.name === 'callerWaits') return runner.callerWaits?.(call.input.waits) ?? Promise.resolve();
  return Promise.reject(new Error(`Unknown call ${name}.`));
}

export function callerSliceRunner(call: CallCaller): SliceRunner {
  return {
    observe: (k, input) => call('observeSlice', { k, input }) as Promise<SliceObservation | null>,
    judge: (k, input) => call('judgeSlice', { k, input }) as Promise<PassResult>,
    callerWaits: async (waits) => {
      await call('callerWaits', { waits });
    },
  };
}
