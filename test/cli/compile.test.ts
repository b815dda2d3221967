/** The compiled copy bin/ferry.js runs: built once, reused, built again when a source changes. */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile, entryUrl } from '../../bin/compile.js';

const run = promisify(execFile);
let root: string;
const entryPoints = { main: 'main.ts', worker: 'worker.ts' };
const cacheDir = () => path.join(root, 'cache');

async function output(dir: string, name: string): Promise<string> {
  const { stdout } = await run('node', [new URL(entryUrl(dir, name)).pathname]);
  return stdout;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ferry-compile-'));
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ type: 'module', dependencies: {} }));
  await writeFile(path.join(root, 'greeting.ts'), "export const greeting: string = 'hello';\n");
  await writeFile(
    path.join(root, 'main.ts'),
    "import { greeting } from './greeting.ts';\nconsole.log(greeting + ' from main');\n",
  );
  await writeFile(
    path.join(root, 'worker.ts'),
    "import { greeting } from './greeting.ts';\nconsole.log(greeting + ' from worker');\n",
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('compile', () => {
  it('compiles each entry point once and reuses the copy while its sources are unchanged', async () => {
    const first = await compile(root, { entryPoints, cacheDir: cacheDir() });
    expect(first.compiled).toBe(true);
    expect(await output(first.dir, 'main')).toBe('hello from main\n');
    expect(await output(first.dir, 'worker')).toBe('hello from worker\n');

    const again = await compile(root, { entryPoints, cacheDir: cacheDir() });
    expect(again).toEqual({ dir: first.dir, compiled: false });
  });

  it('compiles again when a file it was compiled from changes, and keeps the replaced copy for now', async () => {
    const before = await compile(root, { entryPoints, cacheDir: cacheDir() });
    await writeFile(path.join(root, 'greeting.ts'), "export const greeting: string = 'bonjour';\n");
    const after = await compile(root, { entryPoints, cacheDir: cacheDir() });
    expect(after.compiled).toBe(true);
    expect(after.dir).not.toBe(before.dir);
    expect(await output(after.dir, 'main')).toBe('bonjour from main\n');
    // A run started from the replaced copy may still load its chunks.
    expect(await output(before.dir, 'main')).toBe('hello from main\n');

    // Same size, other modification time: still a change.
    await writeFile(path.join(root, 'greeting.ts'), "export const greeting: string = 'bonsoir';\n");
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(root, 'greeting.ts'), later, later);
    const third = await compile(root, { entryPoints, cacheDir: cacheDir() });
    expect(third.compiled).toBe(true);
    expect(await output(third.dir, 'worker')).toBe('bonsoir from worker\n');
  });

  it('removes copies replaced more than an hour ago that no running process uses', async () => {
    const current = await compile(root, { entryPoints, cacheDir: cacheDir() });
    const replaced = (await readdir(cacheDir()))
      .filter((name) => name.startsWith('build-') && !current.dir.endsWith(name))
      .map((name) => path.join(cacheDir(), name));
    expect(replaced.length).toBeGreaterThanOrEqual(2);
    const [unused, used] = replaced as [string, string];
    // Every copy was used by this process; `unused` only by one that has ended since.
    const ended = await run('node', ['-e', 'console.log(process.pid)']);
    await rm(path.join(unused, 'users'), { recursive: true });
    await mkdir(path.join(unused, 'users'));
    await writeFile(path.join(unused, 'users', ended.stdout.trim()), '');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const dir of [unused, used]) await utimes(dir, twoHoursAgo, twoHoursAgo);

    await writeFile(path.join(root, 'greeting.ts'), "export const greeting: string = 'salut';\n");
    await compile(root, { entryPoints, cacheDir: cacheDir() });
    await expect(stat(unused)).rejects.toThrow(/ENOENT/);
    expect(await output(used, 'main')).toMatch(/from main/);
  });

  it('fails with the compiler message on a broken source and keeps the current copy', async () => {
    const current = await compile(root, { entryPoints, cacheDir: cacheDir() });
    const record = await readFile(path.join(cacheDir(), 'current.json'), 'utf8');
    await writeFile(path.join(root, 'greeting.ts'), 'export const greeting: string = ;\n');
    await expect(compile(root, { entryPoints, cacheDir: cacheDir() })).rejects.toThrow(/greeting\.ts/);
    expect(await readFile(path.join(cacheDir(), 'current.json'), 'utf8')).toBe(record);
    expect(await output(current.dir, 'main')).toMatch(/from main/);
  });
});
