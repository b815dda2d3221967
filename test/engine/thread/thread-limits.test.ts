/**
 * Limits of an engine thread: a task that outlives its time budget, or needs more memory than a
 * thread may take, ends with a readable EngineLimitExceeded; the thread is dropped, the process
 * goes on, and the next task runs in a fresh thread.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInThread } from '../../../src/engine/tasks/run-task.ts';
import { EngineLimitExceeded } from '../../../src/engine/thread/engine-limit.ts';
import { configureEngineThreads } from '../../../src/engine/thread/named-tasks.ts';

let dir: string;
let small: string;

/** Writes `rows` lines through a stream, so that the test itself does not hold the file in memory. */
async function writeRows(file: string, rows: number, line: (i: number) => string): Promise<void> {
  const out = createWriteStream(file);
  for (let i = 0; i < rows; i++) {
    if (!out.write(line(i))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-thread-limits-'));
  small = path.join(dir, 'small.csv');
  await writeFile(small, 'a;b\n1;2\n3;4\n');
});
afterAll(async () => {
  configureEngineThreads({ memoryMb: null, taskTimeoutMs: null });
  await rm(dir, { recursive: true, force: true });
});

describe('an engine task over its time budget', () => {
  it('is stopped with the budget in its message, and the next task runs', async () => {
    const large = path.join(dir, 'large.csv');
    await writeRows(large, 300_000, (i) =>
      i === 0 ? 'id,name,city\n' : `${i},Person ${i},City ${i % 97}\n`,
    );
    const running = runInThread('scan', { sourcePath: large, options: {} }, { timeoutMs: 1 });
    await expect(running).rejects.toBeInstanceOf(EngineLimitExceeded);
    await expect(running).rejects.toThrow(/^Processing stopped after 0\.001 seconds, the limit for one step/);

    const next = await runInThread('scan', { sourcePath: small, options: {} }, { timeoutMs: 60_000 });
    expect(next.rows).toBe(2);
  });

  it('takes the configured budget when the caller gives none', async () => {
    const large = path.join(dir, 'large-default.csv');
    await writeRows(large, 300_000, (i) => (i === 0 ? 'id,name\n' : `${i},Person ${i}\n`));
    configureEngineThreads({ memoryMb: null, taskTimeoutMs: 1 });
    try {
      await expect(runInThread('scan', { sourcePath: large, options: {} })).rejects.toThrow(
        'the limit for one step',
      );
    } finally {
      configureEngineThreads({ memoryMb: null, taskTimeoutMs: null });
    }
    expect((await runInThread('scan', { sourcePath: small, options: {} })).rows).toBe(2);
  });
});

describe('an engine task that needs more memory than a thread may take', () => {
  it('ends with a readable error instead of taking the process down, and the next task runs', async () => {
    // Every sampled row holds a cell of 256 KB: 500 rows of samples need some 128 MB.
    const wide = path.join(dir, 'wide.csv');
    const cell = 'x'.repeat(256 * 1024);
    await writeRows(wide, 500, (i) => (i === 0 ? 'id,text\n' : `${i},${cell}${i}\n`));
    configureEngineThreads({ memoryMb: 64, taskTimeoutMs: null });
    try {
      // Under the same limit a small file goes through: the limit is reached by the data, not the engine.
      expect((await runInThread('scan', { sourcePath: small, options: {} })).rows).toBe(2);
      const template = { columns: [], format: { type: 'CSV' } } as never;
      const running = runInThread('match', { sourcePath: wide, options: {}, template, learned: [] });
      await expect(running).rejects.toBeInstanceOf(EngineLimitExceeded);
      await expect(running).rejects.toThrow('needed more than 64 MB of memory, the limit for one step');
    } finally {
      configureEngineThreads({ memoryMb: null, taskTimeoutMs: null });
    }
    expect((await runInThread('scan', { sourcePath: small, options: {} })).rows).toBe(2);
  });
});
