/**
 * A row with more values than the header names (`1,Anna,7,25` under `id,name,price`, a decimal
 * comma left unquoted) is never cut silently: its cells with no column are one `extra_cells`
 * violation of the row, in the error report, the invalid rows, the counters and the review store,
 * in one thread as across slices, until the sender edits the row.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readReviewRows, reviseRows } from '../../../src/engine/review/read-rows.ts';
import type { Mapping } from '../../../src/engine/template.ts';
import { NOW, orders, runOn, sourceFile } from './fixtures.ts';

/** The orders template without a note in the file. */
const mapping: Mapping = {
  columns: [
    { column_id: 'c-order', technical_name: 'order_id', source: 'order' },
    { column_id: 'c-email', technical_name: 'email', source: 'email' },
    { column_id: 'c-qty', technical_name: 'qty', source: 'qty' },
    { column_id: 'c-note', technical_name: 'note', source: null },
    { column_id: 'c-country', technical_name: 'country', source: null },
    { column_id: 'c-label', technical_name: 'label', source: null },
  ],
};

const lines = (file: Buffer | null) => file!.toString().trimEnd().split('\n');
const DECIMAL_COMMA =
  '1,,25,extra_cells,"Row 1 has 4 values where the header names 3 columns: ""25"" has no column (a decimal comma in an unquoted field?).",2';

/** `count` good rows, with the row at `ragged` given one value too many. */
function file(count: number, ragged: number, extra = '25'): string {
  const rows = ['order,email,qty'];
  for (let i = 1; i <= count; i++) rows.push(`A${i},u${i}@x.io,${i === ragged ? `7,${extra}` : '7'}`);
  return `${rows.join('\n')}\n`;
}

describe('a row with more values than the header names', () => {
  it('is reported on the row when it widened the header, and kept in error', async () => {
    const source = await sourceFile(file(3, 1));
    const { result, report, invalid } = await runOn(source, orders, { mapping, threads: 1 });
    expect(result.source.headers).toEqual(['order', 'email', 'qty', 'column_4']);
    expect(lines(report)).toEqual(['row,column,value,rule,message,line', DECIMAL_COMMA]);
    expect(result.counters.rows_in_error).toBe(1);
    expect(result.violations).toBe(1);
    expect(lines(invalid)).toEqual(['order_id,email,qty,note,country,label', 'A1,u1@x.io,7,,FR,A1 u1@x.io']);
  });

  it('is reported past the rows that set the header width, in one thread and across slices alike', async () => {
    const source = await sourceFile(file(1200, 900, 'x'));
    const options = { mapping, review: true, minSplitBytes: 1 };
    const one = await runOn(source, orders, { ...options, threads: 1 });
    const split = await runOn(source, orders, { ...options, threads: 2 });
    expect(split.result.threads).toBe(2);
    expect(one.result.source.headers).toEqual(['order', 'email', 'qty']);
    const reported =
      '900,,x,extra_cells,"Row 900 has 4 values where the header names 3 columns: ""x"" has no column.",901';
    expect(lines(one.report)).toEqual(['row,column,value,rule,message,line', reported]);
    expect(split.report!.toString()).toBe(one.report!.toString());
    expect(split.invalid!.toString()).toBe(one.invalid!.toString());
    expect(split.result.counters.rows_in_error).toBe(1);
    // The normalized source keeps the cell the target has no place for.
    expect(lines(one.normalized)[900]).toBe('A900,u900@x.io,7,x');
  });

  it('names every cell with no column, blank ones left out', async () => {
    const source = await sourceFile('order,email,qty\nA1,a@x.io,7,,b,"c d"\nA2,b@x.io,8\n');
    const { report } = await runOn(source, orders, { mapping, threads: 1 });
    expect(lines(report)[1]).toBe(
      '1,,"b,c d",extra_cells,"Row 1 has 6 values where the header names 3 columns: ""b"" and ""c d"" have no column.",2',
    );
  });

  it('is not reported where the mapping takes the column the header did not name', async () => {
    const source = await sourceFile(file(3, 2));
    const named = {
      columns: mapping.columns.map((c) => (c.technical_name === 'note' ? { ...c, source: 'column_4' } : c)),
    };
    const { result, target } = await runOn(source, orders, { mapping: named, threads: 1 });
    expect(result.counters.rows_in_error).toBe(0);
    expect((parse(target!) as string[][])[2]![3]).toBe('25');
  });

  it('leaves alone a column the header left blank, and files whose rows fit the header', async () => {
    const source = await sourceFile('order,email,,qty\nA1,a@x.io,x,7\nA2,b@x.io,,8,\n');
    const { result } = await runOn(source, orders, { mapping, threads: 1 });
    expect(result.source.headers).toEqual(['order', 'email', 'column_3', 'qty']);
    expect(result.counters.rows_in_error).toBe(0);
  });

  it('reaches the review store, and no longer counts once the sender edits the row', async () => {
    const source = await sourceFile(file(3, 1));
    const { result } = await runOn(source, orders, { mapping, review: true, threads: 1 });
    const files = { normalized: result.files.normalized_source!, ...result.files.review! };
    const [stored] = await readReviewRows(files, orders, mapping, [1], { now: NOW });
    const violation = {
      column: '',
      rule: 'extra_cells',
      message:
        'Row 1 has 4 values where the header names 3 columns: "25" has no column (a decimal comma in an unquoted field?).',
    };
    expect(stored!.violations).toEqual([violation]);
    // Sent back untouched, the row reads as the run judged it.
    const [untouched] = await reviseRows(files, orders, mapping, [{ row: 1, data: {} }], { now: NOW });
    expect(untouched!.violations).toEqual([violation]);
    const kept = await reviseRows(files, orders, mapping, [{ row: 1, data: { qty: '7' } }], { now: NOW });
    expect(kept[0]!.violations).toEqual([]);
    // The run at submission applies the same edit the same way.
    const edits = new Map([[1, new Map([['qty', '7']])]]);
    const submitted = await runOn(source, orders, { mapping, edits, threads: 1 });
    expect(submitted.result.counters.rows_in_error).toBe(0);
  });
});
