/**
 * A review store read while its run writes it: the run marks the rows a reader may take, and those
 * rows read exactly as they do from the finished store. The store is copied from the middle of a
 * real run (the run calls its progress callback right after a mark, in the same thread).
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_ROWS } from '../../../src/engine/pass/propose-mapping.ts';
import { readReviewRows } from '../../../src/engine/review/read-rows.ts';
import { growingStoreIn, READY_FILE, readReadyMark } from '../../../src/engine/review-store/growing-store.ts';
import { openReviewStore, type ReviewStore } from '../../../src/engine/review-store/review-store.ts';
import { scanStoredErrors, scanStoredRows } from '../../../src/engine/review-store/scan-store.ts';
import type { ReviewFiles } from '../../../src/engine/review-store/store-layout.ts';
import { runTransformation } from '../../../src/engine/run/run-transformation.ts';
import { NOW, orders, ordersMapping, ordersWithDatasetRules, runOn, sourceFile } from '../run/fixtures.ts';

const copies = mkdtempSync(path.join(tmpdir(), 'ferry-growing-'));
afterAll(() => rmSync(copies, { recursive: true, force: true }));

const ROWS = 30_000;

/** Rows with a problem now and then: a bad e-mail, a quantity out of range, a quoted note. */
function ordersCsv(count: number): string {
  const lines = ['order,email,qty,note'];
  for (let i = 1; i <= count; i++) {
    const email = i % 37 === 0 ? `bad-${i}` : `u${i}@x.io`;
    const qty = i % 53 === 0 ? '500' : String((i % 90) + 1);
    const note = i % 11 === 0 ? `"said ""hi"", ${i}"` : '';
    lines.push(`A${i},${email},${qty},${note}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Copies the store's files as they are now, the mark first: the other files only grow. */
function copyStore(outDir: string, into: string): ReviewFiles {
  const from = growingStoreIn(outDir);
  const to = growingStoreIn(into);
  copyFileSync(from.ready, to.ready);
  for (const key of ['head', 'row_index', 'violations', 'error_index', 'normalized'] as const) {
    copyFileSync(from[key], to[key]);
  }
  return to;
}

async function withStore<T>(files: ReviewFiles, read: (store: ReviewStore) => Promise<T>): Promise<T> {
  const store = await openReviewStore(files);
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

async function errorOrdinals(files: ReviewFiles): Promise<number[]> {
  return withStore(files, async (store) => {
    const all: number[] = [];
    for await (const ordinal of store.errorOrdinals()) all.push(ordinal);
    return all;
  });
}

describe('a review store read while its run writes it', () => {
  it('gives the rows marked so far as the finished store gives them', async () => {
    const source = await sourceFile(ordersCsv(ROWS));
    const into = mkdtempSync(path.join(copies, 'middle-'));
    const outDir = mkdtempSync(path.join(copies, 'run-'));
    let copied: ReviewFiles | null = null;
    const result = await runTransformation(source, orders, {
      outDir,
      now: NOW,
      mapping: ordersMapping,
      review: true,
      reviewMarks: true,
      threads: 1,
      onProgress: () => {
        if (copied === null && existsSync(path.join(outDir, READY_FILE))) copied = copyStore(outDir, into);
      },
    });
    const finished: ReviewFiles = { normalized: result.files.normalized_source!, ...result.files.review! };
    expect(copied).not.toBeNull();
    const middle = copied! as ReviewFiles;
    const mark = await readReadyMark(middle.ready!);
    expect(mark.rows).toBeGreaterThan(SAMPLE_ROWS);
    expect(mark.rows).toBeLessThan(ROWS);

    const counts = await withStore(middle, async (store) => [store.rowCount, store.errorCount]);
    expect(counts).toEqual([mark.rows, mark.errors]);
    const all = await errorOrdinals(finished);
    expect(all.length).toBeGreaterThan(mark.errors);
    expect(await errorOrdinals(middle)).toEqual(all.filter((ordinal) => ordinal < mark.rows));

    const asked = [1, 2, 11, 37, 53, 999, 1000, 1001, mark.rows - 1, mark.rows];
    const read = (files: ReviewFiles) => readReviewRows(files, orders, ordersMapping, asked, { now: NOW });
    expect(await read(middle)).toEqual(await read(finished));
    await expect(
      readReviewRows(middle, orders, ordersMapping, [mark.rows + 1], { now: NOW }),
    ).rejects.toThrow(/rows/);

    let scanned = 0;
    for await (const batch of scanStoredRows(middle)) scanned += batch.length;
    expect(scanned).toBe(mark.rows);
    let errors = 0;
    for await (const _ of scanStoredErrors(middle)) errors++;
    expect(errors).toBe(mark.errors);
  });

  it('is marked by the first slice of a split run, whose rows stay readable while the others are joined', async () => {
    const source = await sourceFile(ordersCsv(ROWS));
    const { result } = await runOn(source, ordersWithDatasetRules, {
      mapping: ordersMapping,
      review: true,
      reviewMarks: true,
      threads: 2,
      minSplitBytes: 1,
    });
    expect(result.threads).toBe(2);
    const outDir = path.dirname(result.files.target);
    const growing = growingStoreIn(outDir);
    const mark = await readReadyMark(growing.ready);
    // The first slice's rows at most: the second slice's parts were joined after it ended.
    expect(mark.rows).toBeGreaterThan(SAMPLE_ROWS);
    expect(mark.rows).toBeLessThan(ROWS * 0.75);
    const finished: ReviewFiles = { normalized: result.files.normalized_source!, ...result.files.review! };
    const asked = [1, 1000, 1001, mark.rows];
    const read = (files: ReviewFiles) =>
      readReviewRows(files, ordersWithDatasetRules, ordersMapping, asked, { now: NOW });
    expect(await read(growing)).toEqual(await read(finished));
    expect(await errorOrdinals(growing)).toEqual(
      (await errorOrdinals(finished)).filter((ordinal) => ordinal < mark.rows),
    );
  });

  it('is not marked unless the run is asked to', async () => {
    const source = await sourceFile(ordersCsv(3_000));
    const { result } = await runOn(source, orders, { mapping: ordersMapping, review: true, threads: 1 });
    const names = await readdir(path.dirname(result.files.target));
    expect(names.filter((name) => name.startsWith('review-'))).toEqual([
      'review-errors.idx',
      'review-rows.idx',
      'review-violations.jsonl',
    ]);
  });
});
