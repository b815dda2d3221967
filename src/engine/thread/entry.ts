/** Runs one task in a worker thread and posts its result, or its error as plain data. */
import { parentPort, workerData } from 'node:worker_threads';
import { SourceError } from '../read/source-error.ts';
import { TASKS, type TaskName } from './tasks.ts';

const { task, input } = workerData as { task: TaskName; input: never };

try {
  const output = await TASKS[task](input);
  parentPort!.postMessage({ ok: true, output });
} catch (error) {
  const err = error as Error;
  parentPort!.postMessage({
    ok: false,
    error: {
      source: error instanceof SourceError,
      message: err?.message ?? String(error),
      line: error instanceof SourceError ? error.line : null,
      stack: err?.stack ?? null,
    },
  });
}
