/**
 * The index of the keys that must appear once: each row's hash read back, and the rows holding a
 * hash found in their bucket, on a file large enough to have many buckets.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyHash } from '../../../src/engine/review/unique-keys.ts';
import { openUniqueIndex, writeUniqueIndex } from '../../../src/engine/review-store/unique-index-file.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** One rule's hashes for these keys (null: a blank cell). */
function hashesOf(keys: (string | null)[]) {
  const high = new Uint32Array(keys.length);
  const low = new Uint32Array(keys.length);
  keys.forEach((key, i) => {
    if (key === null) return;
    const hash = keyHash(key);
    high[i] = Number.parseInt(hash.slice(0, 8), 16);
    low[i] = Number.parseInt(hash.slice(8), 16);
  });
  return { high, low };
}

describe('the unique-key index file', () => {
  it('finds the rows holding a key among 20,000, and each row’s keys, with blank cells left out', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ferry-unique-'));
    dirs.push(dir);
    const rows = 20_000;
    // Rule 0: every value once except 17 and 19_999 (both "dup"); rule 1: blank on even rows.
    const first = Array.from({ length: rows }, (_, i) => (i === 17 || i === 19_999 ? 'dup' : `v${i}`));
    const second = Array.from({ length: rows }, (_, i) => (i % 2 === 0 ? null : `k${i % 10}`));
    const file = path.join(dir, 'unique.idx');
    const rules = [
      { column: 'id', rule: 'uniqueness', message: 'm' },
      { column: 'k', rule: 'is_unique_key', message: 'n' },
    ];
    await writeUniqueIndex(file, rules, rows, [hashesOf(first), hashesOf(second)]);
    // 8 bytes a row and rule, 12 an entry, 4 a bucket: no more.
    expect((await stat(file)).size).toBeLessThan(rows * 2 * 8 + rows * 1.5 * 12 + rows * 4 + 1000);

    const index = await openUniqueIndex(file);
    try {
      expect(index.rules).toEqual(rules);
      expect(index.rowCount).toBe(rows);
      expect(await index.holders(0, keyHash('dup'))).toEqual([17, 19_999]);
      expect(await index.holders(0, keyHash('v5000'))).toEqual([5000]);
      expect(await index.holders(0, keyHash('absent'))).toEqual([]);
      expect((await index.holders(1, keyHash('k3'))).length).toBe(2000);
      expect(await index.tagsOf(17)).toEqual([`0:${keyHash('dup')}`, `1:${keyHash('k7')}`]);
      expect(await index.tagsOf(2)).toEqual([`0:${keyHash('v2')}`]);
    } finally {
      await index.close();
    }
  });
});
