/** The store's writer and reader on their own, at a size that crosses every buffer and chunk. */
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openReviewStore } from '../../../src/engine/review/review-store.ts';
import { ReviewWriter } from '../../../src/engine/review/review-writer.ts';

const ROWS = 50_000;
const HUGE_ROW = 30_000;
const huge = `€${'é'.repeat(100_000)}`;

/** Row k (0-based) fails on every other row, twice on every tenth. */
async function writeStore() {
  const writer = new ReviewWriter(await mkdtemp(path.join(tmpdir(), 'review-writer-')), ['id', 'text']);
  for (let k = 0; k < ROWS; k++) {
    if (k % 2 === 1) writer.lines.add(0, 'type', `"${k}" is odd`);
    if (k % 10 === 1) writer.lines.add(1, 'is_upper', 'The value must be in upper case');
    const wait = writer.row(k + 1, [String(k), k === HUGE_ROW ? huge : `ligne ${k} ✓`]);
    if (wait) await wait;
  }
  await writer.close();
  return writer.files;
}

describe('ReviewWriter and openReviewStore', () => {
  it('indexes every line by its byte offset, the last entry being the length of the file', async () => {
    const files = await writeStore();
    const [rows, index] = await Promise.all([readFile(files.rows), readFile(files.row_index)]);
    expect(index.length).toBe(8 * (ROWS + 1));
    expect(Number(index.readBigUInt64LE(8 * ROWS))).toBe(rows.length);
    const line = 12_345;
    const from = Number(index.readBigUInt64LE(8 * line));
    const to = Number(index.readBigUInt64LE(8 * (line + 1)));
    expect(JSON.parse(rows.toString('utf8', from, to))).toEqual({
      row: line + 1,
      data: { '#(id)': String(line), '#(text)': `ligne ${line} ✓` },
      violations: [{ column: 'id', rule: 'type', message: `"${line}" is odd` }],
    });
    expect((await stat(files.error_index)).size).toBe(4 * (ROWS / 2));
  });

  it('reads back rows around a line longer than the write buffer', async () => {
    const store = await openReviewStore(await writeStore());
    try {
      const rows = await store.readRange(HUGE_ROW - 1, 3);
      expect(rows.map((r) => r.data['#(text)'])).toEqual([
        `ligne ${HUGE_ROW - 1} ✓`,
        huge,
        `ligne ${HUGE_ROW + 1} ✓`,
      ]);
      expect((await store.readRange(ROWS - 2, 100)).map((r) => r.row)).toEqual([ROWS - 1, ROWS]);
      expect((await store.readOrdinals([ROWS - 1, 11]))[1]!.violations).toEqual([
        { column: 'id', rule: 'type', message: '"11" is odd' },
        { column: 'text', rule: 'is_upper', message: 'The value must be in upper case' },
      ]);
    } finally {
      await store.close();
    }
  });

  it('streams more error ordinals than one read chunk holds', async () => {
    const store = await openReviewStore(await writeStore());
    try {
      expect(store.rowCount).toBe(ROWS);
      expect(store.errorCount).toBe(ROWS / 2);
      const ordinals: number[] = [];
      for await (const ordinal of store.errorOrdinals()) ordinals.push(ordinal);
      expect(ordinals).toEqual(Array.from({ length: ROWS / 2 }, (_, i) => 2 * i + 1));
    } finally {
      await store.close();
    }
  });

  it('holds an empty store as one offset and no errors', async () => {
    const writer = new ReviewWriter(await mkdtemp(path.join(tmpdir(), 'review-writer-')), ['id']);
    await writer.close();
    const store = await openReviewStore(writer.files);
    expect([store.rowCount, store.errorCount]).toEqual([0, 0]);
    expect(await store.readRange(0, 50)).toEqual([]);
    await store.close();
  });
});
