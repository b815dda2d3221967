/**
 * The uniqueness check's search for repeated values: held in memory or written to partition files
 * past a bound, over one pass or several (the slices of a split run), it finds exactly the values
 * met more than once, values that only share a hash included, and leaves no file behind.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hashBytes, ValueEncoder } from '../../../src/domain/value-encoding.ts';
import { ValueSet } from '../../../src/domain/value-set.ts';
import { findDuplicates } from '../../../src/engine/pass/duplicate-search.ts';
import { UniqueValues, type UniqueValuesPart } from '../../../src/engine/pass/unique-values.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'ferry-duplicates-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let count = 0;

/** Each pass's values through a UniqueValues bounded by `maxBytes`, then the search over them all. */
async function search(passes: string[][], maxBytes: number, threads = false) {
  const dir = path.join(folder, `run-${++count}`);
  const parts: UniqueValuesPart[] = passes.map((values, k) => {
    const unique = new UniqueValues({ prefix: path.join(dir, `${k}-`), maxBytes });
    for (const value of values) unique.add(value);
    const part = unique.finish();
    // A slice from another thread hands its values over as typed arrays.
    if (threads && k > 0 && part.values instanceof ValueSet) part.values = part.values.release();
    return part;
  });
  const spilled = parts.filter((part) => part.values === null).length;
  const found = await findDuplicates(parts, maxBytes);
  const left = readdirSafe(dir);
  return { found, spilled, left };
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** What a Set of strings says is repeated, within or across passes. */
function reference(passes: string[][]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of passes.flat()) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return repeated;
}

const sorted = (set: Set<string>) => [...set].sort();

describe('the search for repeated values', () => {
  it('finds the same values held in memory as written to disk, over one pass or several', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(
            fc.oneof(
              fc.string({ maxLength: 3 }),
              fc.integer({ min: 0, max: 400 }).map(String),
              fc.constantFrom('\ud800', 'é', 'Zoë', 'x'.repeat(40_000)),
            ),
            { maxLength: 300 },
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom(0, 100_000, 64 * 1024 * 1024),
        fc.boolean(),
        async (passes, maxBytes, threads) => {
          const { found, left } = await search(passes, maxBytes, threads);
          expect(sorted(found)).toEqual(sorted(reference(passes)));
          expect(left).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writes to disk once past its bound, and joins passes held with passes written', async () => {
    const values = Array.from({ length: 30_000 }, (_, i) => `v${i % 25_000}`);
    const held = await search([values], 64 * 1024 * 1024);
    expect(held.spilled).toBe(0);
    const written = await search([values], 100_000);
    expect(written.spilled).toBe(1);
    expect(sorted(written.found)).toEqual(sorted(held.found));
    expect(written.found.size).toBe(5000);
    // The first pass small enough to be held, the second not: both end on disk for the search.
    const mixed = await search([values.slice(0, 1000), values], 100_000, true);
    expect(mixed.spilled).toBe(1);
    expect(sorted(mixed.found)).toEqual(sorted(reference([values.slice(0, 1000), values])));
    expect(mixed.left).toEqual([]);
    // Values longer than a partition's write buffer and than a read.
    const long = ['y'.repeat(1_200_000), 'z'.repeat(40_000)];
    const longs = await search(
      [
        [...long, 'a'],
        [long[1]!, long[0]!, 'b'],
      ],
      0,
    );
    expect(sorted(longs.found)).toEqual(sorted(new Set(long)));
  });

  it('never takes two values that share a hash for the same one', async () => {
    const encoder = new ValueEncoder();
    const byHash = new Map<number, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; pair === null; i++) {
      const value = `k${i}`;
      encoder.encode(value);
      const hash = hashBytes(encoder.bytes, 0, encoder.length);
      const other = byHash.get(hash);
      if (other === undefined) byHash.set(hash, value);
      else pair = [other, value];
    }
    for (const maxBytes of [0, 64 * 1024 * 1024]) {
      const { found } = await search([[pair[0], 'a', pair[1], 'a']], maxBytes);
      expect(sorted(found)).toEqual(['a']);
      const across = await search([[pair[0]], [pair[1], pair[0]]], maxBytes);
      expect(sorted(across.found)).toEqual([pair[0]]);
    }
  });
});
