/**
 * A whole review store read front to back in batches: each row's line as the store holds it, and
 * every batch read into the same buffers, so that a scan over a million rows leaves no batch's
 * buffers behind for the collector.
 */
import { describe, expect, it } from 'vitest';
import { scanStoredLines, scanStoredRows } from '../../../src/engine/review-store/scan-store.ts';
import type { ReviewFiles } from '../../../src/engine/review-store/store-layout.ts';
import { ORDERS_CSV, orders, ordersMapping, runOn, sourceFile } from '../run/fixtures.ts';

async function stored(): Promise<ReviewFiles> {
  const run = await runOn(await sourceFile(ORDERS_CSV), orders, { mapping: ordersMapping, review: true });
  return { normalized: run.result.files.normalized_source!, ...run.result.files.review! };
}

describe('scanning a review store', () => {
  it('reads every batch into the same buffers, each batch its own rows', async () => {
    const files = await stored();
    const whole: string[] = [];
    for await (const rows of scanStoredRows(files, 1000)) whole.push(...rows.map((r) => r.line));
    expect(whole).toHaveLength(25);
    const buffers = new Set<ArrayBufferLike>();
    const starts = new Set<ArrayBufferLike>();
    const lines: string[] = [];
    const firsts: number[] = [];
    for await (const batch of scanStoredLines(files, 4)) {
      buffers.add(batch.bytes.buffer);
      starts.add(batch.start.buffer);
      firsts.push(batch.first);
      expect(batch.start).toHaveLength(batch.count);
      for (let i = 0; i < batch.count; i++)
        lines.push(batch.bytes.toString('utf8', batch.start[i], batch.end[i]));
    }
    expect(firsts).toEqual([0, 4, 8, 12, 16, 20, 24]);
    expect(lines).toEqual(whole);
    // The lines' buffer grows when a batch's lines are longer than any before: a few, not one a batch.
    expect(buffers.size).toBeLessThanOrEqual(3);
    expect(starts.size).toBe(1);
  });

  it('reads a range of rows as the whole scan reads them', async () => {
    const files = await stored();
    const whole: string[] = [];
    for await (const rows of scanStoredRows(files)) whole.push(...rows.map((r) => r.line));
    const part: string[] = [];
    for await (const batch of scanStoredLines(files, 3, { from: 5, to: 17 })) {
      for (let i = 0; i < batch.count; i++)
        part.push(batch.bytes.toString('utf8', batch.start[i], batch.end[i]));
    }
    expect(part).toEqual(whole.slice(5, 17));
  });
});
