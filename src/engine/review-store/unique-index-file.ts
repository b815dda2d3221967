/**
 * The review's index of the keys that must appear once (`uniqueness` columns, `is_unique_key`),
 * one file beside the store: for each rule, each row's key hash, and the rows holding each hash in
 * buckets, so that "which rows hold this key" costs two small reads whatever the file's size.
 * It holds the keys as the transform stage judged the rows; edited rows keep theirs with their
 * revalidation. All integers unsigned little-endian; a hash is 64 bits as two uint32 (high, low),
 * 0 standing for a blank cell.
 *
 * - header: uint32 rule count R, uint32 row count N, uint32 byte length L of the rules' JSON, the JSON;
 * - R entries of 16 bytes: uint32 bucket count B (a power of two), uint32 entry count M, uint64
 *   where the rule's section starts;
 * - per rule: N × 8 bytes, each row's hash; (B + 1) × uint32, where each bucket's entries start;
 *   M × 12 bytes, each entry (hash high, hash low, 0-based ordinal), grouped by bucket (hash low & (B − 1)).
 */
import { type FileHandle, open, writeFile } from 'node:fs/promises';
import { readOffset, writeOffset } from './store-layout.ts';

const HEADER = 12;
const RULE_ENTRY = 16;
const ENTRY = 12;

/** One rule's hashes by row, as the builder collects them. */
export interface RuleHashes {
  high: Uint32Array;
  low: Uint32Array;
}

const hex = (high: number, low: number) =>
  high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');

/** Writes the index of `rules` (any JSON) over `rows` rows; each rule's arrays have one hash per row. */
export async function writeUniqueIndex(
  path: string,
  rules: unknown,
  rows: number,
  hashes: readonly RuleHashes[],
): Promise<void> {
  const json = Buffer.from(JSON.stringify(rules));
  const head = Buffer.alloc(HEADER + json.length + hashes.length * RULE_ENTRY);
  head.writeUInt32LE(hashes.length, 0);
  head.writeUInt32LE(rows, 4);
  head.writeUInt32LE(json.length, 8);
  json.copy(head, HEADER);
  const sections: Buffer[] = [];
  let at = head.length;
  hashes.forEach(({ high, low }, r) => {
    const section = ruleSection(rows, high, low);
    const entry = HEADER + json.length + r * RULE_ENTRY;
    head.writeUInt32LE(section.buckets, entry);
    head.writeUInt32LE(section.entries, entry + 4);
    writeOffset(head, at, entry + 8);
    sections.push(section.bytes);
    at += section.bytes.length;
  });
  await writeFile(path, Buffer.concat([head, ...sections]));
}

/** One rule's section: a counting sort of its rows by bucket, no comparison of keys. */
function ruleSection(rows: number, high: Uint32Array, low: Uint32Array) {
  let entries = 0;
  for (let i = 0; i < rows; i++) if (high[i] !== 0 || low[i] !== 0) entries++;
  let buckets = 1;
  while (buckets * 4 < entries) buckets *= 2;
  const starts = new Uint32Array(buckets + 1);
  for (let i = 0; i < rows; i++) if (high[i] !== 0 || low[i] !== 0) starts[(low[i]! & (buckets - 1)) + 1]!++;
  for (let b = 0; b < buckets; b++) starts[b + 1]! += starts[b]!;
  const bytes = Buffer.alloc(rows * 8 + (buckets + 1) * 4 + entries * ENTRY);
  const next = starts.slice(0, buckets);
  const entriesAt = rows * 8 + (buckets + 1) * 4;
  for (let i = 0; i < rows; i++) {
    bytes.writeUInt32LE(high[i]!, i * 8);
    bytes.writeUInt32LE(low[i]!, i * 8 + 4);
    if (high[i] === 0 && low[i] === 0) continue;
    const slot = entriesAt + next[low[i]! & (buckets - 1)]!++ * ENTRY;
    bytes.writeUInt32LE(high[i]!, slot);
    bytes.writeUInt32LE(low[i]!, slot + 4);
    bytes.writeUInt32LE(i, slot + 8);
  }
  for (let b = 0; b <= buckets; b++) bytes.writeUInt32LE(starts[b]!, rows * 8 + b * 4);
  return { bytes, buckets, entries };
}

/** The index read a few bytes at a time. */
export interface UniqueIndex {
  /** The rules, as the builder described them, in the order of the tags' numbers. */
  readonly rules: unknown;
  readonly rowCount: number;
  /** The tags (`rule:hash`) of a row's keys as the transform stage judged it. */
  tagsOf(ordinal: number): Promise<string[]>;
  /** The 0-based ordinals of the rows whose key under `rule` had this hash in the transform stage. */
  holders(rule: number, hash: string): Promise<number[]>;
  close(): Promise<void>;
}

export async function openUniqueIndex(path: string): Promise<UniqueIndex> {
  const file = await open(path, 'r');
  try {
    const head = await readAt(file, 0, HEADER);
    const ruleCount = head.readUInt32LE(0);
    const rowCount = head.readUInt32LE(4);
    const jsonLength = head.readUInt32LE(8);
    const rest = await readAt(file, HEADER, jsonLength + ruleCount * RULE_ENTRY);
    const rules = JSON.parse(rest.toString('utf8', 0, jsonLength)) as unknown;
    const sections = Array.from({ length: ruleCount }, (_, r) => {
      const at = jsonLength + r * RULE_ENTRY;
      return { buckets: rest.readUInt32LE(at), start: readOffset(rest, at + 8) };
    });
    return new IndexReader(file, rules, rowCount, sections);
  } catch (error) {
    await file.close();
    throw error;
  }
}

class IndexReader implements UniqueIndex {
  /**
   * Per rule, where each bucket's entries start, read whole at the rule's first lookup (4 bytes per
   * bucket, at most a byte per row): a lookup is then one read instead of two, and a replace looks
   * up two keys per changed row.
   */
  private readonly bucketStarts: (Promise<Uint32Array> | null)[];

  constructor(
    private readonly file: FileHandle,
    readonly rules: unknown,
    readonly rowCount: number,
    private readonly sections: { buckets: number; start: number }[],
  ) {
    this.bucketStarts = sections.map(() => null);
  }

  async tagsOf(ordinal: number): Promise<string[]> {
    const tags: string[] = [];
    for (let r = 0; r < this.sections.length; r++) {
      const bytes = await readAt(this.file, this.sections[r]!.start + ordinal * 8, 8);
      const high = bytes.readUInt32LE(0);
      const low = bytes.readUInt32LE(4);
      if (high !== 0 || low !== 0) tags.push(`${r}:${hex(high, low)}`);
    }
    return tags;
  }

  async holders(rule: number, hash: string): Promise<number[]> {
    const { buckets, start } = this.sections[rule]!;
    const high = Number.parseInt(hash.slice(0, 8), 16);
    const low = Number.parseInt(hash.slice(8), 16);
    const table = start + this.rowCount * 8;
    const bucket = (low & (buckets - 1)) >>> 0;
    this.bucketStarts[rule] ??= readAt(this.file, table, (buckets + 1) * 4).then((bytes) =>
      Uint32Array.from({ length: buckets + 1 }, (_, b) => bytes.readUInt32LE(b * 4)),
    );
    const starts = await this.bucketStarts[rule];
    const first = starts[bucket]!;
    const count = starts[bucket + 1]! - first;
    if (count === 0) return [];
    const entries = await readAt(this.file, table + (buckets + 1) * 4 + first * ENTRY, count * ENTRY);
    const found: number[] = [];
    for (let e = 0; e < count; e++) {
      if (entries.readUInt32LE(e * ENTRY) === high && entries.readUInt32LE(e * ENTRY + 4) === low) {
        found.push(entries.readUInt32LE(e * ENTRY + 8));
      }
    }
    return found;
  }

  close(): Promise<void> {
    return this.file.close();
  }
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await file.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) throw new Error(`The unique-key index ends before byte ${position + length}.`);
    done += bytesRead;
  }
  return buffer;
}
