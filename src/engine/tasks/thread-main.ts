/** An engine thread: runs the tasks it is sent, one at a time, and posts each result or error as plain data. */
import { parentPort, workerData } from 'node:worker_threads';
import { type CallAnswer, callerOf, settleCall } from '../thread/caller-calls.ts';
import { configureEngineThreads, keepEngineThreadsWarm } from '../thread/named-tasks.ts';
import { saidErrorData } from '../thread/said-errors.ts';
import type { ThreadData } from '../thread/thread-pool.ts';
import { TASKS, type TaskName, TRANSFERS } from './task-table.ts';

// A thread the server keeps ready keeps the threads of its split runs ready too: loading the
// engine in a new thread takes the better part of a second, paid again by every stage otherwise.
const data = workerData as Partial<ThreadData> | null;
// The threads of a split run live under the same memory limit; their time is bounded by this one's.
configureEngineThreads({ taskTimeoutMs: null, memoryMb: data?.memoryMb ?? null });
const nested = data?.nested ?? 0;
if (nested > 0) keepEngineThreadsWarm(nested);

type Message = { id: number; task: TaskName; input: never } | CallAnswer;

parentPort!.on('message', async (message: Message) => {
  // The caller's answer to a call of a task under way (../thread/caller-calls.ts).
  if ('answer' in message) return settleCall(message);
  const { id, task, input } = message;
  try {
    // Progress is posted as it comes; the caller keeps the latest (runInThread's `onProgress`).
    const report = (done: number) => parentPort!.postMessage({ id, progress: done });
    const output = await TASKS[task](input, report, callerOf(id));
    const transfer = (TRANSFERS[task] as ((o: unknown) => ArrayBuffer[]) | undefined)?.(output) ?? [];
    parentPort!.postMessage({ id, ok: true, output }, transfer);
  } catch (error) {
    parentPort!.postMessage({
      id,
      ok: false,
      error: { ...saidErrorData(error), stack: (error as Error | undefined)?.stack ?? null },
    });
  }
});
