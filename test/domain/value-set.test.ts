/** The first pass's set of values: exact like a Set of strings, across growth and a trip between threads. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValueEncoder } from '../../src/domain/value-encoding.ts';
import { ValueSet } from '../../src/domain/value-set.ts';

describe('ValueSet', () => {
  it('answers like a Set of strings for any values, including wide and lone-surrogate ones', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ maxLength: 6 }),
            fc.string({ unit: 'binary', maxLength: 4 }),
            fc.constantFrom('a\u0001', '\u0161', '\ud800', '\udc00', '', 'é'),
          ),
        ),
        (values) => {
          const set = new ValueSet();
          const reference = new Set<string>();
          for (const value of values) {
            expect(set.add(value)).toBe(!reference.has(value));
            reference.add(value);
          }
          expect(set.size).toBe(reference.size);
          for (const value of values) expect(set.has(value)).toBe(true);
          expect(set.has('never added \u0000')).toBe(reference.has('never added \u0000'));
        },
      ),
    );
  });

  it('takes values again after its contents were handed over, or rebuilt from an empty set', () => {
    const set = new ValueSet();
    set.add('a');
    set.release();
    const empty = new ValueSet(new ValueSet().release());
    for (const target of [set, empty]) {
      for (let i = 0; i < 3000; i++) expect(target.add(`v${i}`)).toBe(true);
      expect(target.add('v2999')).toBe(false);
      expect(target.size).toBe(3000);
    }
  });

  it('keeps the one-byte and two-byte forms apart', () => {
    const set = new ValueSet();
    set.add('a\u0001');
    expect(set.has('\u0161')).toBe(false);
    expect(set.add('\u0161')).toBe(true);
    expect(set.size).toBe(2);
  });

  it('grows past its first capacities and comes back whole from its typed arrays', () => {
    const set = new ValueSet();
    for (let i = 0; i < 200_000; i++) set.add(`id-${i}-${'x'.repeat(i % 40)}`);
    expect(set.size).toBe(200_000);
    const data = set.release();
    expect(set.size).toBe(0);
    expect(set.has('id-7-xxxxxxx')).toBe(false);
    const copy = new ValueSet(
      structuredClone(data, {
        transfer: [data.bytes.buffer, data.starts.buffer, data.hashes.buffer] as ArrayBuffer[],
      }),
    );
    expect(copy.size).toBe(200_000);
    expect(copy.has('id-199999-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')).toBe(true);
    expect(copy.has('id-200000-')).toBe(false);
    expect(copy.add('id-7-xxxxxxx')).toBe(false);
    expect(copy.add('id-200000-')).toBe(true);
  });

  it('finds the values two sets share, and merges one into the other', () => {
    const first = new ValueSet();
    const second = new ValueSet();
    for (const v of ['a', 'b', 'Zoë', '中']) first.add(v);
    for (const v of ['b', 'c', '中', 'zoe']) second.add(v);
    const contents = second.release();
    expect([...first.common(contents)].sort()).toEqual(['b', '中']);
    expect(first.size).toBe(4);
    const repeated: string[] = [];
    first.merge(contents, (value) => repeated.push(value));
    expect(repeated.sort()).toEqual(['b', '中']);
    expect(first.size).toBe(6);
    for (const v of ['a', 'b', 'c', 'Zoë', '中', 'zoe']) expect(first.has(v)).toBe(true);
  });

  it('shares its contents and table: a set built from them finds the same values, and stays usable', () => {
    const set = new ValueSet();
    for (let i = 0; i < 5000; i++) set.add(`key-${i}`);
    const shared = set.share();
    expect(shared.bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.table?.buffer).toBeInstanceOf(SharedArrayBuffer);
    const other = new ValueSet(structuredClone(shared));
    expect(other.has('key-4999')).toBe(true);
    expect(other.has('key-5000')).toBe(false);
    const before = Buffer.from(shared.table!.buffer as SharedArrayBuffer).toString('base64');
    expect(set.add('key-5000')).toBe(true);
    expect(set.has('key-0')).toBe(true);
    expect(other.has('key-5000')).toBe(false);
    // Adding to one set wrote nothing to the memory the other reads.
    expect(Buffer.from(shared.table!.buffer as SharedArrayBuffer).toString('base64')).toBe(before);
  });

  it('takes values again once cleared, its arrays kept, and a shared set clears without touching what others read', () => {
    const set = new ValueSet();
    for (let i = 0; i < 5000; i++) set.add(`key-${i}`);
    const memory = set.memoryBytes;
    set.clear();
    expect(set.size).toBe(0);
    expect(set.has('key-1')).toBe(false);
    expect(set.memoryBytes).toBe(memory);
    for (let i = 0; i < 3000; i++) expect(set.add(`other-${i}`)).toBe(true);
    expect(set.add('other-2999')).toBe(false);
    expect(set.has('key-1')).toBe(false);

    const shared = set.share();
    const other = new ValueSet(shared);
    const bytes = Buffer.from(shared.bytes).toString('base64');
    set.clear();
    expect(set.add('other-5')).toBe(true);
    expect(set.add('new')).toBe(true);
    expect(other.has('other-5')).toBe(true);
    expect(other.has('new')).toBe(false);
    expect(Buffer.from(shared.bytes).toString('base64')).toBe(bytes);
  });

  it('tells what it will take once a value is added, across every growth of its arrays', () => {
    const set = new ValueSet();
    const encoder = new ValueEncoder();
    for (let i = 0; i < 40_000; i++) {
      const value = i % 5 === 0 ? `wide ${i} \u0161` : `v${i}`.repeat(1 + (i % 50 === 0 ? 400 : 0));
      encoder.encode(value);
      const predicted = set.memoryBytesWith(encoder.length);
      expect(set.memoryBytesWith(encoder.length - 1)).toBeLessThanOrEqual(predicted);
      set.add(value);
      expect(set.memoryBytes).toBe(predicted);
    }
  });
});
