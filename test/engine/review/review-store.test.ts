/** The review store a run writes, read back page by page against the target and the error report. */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ReviewRow } from '../../../src/engine/review/review-row.ts';
import { openReviewStore, type ReviewStore } from '../../../src/engine/review/review-store.ts';
import { ORDERS_CSV, orders, ordersMapping, runOn, sourceFile } from '../transform/fixtures.ts';

/** What the store must hold, rebuilt from the target CSV and the error report CSV. */
function expectedRows(target: Buffer, report: Buffer): ReviewRow[] {
  const [names, ...cells] = parse(target, { relax_column_count: true }) as string[][];
  const violations = (parse(report, { columns: true }) as Record<string, string>[]).map((v) => ({
    row: Number(v.row),
    violation: { column: v.column!, rule: v.rule!, message: v.message! },
  }));
  return cells.map((row, k) => ({
    row: k + 1,
    data: Object.fromEntries(names!.map((name, c) => [`#(${name})`, row[c]!])),
    violations: violations.filter((v) => v.row === k + 1).map((v) => v.violation),
  }));
}

async function collect(ordinals: AsyncIterable<number>): Promise<number[]> {
  const all: number[] = [];
  for await (const ordinal of ordinals) all.push(ordinal);
  return all;
}

async function withStore<T>(read: (store: ReviewStore, expected: ReviewRow[]) => Promise<T>): Promise<T> {
  const run = await runOn(await sourceFile(ORDERS_CSV), orders, { mapping: ordersMapping, review: true });
  const store = await openReviewStore(run.result.files.review!);
  try {
    return await read(store, expectedRows(run.target!, run.report!));
  } finally {
    await store.close();
  }
}

describe('the review store of a run', () => {
  it('holds every target row with its cells and its violations as the error report lists them', async () => {
    await withStore(async (store, expected) => {
      expect(expected).toHaveLength(25);
      expect(store.rowCount).toBe(25);
      expect(store.errorCount).toBe(7);
      expect(await store.readRange(0, 25)).toEqual(expected);
      // Quotes, commas, line breaks and accents survive the JSON line.
      expect(expected[0]!.data['#(note)']).toBe('Zoë, "fine" €');
      expect(expected[3]!.data['#(note)']).toBe('line one\nline two');
    });
  });

  it('reads a page in the middle and a last page cut at the end', async () => {
    await withStore(async (store, expected) => {
      expect(await store.readRange(10, 5)).toEqual(expected.slice(10, 15));
      expect(await store.readRange(20, 10)).toEqual(expected.slice(20));
      expect(await store.readRange(25, 10)).toEqual([]);
    });
  });

  it('reads a few rows by ordinal in the order asked', async () => {
    await withStore(async (store, expected) => {
      expect(await store.readOrdinals([17, 3, 0, 3])).toEqual([
        expected[17],
        expected[3],
        expected[0],
        expected[3],
      ]);
      await expect(store.readOrdinals([25])).rejects.toThrow(RangeError);
    });
  });

  it('streams the ordinals of the rows in error, ascending', async () => {
    await withStore(async (store, expected) => {
      const inError = expected.flatMap((row, k) => (row.violations.length ? [k] : []));
      expect(inError).toEqual([1, 2, 3, 5, 11, 17, 23]);
      expect(await collect(store.errorOrdinals())).toEqual(inError);
    });
  });

  it('is not written unless asked', async () => {
    const run = await runOn(await sourceFile(ORDERS_CSV), orders, { mapping: ordersMapping });
    expect(run.result.files.review).toBeNull();
  });
});
