/**
 * The replace's scan reads only the searched columns from the lines' bytes and judges a row whole
 * only when it changes (src/engine/review/replace-cells.ts). On random stores, with random earlier
 * edits and rules, it must change exactly the rows and cells a straightforward search over what
 * the data pages show finds: every row of a full run with those edits, each searched cell given
 * to the rule. Cells mix quotes, commas, line breaks, accents and the letters that fold into ASCII
 * ones (`ſ` is `s`, the Kelvin sign is `k`, without `matchCase`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceInStore } from '../../../src/engine/review/replace-cells.ts';
import { cellReplacer, type ReplaceRule } from '../../../src/engine/review/replace-rule.ts';
import type { ReplacedRow } from '../../../src/engine/review/replaced-line.ts';
import { NOW, orders, ordersMapping, runOn, sourceFile } from '../run/fixtures.ts';
import { expectedRows } from './expected-rows.ts';

const SEARCHABLE = ['order_id', 'email', 'qty', 'note', 'country', 'label'];
const EDITABLE = ['order_id', 'email', 'qty', 'note'];
const LETTERS = ['a', 'A', 's', 'S', 'ſ', 'k', 'K', '\u212a', 'é', 'É', '€', '@', '.', '1', '0', ' '];
const TRICKY = ['"', ',', '\n', '""'];

const text = (max: number) =>
  fc.array(fc.constantFrom(...LETTERS, ...TRICKY), { maxLength: max }).map((parts) => parts.join(''));
const needle = fc
  .array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join(''));

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const stores = fc.record({
  rows: fc.array(fc.tuple(text(6), text(8), text(3), text(6)), { minLength: 1, maxLength: 12 }),
  edits: fc.array(fc.tuple(fc.nat(11), fc.constantFrom(...EDITABLE), text(6)), { maxLength: 4 }),
  find: needle,
  replace: text(3),
  columns: fc.subarray(SEARCHABLE, { minLength: 1 }),
  matchCase: fc.boolean(),
  wholeCell: fc.boolean(),
});

describe('the replace scan', () => {
  it('changes the rows and cells a search over the data pages finds, on random stores', async () => {
    await fc.assert(
      fc.asyncProperty(stores, async (drawn) => {
        const csv = `order,email,qty,note\n${drawn.rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
        const source = await sourceFile(csv);
        const store = await runOn(source, orders, { mapping: ordersMapping, review: true });
        const files = { normalized: store.result.files.normalized_source!, ...store.result.files.review! };
        const stored = store.result.counters.rows_in_target;
        const earlier = new Map<number, Record<string, string>>();
        for (const [at, column, value] of drawn.edits) {
          if (stored === 0) break;
          const row = (at % stored) + 1;
          earlier.set(row, { ...earlier.get(row), [column]: value });
        }
        const numbers = [...earlier.keys()].sort((a, b) => a - b);
        const dir = path.dirname(files.row_index);
        const editsPath = path.join(dir, 'edits.jsonl');
        await writeFile(
          editsPath,
          numbers.map((n) => `${JSON.stringify([n, earlier.get(n), false])}\n`).join(''),
        );
        const rule: ReplaceRule = {
          find: drawn.find,
          replace: drawn.replace,
          columns: drawn.columns,
          matchCase: drawn.matchCase,
          wholeCell: drawn.wholeCell,
          maxCellLength: 32_768,
          maxGrowth: 1_000_000,
        };
        const outPath = path.join(dir, 'replaced.jsonl');
        const counts = await replaceInStore({
          files,
          template: orders,
          mapping: ordersMapping,
          rule,
          editsPath: numbers.length ? editsPath : null,
          outPath,
          options: { customFields: {}, now: NOW.toISOString() },
        });
        const rows = (await readFile(outPath, 'utf8'))
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as ReplacedRow);

        // Straightforward: the rows as a full run with the earlier edits shows them, each searched cell replaced.
        const edits = new Map([...earlier].map(([row, cells]) => [row, new Map(Object.entries(cells))]));
        const run = await runOn(source, orders, { mapping: ordersMapping, edits });
        const replace = cellReplacer(rule);
        const expected: { row: number; edited: Record<string, string> }[] = [];
        for (const shown of expectedRows(run.target!, run.report!)) {
          const edited: Record<string, string> = {};
          for (const column of SEARCHABLE) {
            if (!rule.columns.includes(column)) continue;
            const before = shown.data[`#(${column})`]!;
            const next = replace(before);
            if (typeof next === 'string' && next !== before) edited[column] = next;
          }
          if (Object.keys(edited).length) expected.push({ row: shown.row, edited });
        }
        expect(rows.map((r) => ({ row: r.row, edited: r.edited }))).toEqual(expected);
        expect(counts.rows_changed).toBe(expected.length);
        for (const r of rows) expect(r.cells).toEqual({ ...earlier.get(r.row), ...r.edited });
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
