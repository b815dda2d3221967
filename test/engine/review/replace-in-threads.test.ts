/**
 * A replace split into parts run in the engine's threads (src/engine/tasks/replace-in-threads.ts)
 * must be the replace of a single pass over the whole store: the same changed rows, byte for byte
 * and in row order (their revalidation, their error marks, their unique keys before and after),
 * the same counts, and a refusal at the same row, whichever part meets it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviseRows } from '../../../src/engine/review/read-rows.ts';
import { replaceInStore } from '../../../src/engine/review/replace-cells.ts';
import type { ReplaceRule } from '../../../src/engine/review/replace-rule.ts';
import type { ReplacedRow } from '../../../src/engine/review/replaced-line.ts';
import type { ReviewFiles } from '../../../src/engine/review-store/store-layout.ts';
import { partsOf, replaceInThreads } from '../../../src/engine/tasks/replace-in-threads.ts';
import type { EngineTemplate } from '../../../src/engine/template.ts';
import { NOW, ordersMapping, ordersWithDatasetRules, runOn, sourceFile } from '../run/fixtures.ts';

/** Uniqueness on `email`, a DUPLICATED condition, and a dataset rule's key that reads two columns. */
const template: EngineTemplate = {
  ...ordersWithDatasetRules,
  constraints: [
    ...(ordersWithDatasetRules.constraints ?? []),
    { column_id: 'c-qty', function: 'is_unique_key', arguments: [{ name: 'columns', value: '#(order_id)' }] },
  ],
};

/** 300 rows: bad e-mails, quantities out of range or not numbers, duplicated e-mails and keys. */
function sourceCsv(): string {
  const lines = ['order,email,qty,note'];
  for (let i = 1; i <= 300; i++) {
    const email = i % 17 === 0 ? 'not-an-email' : `u${i % 40 === 0 ? 7 : i}@x.io`;
    const qty = i % 11 === 0 ? 'abc' : String((i * 13) % 120);
    const note = i % 5 === 0 ? `"n ${i}, ""q"" é"` : '';
    lines.push(`A${i % 90},${email},${qty},${note}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Earlier edits, some in rows the replace changes, some past the first part's end. */
const EDITS: [number, Record<string, string>, boolean][] = [
  [3, { note: 'x@x.io note' }, false],
  [41, { email: 'fixed@x.io' }, true],
  [150, { qty: '9', email: 'u150@X.IO' }, false],
  [299, { order_id: 'A1' }, false],
];

async function storeWithEdits(of = template): Promise<{ files: ReviewFiles; editsPath: string }> {
  const { result } = await runOn(await sourceFile(sourceCsv()), of, {
    mapping: ordersMapping,
    review: true,
  });
  const files = { normalized: result.files.normalized_source!, ...result.files.review! };
  const editsPath = path.join(path.dirname(files.row_index), 'edits.jsonl');
  await writeFile(editsPath, EDITS.map((e) => `${JSON.stringify(e)}\n`).join(''));
  return { files, editsPath };
}

const rule = (over: Partial<ReplaceRule>): ReplaceRule => ({
  find: '@x.io',
  replace: '@example.org',
  columns: ['email', 'note'],
  matchCase: false,
  wholeCell: false,
  maxCellLength: 32_768,
  maxGrowth: 1_000_000,
  ...over,
});

async function bothWays(files: ReviewFiles, editsPath: string, replace: ReplaceRule, of = template) {
  const dir = path.dirname(files.row_index);
  const common = {
    files,
    template: of,
    mapping: ordersMapping,
    rule: replace,
    editsPath,
    options: { customFields: {}, now: NOW.toISOString() },
  };
  const onePath = path.join(dir, `one-${Math.random()}.jsonl`);
  const one = await replaceInStore({ ...common, outPath: onePath });
  const partsPath = path.join(dir, `parts-${Math.random()}.jsonl`);
  const read: number[] = [];
  const parts = await replaceInThreads(
    { ...common, outPath: partsPath },
    { onProgress: (rows) => read.push(rows) },
    { threads: 2, partRows: 40 },
  );
  expect(parts.outPaths[0]).toBe(partsPath);
  const texts = await Promise.all(parts.outPaths.map((file) => readFile(file, 'utf8')));
  const { outPaths, ...counts } = parts;
  return {
    one,
    parts: counts,
    partsCount: outPaths.length,
    oneText: await readFile(onePath, 'utf8'),
    partsText: texts.join(''),
    read,
  };
}

describe('replaceInThreads', () => {
  it('cuts a store into parts of at most the given rows, one per thread when large enough', () => {
    expect(partsOf(300, 2, 40)).toHaveLength(8);
    expect(partsOf(300, 2, 40).at(-1)).toEqual({ from: 266, to: 300 });
    expect(partsOf(1_000_000, 2)).toHaveLength(4);
    expect(partsOf(60_000, 2)).toEqual([
      { from: 0, to: 30_000 },
      { from: 30_000, to: 60_000 },
    ]);
    expect(partsOf(30_000, 2)).toEqual([{ from: 0, to: 30_000 }]);
    expect(partsOf(0, 2)).toEqual([{ from: 0, to: 0 }]);
  });

  it('writes the changed rows and counts of a single pass, with errors, uniqueness, conditions and earlier edits', async () => {
    const { files, editsPath } = await storeWithEdits();
    const { one, parts, partsCount, oneText, partsText, read } = await bothWays(files, editsPath, rule({}));
    expect(partsCount).toBe(8);
    expect(one.rows_changed).toBeGreaterThan(250);
    expect(oneText).toContain('"violations":[{');
    expect(oneText).toContain('"was_in_error":true');
    expect(parts).toEqual(one);
    expect(partsText).toBe(oneText);
    // Progress is the rows read by every part, summed.
    expect(read.at(-1)).toBe(300);
  }, 60_000);

  it('refuses at the row a single pass refuses at, whichever part meets it', async () => {
    const { files, editsPath } = await storeWithEdits();
    // Each changed e-mail grows by 7 characters: the budget runs out in a later part.
    const growth = await bothWays(files, editsPath, rule({ columns: ['email'], maxGrowth: 7 * 200 }));
    expect(growth.one.refused?.kind).toBe('growth');
    expect(growth.one.refused!.row).toBeGreaterThan(40);
    expect(growth.parts).toEqual(growth.one);
    // A cell over the bound in a late part, after growth that alone stays within the budget.
    const cell = await bothWays(
      files,
      editsPath,
      rule({ find: 'u250@', replace: 'v'.repeat(50), maxCellLength: 40 }),
    );
    expect(cell.one.refused).toEqual({ kind: 'cell', row: 250, column: 'email', length: 54 });
    expect(cell.parts).toEqual(cell.one);
    // Both within one pass: the growth runs out before a later part's cell over the bound.
    const first = await bothWays(
      files,
      editsPath,
      rule({ find: '@', replace: '@@@@', columns: ['email'], maxGrowth: 3 * 100, maxCellLength: 12 }),
    );
    expect(first.parts).toEqual(first.one);
  }, 60_000);

  it('tells the unique keys of each changed row before the replace, as the row reads with its earlier edits', async () => {
    for (const of of [template, ordersWithDatasetRules]) {
      const { files, editsPath } = await storeWithEdits(of);
      const { one, parts, oneText, partsText } = await bothWays(files, editsPath, rule({}), of);
      expect(parts).toEqual(one);
      expect(partsText).toBe(oneText);
      const changed = oneText
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReplacedRow);
      const earlier = new Map(EDITS.map(([row, cells]) => [row, cells]));
      const before = await reviseRows(
        files,
        of,
        ordersMapping,
        changed.map((r) => ({ row: r.row, data: earlier.get(r.row) ?? {} })),
        { now: NOW },
      );
      expect(changed.map((r) => r.unique_keys_before)).toEqual(before.map((r) => r.unique_keys));
      expect(changed.some((r) => r.unique_keys_before.join() !== r.revised.unique_keys!.join())).toBe(true);
    }
  }, 60_000);
});
