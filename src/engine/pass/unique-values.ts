/**
 * The values of one uniqueness column as a first pass meets them, to find those on more than one
 * row, in bounded memory. They are held in a ValueSet, which finds repeats at once, while it takes
 * at most `maxBytes`; past that, the values held and every value met after them are written to
 * partition files by their hash (./value-partitions.ts), and the repeats among them are found once
 * every pass over the file is over, one partition at a time (./duplicate-search.ts). A file of
 * 10M rows then costs the pass the partitions' write buffers (2 MB), not 250 MB of values.
 */
import { decodeValue, hashBytes, ValueEncoder } from '../../domain/value-encoding.ts';
import { ValueSet, type ValueSetData } from '../../domain/value-set.ts';
import { collectGarbage } from './collect-garbage.ts';
import { PartitionWriter } from './value-partitions.ts';

/**
 * Bytes the values of one uniqueness column may take in memory, over all the slices of a run:
 * 524,287 ids of up to 7 digits (the set's arrays grow by doubling, the next step takes 25 MB).
 * Files of up to about half a million rows are searched in memory; a larger one writes its values
 * to disk once past the bound, so that the 1M-row and 10M-row files peak alike (at 32 MB, the 1M
 * file stayed in memory but the 10M file peaked 19 MB above it; docs/performance.md, "Flat memory
 * at 10M rows").
 */
export const UNIQUE_VALUES_IN_MEMORY = 16 * 1024 * 1024;

/** Where a first pass writes the values of a uniqueness column that outgrow memory. */
export interface ValuesSpill {
  /** Path prefix of its partition files, in the run's folder for them (created at the first spill). */
  prefix: string;
  /** Bytes the held values may take (ValueSet.memoryBytes) before they are written out. */
  maxBytes: number;
}

/** What one pass found for one column, for the search across passes (./duplicate-search.ts). */
export interface UniqueValuesPart {
  /** Values the pass found repeated while it held its values. */
  duplicates: Set<string>;
  /**
   * The values held: a set in the thread that built it, its contents after a trip between
   * threads; null once they are in the partition files.
   */
  values: ValueSet | ValueSetData | null;
  /** Path prefix of the pass's partition files (written only when `values` is null). */
  prefix: string;
}

export class UniqueValues {
  private held: ValueSet | null = new ValueSet();
  private writer: PartitionWriter | null = null;
  private readonly duplicates = new Set<string>();
  private readonly encoder = new ValueEncoder();

  constructor(private readonly spill: ValuesSpill) {}

  /** Counts one row's value (never blank: blank values are never duplicates). */
  add(value: string): void {
    this.encoder.encode(value);
    this.take(value.length, value);
  }

  /**
   * Counts one row's value whose text is the ASCII bytes [start, end) of `bytes` (never blank),
   * held and compared as `add` holds that text: a first pass keeps a value as its bytes when the
   * column's conversion leaves them as they are.
   */
  addAscii(bytes: Uint8Array, start: number, end: number): void {
    this.encoder.encodeAscii(bytes, start, end);
    this.take(end - start, null);
  }

  /** Counts the value in the encoder, of `length` characters; `value` is its text when known. */
  private take(length: number, value: string | null): void {
    const { encoder } = this;
    const hash = hashBytes(encoder.bytes, 0, encoder.length);
    const held = this.held;
    if (held !== null) {
      // Written out before the set grows past its bound: a value takes at most a tag and 2 bytes a character.
      if (held.memoryBytesWith(1 + 2 * length) <= this.spill.maxBytes) {
        if (!held.addEncoded(encoder.bytes, 0, encoder.length, hash)) {
          this.duplicates.add(value ?? decodeValue(encoder.bytes, 0, encoder.length));
        }
        return;
      }
      this.writeHeld(held);
    }
    this.writer!.write(encoder.bytes, 0, encoder.length, hash);
  }

  /** The pass is over: what it found, its partition files complete. The part takes the values over. */
  finish(): UniqueValuesPart {
    this.writer?.close();
    this.writer = null;
    const values = this.held;
    this.held = null;
    return { duplicates: this.duplicates, values, prefix: this.spill.prefix };
  }

  /** The values held go to the partition files, as will every value after them. */
  private writeHeld(held: ValueSet): void {
    this.writer = new PartitionWriter(this.spill.prefix);
    writeValues(this.writer, held.contents());
    this.held = null;
    // Its arrays (up to the bound) are freed now rather than when the heap next fills, which a
    // first pass that reads one column may take long to do: they would add to the search's memory.
    collectGarbage();
  }
}

/** Writes every value of a set's contents to partition files. */
export function writeValues(writer: PartitionWriter, data: ValueSetData): void {
  const { bytes, starts, hashes } = data;
  for (let e = 0; e < data.count; e++) writer.write(bytes, starts[e]!, starts[e + 1]!, hashes[e]!);
}
