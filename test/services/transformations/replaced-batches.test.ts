/**
 * The changed rows of a replace split into parts come in several files; they are stored in the
 * same batches as from one file holding all their lines (src/services/transformations/replaced-batches.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { replacedBatches } from '../../../src/services/transformations/replaced-batches.ts';

const line = (row: number) => JSON.stringify({ row, cells: {}, edited: {} });

async function batchesOf(files: string[], size: number): Promise<number[][]> {
  const batches: number[][] = [];
  for await (const batch of replacedBatches(files, size)) batches.push(batch.map((r) => r.row));
  return batches;
}

describe('replacedBatches', () => {
  it('batches the rows of several files in order, across their ends, as one file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'replaced-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    const whole = path.join(dir, 'whole.jsonl');
    await writeFile(whole, rows.map((r) => `${line(r)}\n`).join(''));
    // Parts of 7, 0, 9 and 7 rows, the empty one as a part that changed nothing.
    const cuts = [0, 7, 7, 16, 23];
    const parts: string[] = [];
    for (let k = 0; k + 1 < cuts.length; k++) {
      const file = path.join(dir, `part-${k}.jsonl`);
      await writeFile(
        file,
        rows
          .slice(cuts[k], cuts[k + 1])
          .map((r) => `${line(r)}\n`)
          .join(''),
      );
      parts.push(file);
    }
    const expected = await batchesOf([whole], 5);
    expect(expected.map((b) => b.length)).toEqual([5, 5, 5, 5, 3]);
    expect(await batchesOf(parts, 5)).toEqual(expected);
  });
});
