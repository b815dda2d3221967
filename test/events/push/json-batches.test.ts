/** The bodies of a push in json mode: arrays of at most `size` rows, resumed after the rows already delivered. */
import { describe, expect, it } from 'vitest';
import { jsonBatches } from '../../../src/events/push/json-batches.ts';

async function* chunks(...sizes: number[]): AsyncGenerator<unknown[]> {
  let n = 0;
  for (const size of sizes) yield Array.from({ length: size }, () => ({ n: ++n }));
}

async function collect(records: AsyncIterable<unknown[]>, size: number, skip: number) {
  const out = [];
  for await (const batch of jsonBatches(records, size, skip)) {
    out.push({
      first: batch.first,
      rows: batch.rows,
      ns: JSON.parse(batch.body).map((r: { n: number }) => r.n),
    });
  }
  return out;
}

describe('jsonBatches', () => {
  it('regroups chunks of any size into batches of the given size, the last one shorter', async () => {
    expect(await collect(chunks(2, 3, 0, 2), 3, 0)).toEqual([
      { first: 1, rows: 3, ns: [1, 2, 3] },
      { first: 4, rows: 3, ns: [4, 5, 6] },
      { first: 7, rows: 1, ns: [7] },
    ]);
  });

  it('starts after the rows already delivered, numbering batches by their place in the target', async () => {
    expect(await collect(chunks(4, 4), 3, 4)).toEqual([
      { first: 5, rows: 3, ns: [5, 6, 7] },
      { first: 8, rows: 1, ns: [8] },
    ]);
  });

  it('yields nothing when every row was delivered, or there is none', async () => {
    expect(await collect(chunks(3), 2, 3)).toEqual([]);
    expect(await collect(chunks(), 2, 0)).toEqual([]);
  });

  it('keeps each row as written, nested values and types included', async () => {
    async function* tree() {
      yield [{ id: 1, more: { ok: true, list: [1, 'a'] } }];
    }
    const [batch] = await bodies(tree());
    expect(batch).toBe('[{"id":1,"more":{"ok":true,"list":[1,"a"]}}]');
  });
});

async function bodies(records: AsyncIterable<unknown[]>) {
  const out: string[] = [];
  for await (const batch of jsonBatches(records, 10, 0)) out.push(batch.body);
  return out;
}
