/** The review store a run writes, read back row by row against the target and the error report. */
import { describe, expect, it } from 'vitest';
import { readReviewRows } from '../../../src/engine/review/read-rows.ts';
import type { ReviewRow } from '../../../src/engine/review-store/review-row.ts';
import { openReviewStore } from '../../../src/engine/review-store/review-store.ts';
import type { ReviewFiles } from '../../../src/engine/review-store/store-layout.ts';
import { expectedRows } from '../review/expected-rows.ts';
import { NOW, ORDERS_CSV, orders, ordersMapping, runOn, sourceFile } from '../run/fixtures.ts';

async function stored(): Promise<{ files: ReviewFiles; expected: ReviewRow[] }> {
  const run = await runOn(await sourceFile(ORDERS_CSV), orders, { mapping: ordersMapping, review: true });
  const files = { normalized: run.result.files.normalized_source!, ...run.result.files.review! };
  return { files, expected: expectedRows(run.target!, run.report!) };
}

const read = (files: ReviewFiles, rows: number[]) =>
  readReviewRows(files, orders, ordersMapping, rows, { now: NOW });

describe('the review store of a run', () => {
  it('gives every target row with its cells and its violations as the error report lists them', async () => {
    const { files, expected } = await stored();
    expect(expected).toHaveLength(25);
    expect(
      await read(
        files,
        expected.map((r) => r.row),
      ),
    ).toEqual(expected);
    // Quotes, commas, line breaks and accents survive the trip through the normalized CSV.
    expect(expected[0]!.data['#(note)']).toBe('Zoë, "fine" €');
    expect(expected[3]!.data['#(note)']).toBe('line one\nline two');
  });

  it('reads a few rows in the order asked, and refuses a row past the end', async () => {
    const { files, expected } = await stored();
    expect(await read(files, [18, 4, 1, 4])).toEqual([expected[17], expected[3], expected[0], expected[3]]);
    await expect(read(files, [26])).rejects.toThrow('The file has 25 rows; row 26 is past its end.');
  });

  it('streams the ordinals of the rows in error, ascending', async () => {
    const { files, expected } = await stored();
    const store = await openReviewStore(files);
    try {
      expect([store.rowCount, store.errorCount]).toEqual([25, 7]);
      const ordinals: number[] = [];
      for await (const ordinal of store.errorOrdinals()) ordinals.push(ordinal);
      expect(ordinals).toEqual(expected.flatMap((row, k) => (row.violations.length ? [k] : [])));
    } finally {
      await store.close();
    }
  });

  it('is not written unless asked, and cannot be written without the normalized CSV it points into', async () => {
    const run = await runOn(await sourceFile(ORDERS_CSV), orders, { mapping: ordersMapping });
    expect(run.result.files.review).toBeNull();
    const without = runOn(await sourceFile(ORDERS_CSV), orders, {
      mapping: ordersMapping,
      review: true,
      writeNormalized: false,
    });
    await expect(without).rejects.toThrow('The review store needs the normalized output.');
  });
});
