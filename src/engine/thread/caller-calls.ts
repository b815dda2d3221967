/**
 * Calls from a task in an engine thread back to the thread that sent it (runNamedTask's `onCall`):
 * a split run whose slices the caller runs elsewhere asks it for each slice's pass this way. The
 * call and its answer are plain data; an answer that is an error comes back as one, a problem with
 * the file as a SourceError, a custom format's as a TwigError.
 */
import { parentPort } from 'node:worker_threads';
import { restoredSaidError, type SaidErrorData } from './said-errors.ts';

/** Asks the caller of task `id` to run `name` on `input`. */
export type CallCaller = (name: string, input: unknown) => Promise<unknown>;

/** An answer from the caller, as the thread receives it. */
export interface CallAnswer {
  answer: number;
  ok: boolean;
  output?: unknown;
  error?: SaidErrorData;
}

const pending = new Map<number, { resolve: (output: unknown) => void; reject: (error: Error) => void }>();
let nextCall = 0;

/** The calls of task `id` to its caller. */
export function callerOf(id: number): CallCaller {
  return (name, input) =>
    new Promise((resolve, reject) => {
      const n = ++nextCall;
      pending.set(n, { resolve, reject });
      parentPort!.postMessage({ id, call: { n, name, input } });
    });
}

/** Settles the call an answer is for. */
export function settleCall({ answer, ok, output, error }: CallAnswer): void {
  const call = pending.get(answer);
  if (!call) return;
  pending.delete(answer);
  if (ok) call.resolve(output);
  else call.reject(restoredSaidError(error) ?? new Error(error?.message ?? 'unknown error'));
}
