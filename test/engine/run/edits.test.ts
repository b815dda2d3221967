/** Cells a sender edited, applied by a run: in the checks, the counters, the dataset rules, never in the normalized source. */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { CellEdits } from '../../../src/engine/judge/cell-edits.ts';
import type { EngineTemplate, Mapping } from '../../../src/engine/template.ts';
import { ORDERS_CSV, orders, ordersMapping, ordersWithDatasetRules, runOn, sourceFile } from './fixtures.ts';

const edits = (entries: [number, Record<string, string>][]): CellEdits =>
  new Map(entries.map(([row, cells]) => [row, new Map(Object.entries(cells))]));

const lines = (file: Buffer | null) => file!.toString().split('\n');
/** Target rows as cells; index 0 is the header, so row n is at index n. */
const rows = (file: Buffer | null) => parse(file!, { relax_column_count: true }) as string[][];

describe('a run with edits', () => {
  it('no longer reports a fixed cell, in the report, the counters and the target', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const before = await runOn(source, orders, { mapping: ordersMapping });
    const after = await runOn(source, orders, {
      mapping: ordersMapping,
      edits: edits([[2, { email: 'bee@x.io' }]]),
    });
    expect(lines(before.report)).toContain(
      '2,email,bad-email,type,"""bad-email"" is not a valid e-mail address",3',
    );
    expect(lines(after.report).filter((l) => l.startsWith('2,'))).toEqual([]);
    expect(after.result.counters.rows_in_error).toBe(before.result.counters.rows_in_error - 1);
    expect(after.result.violations).toBe(before.result.violations - 1);
    expect(rows(after.target)[2]).toEqual(['A2', 'bee@x.io', '7', '', 'FR', 'A2 bad-email']);
  });

  it('reports a good cell the edit broke', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const { result, report } = await runOn(source, orders, {
      mapping: ordersMapping,
      edits: edits([[7, { qty: 'seven' }]]),
    });
    expect(lines(report)).toContain('7,qty,seven,type,"""seven"" is not a valid number",10');
    expect(result.counters.rows_in_error).toBe(8);
  });

  it('keeps the normalized source and the row numbers of the file, blank lines included', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const plain = await runOn(source, orders, { mapping: ordersMapping });
    // Row 5 comes after a blank line: it keeps number 5.
    const edited = await runOn(source, orders, {
      mapping: ordersMapping,
      edits: edits([[5, { order_id: 'Z5' }]]),
    });
    expect(edited.normalized).toEqual(plain.normalized);
    expect(rows(edited.target)[5]).toEqual(['Z5', 'eve@x.io', '5', 'ok', 'FR', 'A5 eve@x.io']);
    expect(edited.result.counters).toEqual(plain.result.counters);
  });

  it('lets dataset rules see edited values: a fixed duplicate frees both rows', async () => {
    const source = await sourceFile(`${ORDERS_CSV}A99,ada@x.io,3,\n`);
    const plain = await runOn(source, ordersWithDatasetRules, { mapping: ordersMapping });
    expect(
      lines(plain.report)
        .filter((l) => l.includes('uniqueness'))
        .map((l) => l.split(',')[0]),
    ).toEqual(['1', '26']);
    const fixed = await runOn(source, ordersWithDatasetRules, {
      mapping: ordersMapping,
      edits: edits([[26, { email: 'zed@x.io' }]]),
    });
    expect(lines(fixed.report).filter((l) => l.includes('uniqueness') || l.startsWith('26,'))).toEqual([]);
  });

  it('makes a duplicate out of an edited value', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const { report } = await runOn(source, ordersWithDatasetRules, {
      mapping: ordersMapping,
      edits: edits([[7, { email: 'ada@x.io' }]]),
    });
    expect(
      lines(report)
        .filter((l) => l.includes('uniqueness'))
        .map((l) => l.split(',')[0]),
    ).toEqual(['1', '7']);
    // The DUPLICATED condition counts edited values too: row 7 now needs a note.
    expect(lines(report)).toContain(
      '7,note,,conditional,This value is required when the conditions of the column hold.,10',
    );
  });

  it('writes an edited VALUE or COLUMN cell as the sender typed it, then checks it', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const { target, report } = await runOn(source, orders, {
      mapping: ordersMapping,
      edits: edits([
        [1, { country: 'be' }],
        [6, { label: 'A6 short' }],
      ]),
    });
    expect(rows(target)[1]).toEqual(['A1', 'ada@x.io', '3', 'Zoë, "fine" €', 'be', 'A1 ada@x.io']);
    expect(rows(target)[6]).toEqual(['A6', 'a-rather-long-name@x.io', '200', '', 'FR', 'A6 short']);
    expect(lines(report)).toContain('1,country,be,is_upper,The value must be in upper case,2');
    expect(lines(report).filter((l) => l.startsWith('6,label'))).toEqual([]);
  });

  it('takes an edited cell as it is, without the value map of its column', async () => {
    const template: EngineTemplate = { columns: [orders.columns[0]!] };
    const mapping: Mapping = {
      columns: [
        { column_id: 'c-order', technical_name: 'order_id', source: 'order', value_map: { A: 'Ada' } },
      ],
    };
    const { target } = await runOn(await sourceFile('order\nA\nA\n'), template, {
      mapping,
      edits: edits([[2, { order_id: 'A' }]]),
    });
    expect(lines(target)).toEqual(['order_id', 'Ada', 'A', '']);
  });

  it('ignores an edit of a column the template does not have', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const plain = await runOn(source, orders, { mapping: ordersMapping });
    const edited = await runOn(source, orders, {
      mapping: ordersMapping,
      edits: edits([[1, { colour: 'red' }]]),
    });
    expect(edited.target).toEqual(plain.target);
    expect(edited.report).toEqual(plain.report);
  });
});
