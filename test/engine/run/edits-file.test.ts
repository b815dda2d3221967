/** Edits read from a file in row order give the run the same outputs as the same edits held in a map. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CellEdits } from '../../../src/engine/judge/cell-edits.ts';
import { EditsFile } from '../../../src/engine/judge/edits-file.ts';
import { ORDERS_CSV, ordersMapping, ordersWithDatasetRules, runOn, sourceFile } from './fixtures.ts';

const EDITED: [number, Record<string, string>][] = [
  [2, { email: 'bee@x.io' }],
  [5, { order_id: 'Z5', gone: 'a column the template lacks' }],
  [7, { email: 'ada@x.io', qty: 'seven' }],
  [26, { email: 'zed@x.io' }],
];

async function editsFileOf(entries: [number, Record<string, string>][]): Promise<string> {
  const file = path.join(path.dirname(await sourceFile('')), 'edits.jsonl');
  await writeFile(file, entries.map(([row, cells]) => `${JSON.stringify([row, cells, false])}\n`).join(''));
  return file;
}

describe('a run reading its edits from a file', () => {
  it('writes the same target, report and counters as with the edits held in a map', async () => {
    const source = await sourceFile(`${ORDERS_CSV}A99,ada@x.io,3,\n`);
    const held: CellEdits = new Map(EDITED.map(([row, cells]) => [row, new Map(Object.entries(cells))]));
    const inMap = await runOn(source, ordersWithDatasetRules, { mapping: ordersMapping, edits: held });
    const inFile = await runOn(source, ordersWithDatasetRules, {
      mapping: ordersMapping,
      editsPath: await editsFileOf(EDITED),
    });
    expect(inFile.target?.toString()).toBe(inMap.target?.toString());
    expect(inFile.report?.toString()).toBe(inMap.report?.toString());
    expect(inFile.result.counters).toEqual(inMap.result.counters);
    // The dataset rules' first pass saw the edits too: row 7 now repeats row 1's e-mail.
    expect(inFile.report?.toString()).toContain('7,email,ada@x.io,uniqueness');
  });
});

describe('EditsFile', () => {
  it('answers rows asked in order, starts over for an earlier row, and ignores unknown columns', async () => {
    const file = new EditsFile(await editsFileOf(EDITED), ['order_id', 'email', 'qty']);
    expect(file.get(1)).toBeUndefined();
    expect(file.get(2)).toEqual([undefined, 'bee@x.io', undefined]);
    expect(file.get(5)).toEqual(['Z5', undefined, undefined]);
    expect(file.get(7)).toEqual([undefined, 'ada@x.io', 'seven']);
    expect(file.get(30)).toBeUndefined();
    // A second pass over the file.
    expect(file.get(2)).toEqual([undefined, 'bee@x.io', undefined]);
    expect(file.get(26)).toEqual([undefined, 'zed@x.io', undefined]);
    file.close();
  });

  it('reads lines longer than its chunk, with characters cut at a chunk boundary', async () => {
    const long = `${'é'.repeat(700_000)}x`;
    const file = new EditsFile(
      await editsFileOf([
        [1, { email: long }],
        [3, { email: 'ü' }],
      ]),
      ['email'],
    );
    expect(file.get(1)).toEqual([long]);
    expect(file.get(2)).toBeUndefined();
    expect(file.get(3)).toEqual(['ü']);
    file.close();
  });
});
