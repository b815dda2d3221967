/**
 * An exact set of strings for the indexes of a first pass (uniqueness, `is_unique_key`, `lookup`),
 * held in typed arrays: each value encoded (./value-encoding.ts) in one growing byte arena, its
 * hash, and an open-addressing table.
 *
 * A Set of a million short strings takes about 55 MB (a heap string and a table entry each) and
 * every one of them survives into the old space; here they take about 20 MB, the strings die
 * young, and the set crosses threads as four typed arrays instead of a million strings.
 */
import { decodeValue, hashBytes, ValueEncoder } from './value-encoding.ts';

/** The set's contents as plain typed arrays, for a trip between threads. */
export interface ValueSetData {
  bytes: Uint8Array;
  /** Entry `i` spans `bytes[starts[i], starts[i + 1])`. */
  starts: Uint32Array;
  hashes: Uint32Array;
  count: number;
  /** The lookup table, when it comes along (a shared set); rebuilt from the hashes otherwise. */
  table?: Int32Array;
}

const EMPTY = 0;

export class ValueSet {
  private bytes: Uint8Array;
  private used = 0;
  private starts: Uint32Array;
  private hashes: Uint32Array;
  private count = 0;
  /** Slot → entry index + 1; EMPTY when free. */
  private table: Int32Array;
  private mask: number;
  /** Whether `table` is shared with other sets (see `share`): copied before it is written to. */
  private sharedTable = false;
  /** Where a value is encoded before it is looked up (and copied in, when added). */
  private readonly encoder = new ValueEncoder();

  constructor(data?: ValueSetData) {
    if (data) {
      this.bytes = data.bytes;
      this.starts = data.starts;
      this.hashes = data.hashes;
      this.count = data.count;
      this.used = data.starts[data.count]!;
      if (data.table) {
        this.table = data.table;
        this.sharedTable = true;
        this.mask = this.table.length - 1;
      } else {
        this.table = new Int32Array(tableSizeFor(data.count));
        this.mask = this.table.length - 1;
        for (let e = 0; e < this.count; e++) this.place(e);
      }
    } else {
      this.bytes = new Uint8Array(64 * 1024);
      this.starts = new Uint32Array(1024 + 1);
      this.hashes = new Uint32Array(1024);
      this.table = new Int32Array(2048);
      this.mask = this.table.length - 1;
    }
  }

  get size(): number {
    return this.count;
  }

  /** Bytes its arrays take, grown or not: what holding the set costs. */
  get memoryBytes(): number {
    return this.bytes.length + (this.starts.length + this.hashes.length + this.table.length) * 4;
  }

  /** `memoryBytes` once a new value of `length` encoded bytes is added (its arrays grown as `append` grows them). */
  memoryBytesWith(length: number): number {
    let bytes = this.memoryBytes;
    if (this.used + length > this.bytes.length) {
      bytes += Math.max(this.bytes.length * 2, this.used + length) - this.bytes.length;
    }
    if (this.count + 1 >= this.hashes.length) {
      const entries = Math.max(1024, this.hashes.length * 2);
      bytes += (entries + 1 - this.starts.length + entries - this.hashes.length) * 4;
    }
    if ((this.count + 1) * 2 > this.table.length) bytes += this.table.length * 4;
    return bytes;
  }

  /** Adds `value`; false when it was already there. */
  add(value: string): boolean {
    const { encoder } = this;
    encoder.encode(value);
    const hash = hashBytes(encoder.bytes, 0, encoder.length);
    if (this.find(encoder.bytes, 0, encoder.length, hash) >= 0) return false;
    this.append(encoder.bytes, 0, encoder.length, hash);
    return true;
  }

  /**
   * Adds the encoded value in bytes [from, to) of `source` (see ./value-encoding.ts), whose hash is
   * `hash`; false when it was already there.
   */
  addEncoded(source: Uint8Array, from: number, to: number, hash: number): boolean {
    if (this.find(source, from, to, hash) >= 0) return false;
    this.append(source, from, to, hash);
    return true;
  }

  /**
   * Empties the set and keeps its arrays for the values that follow, which leaves no garbage to
   * collect; a set whose arrays other sets read (see `share`) takes new ones.
   */
  clear(): void {
    this.count = 0;
    this.used = 0;
    if (!this.sharedTable) {
      this.table.fill(EMPTY);
      return;
    }
    this.bytes = new Uint8Array(64 * 1024);
    this.starts = new Uint32Array(1024 + 1);
    this.hashes = new Uint32Array(1024);
    this.table = new Int32Array(2048);
    this.mask = this.table.length - 1;
    this.sharedTable = false;
  }

  /** Whether the set holds `value`; a lookup never writes to the set (it may be shared). */
  has(value: string): boolean {
    const { encoder } = this;
    encoder.encode(value);
    return this.find(encoder.bytes, 0, encoder.length, hashBytes(encoder.bytes, 0, encoder.length)) >= 0;
  }

  /**
   * Each value of `other` (a set's released contents, never given a table of its own: it is only
   * read) that this set holds too, as text.
   */
  *common(other: ValueSetData): Generator<string> {
    for (let e = 0; e < other.count; e++) {
      const from = other.starts[e]!;
      const to = other.starts[e + 1]!;
      if (this.find(other.bytes, from, to, other.hashes[e]!) >= 0) yield decodeValue(other.bytes, from, to);
    }
  }

  /**
   * Adds every value of `other` (contents, as for `common`); `repeated` receives those this set
   * held already.
   */
  merge(other: ValueSetData, repeated?: (value: string) => void): void {
    for (let e = 0; e < other.count; e++) {
      const from = other.starts[e]!;
      const to = other.starts[e + 1]!;
      const hash = other.hashes[e]!;
      if (this.find(other.bytes, from, to, hash) >= 0) repeated?.(decodeValue(other.bytes, from, to));
      else this.append(other.bytes, from, to, hash);
    }
  }

  /** The contents as they stand, for `common` and `merge` (views: the set must not change meanwhile). */
  contents(): ValueSetData {
    return {
      bytes: this.bytes.subarray(0, this.used),
      starts: this.starts.subarray(0, this.count + 1),
      hashes: this.hashes.subarray(0, this.count),
      count: this.count,
    };
  }

  /**
   * The contents and table copied once into shared memory, which this set then uses too: every
   * thread that builds a set from them reads the same bytes, none a copy. For an index complete
   * before it is shared; adding to the set afterwards moves it back to memory of its own.
   */
  share(): ValueSetData {
    const data = this.contents();
    const shared: ValueSetData = {
      bytes: sharedCopy(data.bytes, Uint8Array),
      starts: sharedCopy(data.starts, Uint32Array),
      hashes: sharedCopy(data.hashes, Uint32Array),
      count: this.count,
      table: sharedCopy(this.table, Int32Array),
    };
    this.bytes = shared.bytes;
    this.starts = shared.starts;
    this.hashes = shared.hashes;
    this.table = shared.table!;
    this.sharedTable = true;
    return shared;
  }

  /**
   * Hands the contents over for a trip between threads (their buffers can be transferred, not
   * copied); the set is left empty.
   */
  release(): ValueSetData {
    const data = this.contents();
    this.bytes = new Uint8Array(0);
    this.starts = new Uint32Array(1);
    this.hashes = new Uint32Array(1);
    this.table = new Int32Array(2);
    this.mask = 1;
    this.count = 0;
    this.used = 0;
    return data;
  }

  /** Adds bytes [from, to) of `source`, which the set does not hold, as a new entry. */
  private append(source: Uint8Array, from: number, to: number, hash: number): void {
    this.reserve(to - from);
    // A loop rather than set(subarray): values are short, and a view per value is an allocation.
    const bytes = this.bytes;
    for (let i = from, at = this.used; i < to; i++, at++) bytes[at] = source[i]!;
    if (this.count + 1 >= this.hashes.length) this.growEntries();
    this.starts[this.count] = this.used;
    this.used += to - from;
    this.starts[this.count + 1] = this.used;
    this.hashes[this.count] = hash;
    this.count++;
    if (this.count * 2 > this.table.length) this.growTable();
    else {
      if (this.sharedTable) {
        this.table = this.table.slice();
        this.sharedTable = false;
      }
      this.place(this.count - 1);
    }
  }

  /** The entry holding bytes [from, to) of `source`, or -1. */
  private find(source: Uint8Array, from: number, to: number, hash: number): number {
    const length = to - from;
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.table[slot]!;
      if (entry === EMPTY) return -1;
      const e = entry - 1;
      if (this.hashes[e] !== hash) continue;
      const start = this.starts[e]!;
      if (this.starts[e + 1]! - start !== length) continue;
      let same = true;
      for (let i = 0; i < length; i++) {
        if (this.bytes[start + i] !== source[from + i]) {
          same = false;
          break;
        }
      }
      if (same) return e;
    }
  }

  private place(e: number): void {
    let slot = this.hashes[e]! & this.mask;
    while (this.table[slot] !== EMPTY) slot = (slot + 1) & this.mask;
    this.table[slot] = e + 1;
  }

  private reserve(length: number): void {
    if (this.used + length <= this.bytes.length) return;
    const bytes = new Uint8Array(Math.max(this.bytes.length * 2, this.used + length));
    bytes.set(this.bytes.subarray(0, this.used));
    this.bytes = bytes;
  }

  private growEntries(): void {
    const entries = Math.max(1024, this.hashes.length * 2);
    const starts = new Uint32Array(entries + 1);
    starts.set(this.starts.subarray(0, this.count + 1));
    this.starts = starts;
    const hashes = new Uint32Array(entries);
    hashes.set(this.hashes.subarray(0, this.count));
    this.hashes = hashes;
  }

  private growTable(): void {
    this.table = new Int32Array(this.table.length * 2);
    this.sharedTable = false;
    this.mask = this.table.length - 1;
    for (let e = 0; e < this.count; e++) this.place(e);
  }
}

/** A copy of `array` in a SharedArrayBuffer. */
function sharedCopy<T extends Uint8Array | Uint32Array | Int32Array>(
  array: T,
  Kind: { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number },
): T {
  const copy = new Kind(new SharedArrayBuffer(array.length * Kind.BYTES_PER_ELEMENT));
  copy.set(array);
  return copy;
}

/** A table of at least twice `count` slots, a power of two. */
function tableSizeFor(count: number): number {
  let size = 2048;
  while (size < count * 2 + 2) size *= 2;
  return size;
}
