import { mkdtempSync } from 'node:fs';
/** The store's writer and reader on their own, at a size that crosses every buffer and chunk. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openReviewStore } from '../../../src/engine/review-store/review-store.ts';
import { ReviewWriter } from '../../../src/engine/review-store/review-writer.ts';
import { TextFile } from '../../../src/engine/write/text-file.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'review-writer-folder-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const ROWS = 50_000;
const HUGE_ROW = 30_000;
const huge = `€${'é'.repeat(100_000)}`;

/** Row k (0-based) fails on every other row, twice on every tenth; its line names it. */
async function writeStore() {
  const dir = await mkdtemp(path.join(folder, 'review-writer-'));
  const normalized = new TextFile(path.join(dir, 'normalized-source.csv'));
  normalized.line('id,text');
  const writer = new ReviewWriter(dir, ['id', 'text']);
  for (let k = 0; k < ROWS; k++) {
    const start = normalized.bytes;
    const line = normalized.line(`${k},${k === HUGE_ROW ? huge : `"ligne ${k}, ✓"`}`);
    if (line) await line;
    if (k % 2 === 1) writer.violations.add(0, 'type', `"${k}" is odd`);
    if (k % 10 === 1) writer.violations.add(1, 'is_upper', 'The value must be in upper case');
    const wait = writer.row(start, normalized.bytes);
    if (wait) await wait;
  }
  await Promise.all([writer.close(), normalized.close()]);
  return { normalized: normalized.path, ...writer.files };
}

describe('ReviewWriter and openReviewStore', () => {
  it('finds each row’s line in the normalized CSV and its violations, around a line longer than every buffer', async () => {
    const store = await openReviewStore(await writeStore());
    try {
      expect([store.rowCount, store.errorCount]).toEqual([ROWS, ROWS / 2]);
      const rows = await store.read([HUGE_ROW - 1, HUGE_ROW, HUGE_ROW + 1, ROWS - 1, 11, 12]);
      expect(rows.map((r) => r.line)).toEqual([
        `${HUGE_ROW - 1},"ligne ${HUGE_ROW - 1}, ✓"`,
        `${HUGE_ROW},${huge}`,
        `${HUGE_ROW + 1},"ligne ${HUGE_ROW + 1}, ✓"`,
        `${ROWS - 1},"ligne ${ROWS - 1}, ✓"`,
        '11,"ligne 11, ✓"',
        '12,"ligne 12, ✓"',
      ]);
      expect(rows[4]!.violations).toEqual([
        { column: 'id', rule: 'type', message: '"11" is odd' },
        { column: 'text', rule: 'is_upper', message: 'The value must be in upper case' },
      ]);
      expect(rows[5]!.violations).toEqual([]);
      await expect(store.read([ROWS])).rejects.toThrow(RangeError);
    } finally {
      await store.close();
    }
  });

  it('streams more error ordinals than one read chunk holds', async () => {
    const store = await openReviewStore(await writeStore());
    try {
      const ordinals: number[] = [];
      for await (const ordinal of store.errorOrdinals()) ordinals.push(ordinal);
      expect(ordinals).toEqual(Array.from({ length: ROWS / 2 }, (_, i) => 2 * i + 1));
    } finally {
      await store.close();
    }
  });

  it('holds an empty store as its closing entry and no errors', async () => {
    const dir = await mkdtemp(path.join(folder, 'review-writer-'));
    const normalized = new TextFile(path.join(dir, 'normalized-source.csv'));
    normalized.line('id');
    const writer = new ReviewWriter(dir, ['id']);
    await Promise.all([writer.close(), normalized.close()]);
    const store = await openReviewStore({ normalized: normalized.path, ...writer.files });
    expect([store.rowCount, store.errorCount]).toEqual([0, 0]);
    expect(await store.read([])).toEqual([]);
    await store.close();
  });
});
