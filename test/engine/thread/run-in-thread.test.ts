/** Engine tasks in worker threads: results and file problems come back as if run in place. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { runInThread } from '../../../src/engine/tasks/run-task.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-thread-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('runInThread', () => {
  it('scans a file in a thread and returns what it counted', async () => {
    const source = path.join(dir, 'in.csv');
    await writeFile(source, 'a;b\n\n1;"x;y"\n2;z\n');
    const result = await runInThread('scan', { sourcePath: source, options: {} });
    expect(result).toEqual({ rows: 2, rowsIgnored: 1, headers: ['a', 'b'], threads: 1 });
  });

  it('gives back a problem with the file as a SourceError with its message', async () => {
    const source = path.join(dir, 'empty.csv');
    await writeFile(source, '');
    const running = runInThread('scan', { sourcePath: source, options: {} });
    await expect(running).rejects.toBeInstanceOf(SourceError);
    await expect(running).rejects.toThrow('The file is empty.');
  });

  it('runs tasks at the same time, each with its own result', async () => {
    const files = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const file = path.join(dir, `many-${n}.csv`);
        await writeFile(file, `h\n${'v\n'.repeat(n)}`);
        return file;
      }),
    );
    const results = await Promise.all(
      files.map((file) => runInThread('scan', { sourcePath: file, options: {} })),
    );
    expect(results.map((r) => r.rows)).toEqual([1, 2, 3]);
  });
});
