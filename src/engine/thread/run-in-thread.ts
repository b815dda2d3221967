/**
 * Runs an engine task in a worker thread of its own. A transformation of a million rows keeps a
 * core busy for seconds; on the server's event loop it would hold every request behind it. The
 * thread costs a few hundred milliseconds to start (it loads the engine), paid once per step.
 */
import { Worker } from 'node:worker_threads';
import { SourceError } from '../read/source-error.ts';
import type { TaskInputs, TaskName, TaskOutputs } from './tasks.ts';

const BOOT = new URL('./boot.mjs', import.meta.url);
const ENTRY = new URL('./entry.ts', import.meta.url).href;

interface Reply {
  ok: boolean;
  output?: unknown;
  error?: { source: boolean; message: string; line: number | null; stack: string | null };
}

/** A failure inside the thread that was not a problem with the file. */
export class EngineThreadError extends Error {
  constructor(message: string, stack: string | null) {
    super(message);
    this.name = 'EngineThreadError';
    if (stack) this.stack = stack;
  }
}

export function runInThread<K extends TaskName>(task: K, input: TaskInputs[K]): Promise<TaskOutputs[K]> {
  return new Promise((resolve, reject) => {
    // execArgv []: the thread registers tsx itself (boot.mjs) instead of inheriting the parent's flags.
    const worker = new Worker(BOOT, { workerData: { entry: ENTRY, task, input }, execArgv: [] });
    let settled = false;
    worker.once('message', (reply: Reply) => {
      settled = true;
      if (reply.ok) resolve(reply.output as TaskOutputs[K]);
      else if (reply.error?.source) {
        // The message already names the line; rebuild the error without prefixing it twice.
        const error = new SourceError(reply.error.message);
        reject(error);
      } else
        reject(new EngineThreadError(reply.error?.message ?? 'unknown error', reply.error?.stack ?? null));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new EngineThreadError(`The engine thread stopped with code ${code}.`, null));
    });
  });
}
