/** reviseRows: a few stored rows judged again with their edits, as a full run would judge them. */
import { describe, expect, it } from 'vitest';
import { Violation } from '../../../src/domain/errors.ts';
import { render } from '../../../src/domain/messages/index.ts';
import type { CellEdits } from '../../../src/engine/judge/cell-edits.ts';
import { reviseRows } from '../../../src/engine/review/read-rows.ts';
import { RowsPastEnd } from '../../../src/engine/review/rows-past-end.ts';
import type { ReviewRow } from '../../../src/engine/review-store/review-row.ts';
import type { ReviewFiles } from '../../../src/engine/review-store/store-layout.ts';
import type { EngineTemplate } from '../../../src/engine/template.ts';
import {
  NOW,
  ORDERS_CSV,
  orders,
  ordersMapping,
  ordersWithDatasetRules,
  runOn,
  sourceFile,
} from '../run/fixtures.ts';
import { expectedRows } from './expected-rows.ts';

/** The store a full run with these edits writes. */
async function storeOf(
  source: string,
  edits?: CellEdits,
  template: EngineTemplate = orders,
): Promise<ReviewFiles> {
  const { result } = await runOn(source, template, { mapping: ordersMapping, review: true, edits });
  return { normalized: result.files.normalized_source!, ...result.files.review! };
}

/** Every row a full run with these edits writes, with its violations. */
async function storeRows(source: string, edits?: CellEdits): Promise<ReviewRow[]> {
  const run = await runOn(source, orders, { mapping: ordersMapping, edits });
  return expectedRows(run.target!, run.report!);
}

/** Rows of the unedited run's store, revised. */
const revise = async (
  source: string,
  rows: { row: number; data: Record<string, string> }[],
  edits?: CellEdits,
) => reviseRows(await storeOf(source), orders, ordersMapping, rows, { now: NOW, edits });

describe('reviseRows', () => {
  it('returns unedited rows exactly as the full run stored them', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const stored = await storeRows(source);
    const rows = [6, 1, 4, 12, 25].map((row) => ({ row, data: {} }));
    expect(await revise(source, rows)).toEqual([1, 4, 6, 12, 25].map((row) => stored[row - 1]));
  });

  it('judges edited rows as a full run with the same edits does', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const edits: CellEdits = new Map([
      [2, new Map([['email', 'bee@x.io']])], // fixes the only problem of row 2
      [
        5,
        new Map([
          ['qty', '500'],
          ['note', ''],
        ]),
      ], // breaks row 5: out of range, and the note it no longer has is required
      [6, new Map([['label', 'short']])], // a computed cell replaced by the sender's text
    ]);
    const stored = await storeRows(source, edits);
    const revised = await revise(
      source,
      [...edits].map(([row, cells]) => ({ row, data: Object.fromEntries(cells) })),
    );
    expect(revised).toEqual([stored[1], stored[4], stored[5]]);
    expect(revised[0]!.violations).toEqual([]);
    expect(revised[1]!.violations.map((v) => `${v.column} ${v.rule}`)).toEqual([
      'qty is_between',
      'note conditional',
    ]);
    expect(revised[2]!.data['#(label)']).toBe('short');
    expect(revised[2]!.violations.map((v) => v.rule)).toEqual(['is_between', 'conditional']);
  });

  it('applies earlier edits of a row under the new ones', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const earlier: CellEdits = new Map([
      [
        1,
        new Map([
          ['email', 'not-an-email'],
          ['qty', '9'],
        ]),
      ],
    ]);
    const [row] = await revise(source, [{ row: 1, data: { qty: '10' } }], earlier);
    expect(row!.data).toMatchObject({ '#(email)': 'not-an-email', '#(qty)': '10' });
    expect(row!.violations.map((v) => `${v.column} ${v.rule}`)).toEqual(['email type']);
  });

  it('refuses a row past the end of the file, naming it', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const error = await revise(source, [
      { row: 2, data: {} },
      { row: 26, data: { qty: '1' } },
    ]).catch((e) => e);
    expect(error).toBeInstanceOf(RowsPastEnd);
    expect(error).toBeInstanceOf(Violation);
    expect(error.rowCount).toBe(25);
    expect(error.violations).toEqual([
      expect.objectContaining({
        property_path: 'rows[1].row',
        invalid_value: 26,
        message: 'The file has 25 rows; row 26 is past its end.',
      }),
    ]);
    expect(render(error.violations[0].said, 'fr')).toBe(
      'Le fichier a 25 lignes ; la ligne 26 est après sa fin.',
    );
  });

  it('refuses a row number below 1 and a column the template does not have', async () => {
    const source = await sourceFile(ORDERS_CSV);
    const error = await revise(source, [
      { row: 0, data: {} },
      { row: 3, data: { qty: '1', colour: 'red' } },
    ]).catch((e) => e);
    expect(error).toBeInstanceOf(Violation);
    expect(error.violations.map((v: { property_path: string }) => v.property_path)).toEqual([
      'rows[0].row',
      'rows[1].data.colour',
    ]);
  });

  it('leaves dataset rules to the full run: no uniqueness, and DUPLICATED reads every value once', async () => {
    const source = await sourceFile(`${ORDERS_CSV}A99,ada@x.io,3,\n`);
    const full = await runOn(source, ordersWithDatasetRules, { mapping: ordersMapping });
    expect(full.report!.toString()).toContain('1,email,ada@x.io,uniqueness,');
    expect(full.report!.toString()).toContain('26,note,,conditional,');
    const files = await storeOf(source, undefined, ordersWithDatasetRules);
    const [row] = await reviseRows(files, ordersWithDatasetRules, ordersMapping, [{ row: 26, data: {} }], {
      now: NOW,
    });
    expect(row!.violations).toEqual([]);
  });
});
