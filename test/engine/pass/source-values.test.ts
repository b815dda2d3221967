/**
 * A source column's distinct values (src/engine/pass/source-values.ts) and the bounded tally
 * under it: exact counts while the values fit, the most frequent kept with bounded counts past
 * that, whatever the order of the file; proposals made by the column type after the value map.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSourceValues } from '../../../src/engine/pass/source-values.ts';
import { ValueTally } from '../../../src/engine/pass/value-tally.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ferry-source-values-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const STATUS = {
  column_id: '00000000-0000-4000-8000-000000000001',
  technical_name: 'status',
  pretty_name: 'Status',
  type: {
    type: 'CHOICE',
    choice_data_type: { choices: [{ value: 'open', synonyms: ['ouvert'] }, { value: 'closed' }] },
  },
};

describe('ValueTally', () => {
  it('counts exactly while the values fit', () => {
    const tally = new ValueTally(10, 1000);
    for (const v of ['a', 'b', 'a', 'c', 'a', 'b']) tally.add(v);
    expect(tally.top(2)).toEqual([
      { value: 'a', count: 3, overcount: 0 },
      { value: 'b', count: 2, overcount: 0 },
    ]);
    expect(tally).toMatchObject({ size: 3, cells: 6, evicted: false });
  });

  it('keeps a frequent value that first appears after thousands of unique ones, with a bounded count', () => {
    const tally = new ValueTally(50, 1_000_000);
    const truth = new Map<string, number>();
    const add = (v: string) => {
      tally.add(v);
      truth.set(v, (truth.get(v) ?? 0) + 1);
    };
    for (let i = 0; i < 5000; i++) add(`unique-${i}`);
    for (let i = 0; i < 3000; i++) {
      add(i % 3 === 0 ? 'late' : `tail-${i}`);
      if (i % 5 === 0) add('steady');
    }
    expect(tally.size).toBeLessThanOrEqual(50);
    expect(tally.evicted).toBe(true);
    const top = tally.top(2);
    expect(top.map((v) => v.value)).toEqual(['late', 'steady']);
    for (const { value, count, overcount } of top) {
      expect(count).toBeLessThanOrEqual(truth.get(value)!);
      expect(count + overcount).toBeGreaterThanOrEqual(truth.get(value)!);
    }
    expect(tally.cells).toBe(5000 + 3000 + 600);
  });

  it('lists a column of unique values past its limits once each, not with inherited counts', () => {
    const tally = new ValueTally(100, 1_000_000);
    for (let i = 0; i < 10_000; i++) tally.add(`id-${i}`);
    expect(tally.top(1000).every((v) => v.count === 1)).toBe(true);
    expect(tally.top(1000)).toHaveLength(100);
  });

  it('holds at most its characters, and never a value longer than all of them', () => {
    const tally = new ValueTally(1000, 20);
    for (const v of ['aaaaaaaaaa', 'bbbbbbbbbb', 'aaaaaaaaaa', 'cccccccccc', 'x'.repeat(21)]) tally.add(v);
    expect(tally.top(10).map((v) => v.value)).toEqual(['aaaaaaaaaa', 'cccccccccc']);
    expect(tally).toMatchObject({ cells: 5, evicted: true });
  });
});

describe('readSourceValues', () => {
  it('reads the whole file, leaves blanks out and proposes what the column type and the value map make', async () => {
    const file = path.join(dir, 'orders.csv');
    const lines = ['Ref;Status'];
    for (let i = 0; i < 20_000; i++) {
      const status = ['open', 'OUVERT', 'Closed', ' ', `other-${i}`][i % 5]!;
      lines.push(`R${i};${status}`);
    }
    await writeFile(file, `${lines.join('\n')}\n`, 'latin1');
    let progress = 0;
    const read = await readSourceValues(
      {
        sourcePath: file,
        options: { delimiter: ';', encoding: 'latin1' },
        source: 'Status',
        column: STATUS,
        valueMap: { Closed: 'open', 'other-4': 'nope' },
        limits: { listed: 4, tracked: 500, chars: 100_000 },
      },
      (rows) => {
        progress = rows;
      },
    );
    expect(progress).toBe(20_000);
    expect(read).toMatchObject({ cells: 16_000, exact: false, truncated: true });
    expect(read.distinct).toBeLessThanOrEqual(500);
    expect(read.values.slice(0, 3)).toEqual([
      { value: 'Closed', count: 4000, overcount: 0, proposed: 'open', mapped: 'open', message: null },
      { value: 'OUVERT', count: 4000, overcount: 0, proposed: 'open', mapped: null, message: null },
      { value: 'open', count: 4000, overcount: 0, proposed: 'open', mapped: null, message: null },
    ]);
  });

  it('counts exactly below the limits and marks values in error with the run’s message', async () => {
    const file = path.join(dir, 'small.csv');
    await writeFile(file, 'Status\nopen\nother-4\nother-4\n\nclosed\n');
    const read = await readSourceValues({
      sourcePath: file,
      options: {},
      source: 'Status',
      column: STATUS,
      valueMap: { 'other-4': 'nope' },
    });
    expect(read).toMatchObject({ distinct: 3, cells: 4, exact: true, truncated: false });
    expect(read.values[0]).toMatchObject({
      value: 'other-4',
      count: 2,
      proposed: null,
      mapped: 'nope',
      message: expect.stringContaining('"nope" is not one of the allowed choices'),
    });
    await expect(
      readSourceValues({ sourcePath: file, options: {}, source: 'Nope', column: STATUS, valueMap: null }),
    ).rejects.toThrow('no column "Nope"');
  });
});
