/** Options that add or drop an output leave every other output byte for byte as it was. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormatInput } from '../../../src/domain/format/schema.ts';
import { openReviewStore } from '../../../src/engine/review-store/review-store.ts';
import { ORDERS_CSV, ordersMapping, ordersWithDatasetRules, runOn, sourceFile } from './fixtures.ts';

const options = { mapping: ordersMapping, lineCredit: 20 };

async function threeRuns(format?: FormatInput) {
  const source = await sourceFile(`${ORDERS_CSV}A99,ada@x.io,3,\n`);
  const template = { ...ordersWithDatasetRules, format };
  return Promise.all([
    runOn(source, template, options),
    runOn(source, template, { ...options, review: true }),
    runOn(source, template, { ...options, writeNormalized: false }),
  ]);
}

describe('optional outputs', () => {
  // Not XLSX: the workbook records when it was written, so two runs differ anyway.
  it.each([
    ['CSV', undefined],
    ['JSON', { format: 'json' as const }],
    ['XML', { format: 'xml' as const }],
  ])('leave the %s target, the report, the invalid rows and the counters unchanged', async (_, format) => {
    const [plain, review, noNormalized] = await threeRuns(format);
    for (const run of [review, noNormalized]) {
      expect(run.target).toEqual(plain.target);
      expect(run.report).toEqual(plain.report);
      expect(run.invalid).toEqual(plain.invalid);
      expect(run.result.counters).toEqual(plain.result.counters);
      expect(run.result.violations).toBe(plain.result.violations);
    }
    expect(review.normalized).toEqual(plain.normalized);
    expect(plain.result.counters.rows_ignored_from_target).toBe(6);
  });

  it('stores in the review store only the rows the line credit lets into the target', async () => {
    const [, review] = await threeRuns();
    const store = await openReviewStore({
      normalized: review.result.files.normalized_source!,
      ...review.result.files.review!,
    });
    expect([store.rowCount, review.result.counters.rows_in_target]).toEqual([20, 20]);
    expect((await store.read([19])).map((r) => r.ordinal)).toEqual([19]);
    await expect(store.read([20])).rejects.toThrow(RangeError);
    await store.close();
  });

  it('writes no normalized source when asked not to', async () => {
    const [plain, , noNormalized] = await threeRuns();
    expect(noNormalized.result.files.normalized_source).toBeNull();
    expect(
      existsSync(path.join(path.dirname(noNormalized.result.files.target), 'normalized-source.csv')),
    ).toBe(false);
    expect(existsSync(plain.result.files.normalized_source!)).toBe(true);
  });
});
