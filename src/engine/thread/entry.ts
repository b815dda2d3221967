/** An engine thread: runs the tasks it is sent, one at a time, and posts each result or error as plain data. */
import { parentPort } from 'node:worker_threads';
import { SourceError } from '../read/source-error.ts';
import { TASKS, type TaskName } from './tasks.ts';

parentPort!.on('message', async ({ id, task, input }: { id: number; task: TaskName; input: never }) => {
  try {
    const output = await TASKS[task](input);
    parentPort!.postMessage({ id, ok: true, output });
  } catch (error) {
    const err = error as Error;
    parentPort!.postMessage({
      id,
      ok: false,
      error: {
        source: error instanceof SourceError,
        message: err?.message ?? String(error),
        stack: err?.stack ?? null,
      },
    });
  }
});
