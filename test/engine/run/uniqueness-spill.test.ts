/**
 * A uniqueness check whose values are written to disk past its bound (uniqueValuesInMemory) flags
 * the same rows with the same messages as one that holds them, in one thread or split, and leaves
 * no file of its own behind, after a run that succeeds or one that fails. A split run whose slices
 * run a few at a time (jobs of other workers) gives each slice the share of the slices run at
 * once, and writes out at the caller the values that would take the slices past the whole bound.
 */
import { watch } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTransformation } from '../../../src/engine/run/run-transformation.ts';
import type { TransformOptions } from '../../../src/engine/run-types.ts';
import { type SliceRunner, threadSliceRunner } from '../../../src/engine/split/slice-runner.ts';
import type { EngineTemplate } from '../../../src/engine/template.ts';
import { NOW, ordersMapping, ordersWithDatasetRules, sourceFile } from './fixtures.ts';

/** `email` and `order_id` unique, and a DUPLICATED condition on `email`. */
const template: EngineTemplate = {
  ...ordersWithDatasetRules,
  columns: ordersWithDatasetRules.columns.map((c) =>
    c.technical_name === 'order_id' ? { ...c, uniqueness: true } : c,
  ),
};

/** mulberry32: the same rows on every machine. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Rows whose e-mails and orders repeat near and far (across the slices of a split run), some
 * blank, some quoted over two lines, some wide characters.
 */
function randomRows(seed: number, count: number): string {
  const next = random(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const lines = ['order,email,qty,note'];
  for (let i = 1; i <= count; i++) {
    const r = next();
    const email =
      r < 0.05
        ? ''
        : r < 0.1
          ? ' '
          : r < 0.2
            ? `u${pick(count)}@x.io`
            : r < 0.22
              ? `zoë${pick(50)}@x.io`
              : `u${i}@x.io`;
    const order = next() < 0.03 ? `A${pick(i)}` : next() < 0.02 ? '' : `A${i}`;
    const note = next() < 0.05 ? `"two${'\n'}lines"` : '';
    lines.push(`${order},${email},${pick(120) + 1},${note}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A run into a fresh folder, watched for the folder of values written to disk. */
async function watchedRun(
  source: string,
  options: Omit<TransformOptions, 'outDir'> & { sliceRunner?: SliceRunner },
  outDir?: string,
) {
  const dir = outDir ?? path.join(path.dirname(source), `out-${Math.random().toString(36).slice(2)}`);
  await mkdir(dir, { recursive: true });
  let wroteValues = false;
  const watcher = watch(dir, (_, name) => {
    if (name?.startsWith('.unique-values-')) wroteValues = true;
  });
  try {
    const result = await runTransformation(source, template, {
      outDir: dir,
      now: NOW,
      mapping: ordersMapping,
      ...options,
    });
    const read = (file: string | null) => (file ? readFile(file, 'latin1') : Promise.resolve(null));
    return {
      result,
      target: await read(result.files.target),
      report: await read(result.files.error_report),
      invalid: await read(result.files.invalid_rows),
      normalized: await read(result.files.normalized_source),
      left: await readdir(dir),
      wroteValues: () => wroteValues,
    };
  } finally {
    // Events of the run's last moments are delivered before the watcher stops.
    await new Promise((resolve) => setTimeout(resolve, 50));
    watcher.close();
  }
}

describe('uniqueness with its values written to disk', () => {
  it('flags the same rows as with its values in memory, in one thread or split, on random files', async () => {
    for (const seed of [1, 2]) {
      const source = await sourceFile(randomRows(seed, 3000));
      const held = await watchedRun(source, { threads: 1 });
      expect(held.report).toContain('uniqueness');
      expect(held.wroteValues()).toBe(false);
      const runs = [
        await watchedRun(source, { threads: 1, uniqueValuesInMemory: 10_000 }),
        // No memory at all: each partition is read in as many rounds as it can be.
        await watchedRun(source, { threads: 1, uniqueValuesInMemory: 0 }),
        // About a thousand values held, then written out with the rest.
        await watchedRun(source, { threads: 1, uniqueValuesInMemory: 90_000 }),
        await watchedRun(source, { threads: 2, minSplitBytes: 1 }),
        // Each slice gets half of the bound.
        await watchedRun(source, { threads: 2, minSplitBytes: 1, uniqueValuesInMemory: 180_000 }),
        await watchedRun(source, { threads: 3, minSplitBytes: 1, uniqueValuesInMemory: 30_000 }),
      ];
      for (const run of runs) {
        expect(run.target).toBe(held.target);
        expect(run.report).toBe(held.report);
        expect(run.invalid).toBe(held.invalid);
        expect(run.normalized).toBe(held.normalized);
        expect(run.result.counters).toEqual(held.result.counters);
        expect(run.result.violations).toBe(held.result.violations);
        expect(run.left.filter((name) => name.startsWith('.'))).toEqual([]);
      }
      expect(runs.map((run) => run.result.threads)).toEqual([1, 1, 1, 2, 2, 3]);
      expect(runs.map((run) => run.wroteValues())).toEqual([true, true, true, false, true, true]);
    }
  }, 180_000);

  it('gives each slice the share of the slices run at once, and keeps the slices within the whole bound', async () => {
    const source = await sourceFile(randomRows(3, 4000));
    const held = await watchedRun(source, { threads: 1 });
    // One slice's e-mails (about 1,000) fit in the bound, the four slices' together do not.
    const bound = 100_000;
    const shares: number[] = [];
    const waits: boolean[] = [];
    const oneAtATime: SliceRunner = {
      observe(k, input) {
        shares.push(input.setup.spill.maxBytes);
        // As a worker of one engine thread runs it: the whole bound.
        const setup = { ...input.setup, spill: { ...input.setup.spill, maxBytes: input.setup.valuesBound } };
        return threadSliceRunner.observe(k, { ...input, setup });
      },
      judge: (k, input) => threadSliceRunner.judge(k, input),
      async callerWaits(wait) {
        waits.push(wait);
      },
    };
    const split = await watchedRun(source, {
      threads: 4,
      minSplitBytes: 1,
      slicesAtOnce: 1,
      uniqueValuesInMemory: bound,
      sliceRunner: oneAtATime,
    });
    expect(split.result.threads).toBe(4);
    expect(shares).toEqual([bound, bound, bound]);
    // The slices' values past the bound were written out by the caller: the search reads them from disk.
    expect(split.wroteValues()).toBe(true);
    expect(split.target).toBe(held.target);
    expect(split.report).toBe(held.report);
    expect(split.invalid).toBe(held.invalid);
    expect(split.normalized).toBe(held.normalized);
    expect(split.result.counters).toEqual(held.result.counters);
    expect(split.left.filter((name) => name.startsWith('.'))).toEqual([]);
    // The caller waits once its first slice is read, works to join, waits once its main pass is
    // done, and works again to join the outputs.
    expect(waits).toEqual([true, false, true, false]);
  }, 60_000);

  it('removes the values it wrote when the run fails', async () => {
    // A quote never closed at the end: the first pass has written its values when it fails.
    const source = await sourceFile(`${randomRows(4, 2000)}A0,"never closed,3,\n`);
    for (const threads of [1, 2]) {
      const outDir = path.join(path.dirname(source), `failing-${threads}`);
      await mkdir(outDir);
      let wroteValues = false;
      const watcher = watch(outDir, (_, name) => {
        if (name?.startsWith('.unique-values-')) wroteValues = true;
      });
      await expect(
        runTransformation(source, template, {
          outDir,
          now: NOW,
          mapping: ordersMapping,
          threads,
          minSplitBytes: 1,
          uniqueValuesInMemory: 0,
        }),
      ).rejects.toThrow(/quote/i);
      await new Promise((resolve) => setTimeout(resolve, 50));
      watcher.close();
      expect(wroteValues).toBe(true);
      expect((await readdir(outDir)).filter((name) => name.startsWith('.unique-values-'))).toEqual([]);
    }
  }, 60_000);
});
