/**
 * Scratch folders of steps: removed when the step ends, even in failure; those a killed process
 * left behind are removed when a worker starts, and only those.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineTag } from '../../src/services/stages/step-owner.ts';
import { removeOrphanedScratch, withScratch } from '../../src/services/transformations/scratch.ts';

let root: string;

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A scratch folder named as process `pid` of machine `tag` would name it, with a file in it. */
async function folder(pid: number, tag = machineTag()): Promise<string> {
  const dir = path.join(root, `ferry-step-${pid}.${tag}-abc123`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'source'), 'x'.repeat(1024));
  return dir;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ferry-scratch-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('scratch folders', () => {
  it('are named after their process and removed when the step ends, in failure too', async () => {
    let seen = '';
    await expect(
      withScratch(async (dir) => {
        seen = dir;
        expect(path.basename(dir)).toMatch(new RegExp(`^ferry-step-${process.pid}\\.${machineTag()}-`));
        await writeFile(path.join(dir, 'out'), 'partial');
        throw new Error('the step failed');
      }, root),
    ).rejects.toThrow('the step failed');
    expect(existsSync(seen)).toBe(false);
  });

  it('left by a process of this machine that is gone are removed at start; others stay', async () => {
    const orphaned = await folder(await deadPid());
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const live = await folder(sleeper.pid!);
      const ours = await folder(process.pid);
      const elsewhere = await folder(await deadPid(), 'ffffffff');
      const unnamed = path.join(root, 'ferry-step-Xy12ab');
      await mkdir(unnamed);

      expect(await removeOrphanedScratch([root, path.join(root, 'missing')])).toEqual([orphaned]);
      expect((await readdir(root)).sort()).toEqual(
        [live, ours, elsewhere, unnamed].map((dir) => path.basename(dir)).sort(),
      );
    } finally {
      sleeper.kill('SIGKILL');
    }
  });
});
