/**
 * Find and replace over a review store, and the rows in error per column: a replaced row reads as
 * a full run with the same edits reads it, counts agree with the run's error report, and a task
 * in a thread reports how far it is.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CellEdits } from '../../../src/engine/judge/cell-edits.ts';
import { countErrorsByColumn, pageOfErrorsOn } from '../../../src/engine/review/errors-by-column.ts';
import { replaceInStore } from '../../../src/engine/review/replace-cells.ts';
import { cellReplacer } from '../../../src/engine/review/replace-rule.ts';
import type { ReplacedRow } from '../../../src/engine/review/replaced-line.ts';
import type { ReviewFiles } from '../../../src/engine/review-store/store-layout.ts';
import { runInThread } from '../../../src/engine/tasks/run-task.ts';
import { NOW, ORDERS_CSV, orders, ordersMapping, runOn, sourceFile } from '../run/fixtures.ts';
import { expectedRows } from './expected-rows.ts';

/** Bounds no test row comes near, unless a test sets its own. */
const BOUNDS = { maxCellLength: 32_768, maxGrowth: 1_000_000 };

async function storeOf(source: string, edits?: CellEdits): Promise<ReviewFiles> {
  const { result } = await runOn(source, orders, { mapping: ordersMapping, review: true, edits });
  return { normalized: result.files.normalized_source!, ...result.files.review! };
}

async function replaceIn(
  files: ReviewFiles,
  rule: {
    find: string;
    replace: string;
    columns?: string[];
    matchCase?: boolean;
    wholeCell?: boolean;
    maxCellLength?: number;
    maxGrowth?: number;
  },
  editsPath: string | null = null,
) {
  const outPath = path.join(path.dirname(files.row_index), `replaced-${Math.random()}.jsonl`);
  const counts = await replaceInStore({
    files,
    template: orders,
    mapping: ordersMapping,
    rule: {
      columns: ['order_id', 'email', 'qty', 'note', 'country', 'label'],
      matchCase: false,
      wholeCell: false,
      ...BOUNDS,
      ...rule,
    },
    editsPath,
    outPath,
    options: { customFields: {}, now: NOW.toISOString() },
  });
  const rows = (await readFile(outPath, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReplacedRow);
  return { counts, rows };
}

describe('cellReplacer', () => {
  it('replaces every occurrence, folds case unless asked, and takes the replacement as plain text', () => {
    const rule = { find: 'a.b', replace: '$1', columns: [], matchCase: false, wholeCell: false, ...BOUNDS };
    expect(cellReplacer(rule)('xA.Bya.b')).toBe('x$1y$1');
    expect(cellReplacer(rule)('axb')).toBeNull();
    expect(cellReplacer({ ...rule, matchCase: true })('A.B')).toBeNull();
    expect(cellReplacer({ ...rule, wholeCell: true })('A.B')).toBe('$1');
    expect(cellReplacer({ ...rule, wholeCell: true })('A.B ')).toBeNull();
  });

  it('tells a cell that would grow past the bound by its length, without building it', () => {
    const rule = { find: 'q', replace: 'Q'.repeat(1000), columns: [], matchCase: false, wholeCell: false };
    const replace = cellReplacer({ ...rule, maxCellLength: 32_768, maxGrowth: 0 });
    expect(replace('q'.repeat(32))).toBe('Q'.repeat(32_000));
    expect(replace('q'.repeat(1000))).toEqual({ tooLong: 1_000_000 });
    // A cell already over the bound may still be changed, as long as it does not grow.
    const shrink = cellReplacer({ ...rule, replace: '', maxCellLength: 10, maxGrowth: 0 });
    expect(shrink(`${'x'.repeat(20)}q`)).toBe('x'.repeat(20));
    const whole = cellReplacer({ ...rule, wholeCell: true, maxCellLength: 999, maxGrowth: 0 });
    expect(whole('Q')).toEqual({ tooLong: 1000 });
  });
});

describe('replaceInStore', () => {
  it('changes the cells as the sender sees them, and each changed row reads as a full run with those edits', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const { counts, rows } = await replaceIn(await storeOf(source), {
      find: '@X.IO',
      replace: '@y.io',
      columns: ['email'],
    });
    expect(counts).toEqual({ cells_replaced: 24, rows_changed: 24, refused: null, growth: 0 });
    expect(rows[0]).toMatchObject({
      row: 1,
      cells: { email: 'ada@y.io' },
      edited: { email: 'ada@y.io' },
      was_in_error: false,
    });
    const edits: CellEdits = new Map(rows.map((r) => [r.row, new Map(Object.entries(r.cells))]));
    const run = await runOn(source, orders, { mapping: ordersMapping, edits });
    const full = expectedRows(run.target!, run.report!);
    for (const row of rows) expect(row.revised).toEqual(full[row.row - 1]);
  });

  it('searches over earlier edits, and keeps them under its own', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const files = await storeOf(source);
    const editsPath = path.join(path.dirname(files.row_index), 'edits.jsonl');
    await writeFile(editsPath, `${JSON.stringify([2, { email: 'bee@x.io', note: 'hello' }, true])}\n`);
    const { rows } = await replaceIn(
      files,
      { find: 'hello', replace: 'bye', whole_cell: true } as never,
      editsPath,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        row: 2,
        cells: { email: 'bee@x.io', note: 'bye' },
        edited: { note: 'bye' },
        was_in_error: true,
      }),
    ]);
  });

  it('reports its progress from a thread', async () => {
    const files = await storeOf(await sourceFile(ORDERS_CSV));
    const seen: number[] = [];
    const counts = await runInThread(
      'replace',
      {
        files,
        template: orders,
        mapping: ordersMapping,
        rule: { find: 'zzz', replace: 'y', columns: ['note'], matchCase: false, wholeCell: false, ...BOUNDS },
        editsPath: null,
        outPath: path.join(path.dirname(files.row_index), 'none.jsonl'),
        options: { customFields: {}, now: NOW.toISOString() },
      },
      { onProgress: (done) => seen.push(done) },
    );
    expect(counts).toEqual({ cells_replaced: 0, rows_changed: 0, refused: null, growth: 0 });
    expect(seen.at(-1)).toBe(25);
  });

  it('stops at the first cell over the bound, or once the file grew past its budget', async () => {
    const files = await storeOf(await sourceFile(ORDERS_CSV));
    const long = await replaceIn(files, {
      find: '@',
      replace: 'a'.repeat(20),
      columns: ['email'],
      maxCellLength: 20,
    });
    expect(long.counts.refused).toEqual({ kind: 'cell', row: 1, column: 'email', length: 27 });
    const grown = await replaceIn(files, { find: '@', replace: '@@@@@', columns: ['email'], maxGrowth: 10 });
    expect(grown.counts.refused).toEqual({ kind: 'growth', row: 4 });
  });
});

const qtyRows = (rows: { row: number; violations: { column: string }[] }[]) =>
  rows.filter((r) => r.violations.some((v) => v.column === 'qty')).map((r) => r.row);

describe('countErrorsByColumn and pageOfErrorsOn', () => {
  it('count the rows in error per column as the error report lists them, edited rows as they stand', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const run = await runOn(source, orders, { mapping: ordersMapping });
    const stored = expectedRows(run.target!, run.report!);
    const files = await storeOf(source);
    const expected: Record<string, number> = {};
    for (const row of stored)
      for (const column of new Set(row.violations.map((v) => v.column)))
        expected[column] = (expected[column] ?? 0) + 1;
    const inError = stored.filter((r) => r.violations.length).map((r) => r.row);
    expect(await countErrorsByColumn(files, null)).toEqual({
      rows_in_error: inError.length,
      columns: expected,
    });

    // Row 2 edited and fixed; row 1 edited into an error on qty.
    const editedPath = path.join(path.dirname(files.row_index), 'edited-errors.jsonl');
    await writeFile(editedPath, `${JSON.stringify([1, ['qty']])}\n${JSON.stringify([2, []])}\n`);
    const counts = await countErrorsByColumn(files, editedPath);
    expect(counts.columns.email ?? 0).toBe((expected.email ?? 0) - 1);
    expect(counts.columns.qty ?? 0).toBe((expected.qty ?? 0) + (qtyRows(stored).includes(1) ? 0 : 1));
    const qty = [...new Set([1, ...qtyRows(stored)])].sort((a, b) => a - b);
    expect(await pageOfErrorsOn(files, editedPath, 'qty', 0, 100)).toEqual({
      total: qty.length,
      numbers: qty,
    });
    const any = [...new Set([1, ...inError])].filter((n) => n !== 2).sort((a, b) => a - b);
    expect(counts.rows_in_error).toBe(any.length);
    expect(await pageOfErrorsOn(files, editedPath, null, 1, 2)).toEqual({
      total: any.length,
      numbers: any.slice(1, 3),
    });
    const { qty: _hidden, ...visible } = expected;
    expect((await countErrorsByColumn(files, null, ['qty'])).columns).toEqual(visible);
  });
});
