/**
 * The values of a uniqueness column found on more than one row, from what each pass over the file
 * found (./unique-values.ts): one pass for a run in one thread, one per slice for a split run. Each
 * pass's repeats count, and so does a value met by two passes.
 *
 * When every pass held its values, the first pass's set takes in the others' values in turn. When
 * one of them wrote its values to disk, the others write theirs too, and each partition is then read
 * alone, from every pass's file of it, into an exact set: equal values share a hash, hence a
 * partition, and values that only share a hash are told apart by their bytes. A partition too
 * large for `maxBytes` is read in rounds, each taking the values whose hash falls in its share.
 */
import { rm, stat } from 'node:fs/promises';
import { decodeValue } from '../../domain/value-encoding.ts';
import { ValueSet, type ValueSetData } from '../../domain/value-set.ts';
import type { UniqueValuesPart } from './unique-values.ts';
import { writeValues } from './unique-values.ts';
import { PARTITIONS, PartitionReader, PartitionWriter, partitionFile } from './value-partitions.ts';

/**
 * Memory a set takes per byte of partition records, with room to spare: a record is 8 bytes and
 * the value, an entry in the set the value, 8 bytes and 8 to 16 of table, its arrays grown by doubling.
 */
const SET_BYTES_PER_RECORD_BYTE = 3;
/**
 * Rounds per partition at most: a partition larger than that (records of about 5 GB in all at the
 * default bound) takes more memory rather than ever more reads.
 */
const MAX_ROUNDS = 16;

/** The values repeated within or across the parts (each part's values are gone afterwards). */
export async function findDuplicates(parts: UniqueValuesPart[], maxBytes: number): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of parts) for (const value of part.duplicates) found.add(value);
  if (parts.every((part) => part.values !== null)) {
    joinHeld(parts, found);
    return found;
  }
  for (const part of parts) writeHeldOut(part);
  // One set and one buffer for every partition: 64 sets of a few MB each would wait for a collection.
  const search = { set: new ValueSet(), reader: new PartitionReader(), maxBytes };
  for (let p = 0; p < PARTITIONS; p++) {
    const files = parts.map((part) => partitionFile(part.prefix, p));
    await searchPartition(files, search, found);
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
  return found;
}

/** Writes the values a part holds to its partition files, as if its pass had written them out. */
export function writeHeldOut(part: UniqueValuesPart): void {
  if (part.values === null) return;
  const writer = new PartitionWriter(part.prefix);
  writeValues(writer, part.values instanceof ValueSet ? part.values.contents() : part.values);
  writer.close();
  part.values = null;
}

/** Bytes a part's held values take (0 once written out): a set's arrays, or their contents. */
export function heldBytes(part: UniqueValuesPart): number {
  const { values } = part;
  if (values === null) return 0;
  if (values instanceof ValueSet) return values.memoryBytes;
  return values.bytes.byteLength + values.starts.byteLength + values.hashes.byteLength;
}

/** The parts' held values joined: the first part's set takes in the others'. */
function joinHeld(parts: UniqueValuesPart[], found: Set<string>): void {
  const first = parts[0]!.values!;
  const all = first instanceof ValueSet ? first : new ValueSet(first);
  for (let k = 1; k < parts.length; k++) {
    const values = parts[k]!.values!;
    const data: ValueSetData = values instanceof ValueSet ? values.contents() : values;
    // The last part's values need only be looked up: no later part will look for them.
    if (k === parts.length - 1) for (const value of all.common(data)) found.add(value);
    else all.merge(data, (value) => found.add(value));
    parts[k]!.values = null;
  }
  parts[0]!.values = null;
}

/** Adds to `found` the values repeated in one partition, read from each pass's file of it. */
async function searchPartition(
  files: string[],
  { set, reader, maxBytes }: { set: ValueSet; reader: PartitionReader; maxBytes: number },
  found: Set<string>,
): Promise<void> {
  let bytes = 0;
  for (const file of files) bytes += (await stat(file).catch(() => null))?.size ?? 0;
  if (bytes === 0) return;
  const wanted = Math.ceil((bytes * SET_BYTES_PER_RECORD_BYTE) / Math.max(maxBytes, 1));
  const rounds = Math.min(MAX_ROUNDS, Math.max(1, wanted));
  for (let round = 0; round < rounds; round++) {
    set.clear();
    for (const file of files) {
      await reader.read(file, (source, from, to, hash) => {
        if (rounds > 1 && roundOf(hash, rounds) !== round) return;
        if (!set.addEncoded(source, from, to, hash)) found.add(decodeValue(source, from, to));
      });
    }
  }
}

/**
 * A value's round, from its hash mixed (the hashes of a partition share their top bits): bits 16
 * and up of a product depend on every bit of the hash.
 */
const roundOf = (hash: number, rounds: number): number => (Math.imul(hash, 0x9e3779b1) >>> 16) % rounds;
