/**
 * Where Ferry keeps files: uploaded sources, normalized copies, targets and reports. Keys are
 * slash-separated paths such as `org/<orgId>/transformations/<id>/source`; values are streamed,
 * never held whole in memory.
 */
import type { Readable } from 'node:stream';

/** What is known of a stored file without reading it. */
export interface BlobStat {
  /** Size in bytes. */
  size: number;
  /** When it was last written. */
  modifiedAt: Date;
}

export interface BlobStore {
  /** Stores the stream under key, replacing any earlier value only once it is complete. Resolves to the bytes written. */
  put(key: string, stream: Readable): Promise<number>;
  /**
   * Stores a local file under key and takes it over (it is gone afterwards): renamed into place
   * when it is on the store's disk, else copied and removed. Resolves to its size.
   */
  putFile(key: string, file: string): Promise<number>;
  /** Stores the value of `from` under `to` too; later changes to either leave the other alone. */
  copy(from: string, to: string): Promise<void>;
  /** Streams the value of key; throws BlobNotFound when there is none. */
  get(key: string): Promise<Readable>;
  /**
   * Up to `length` bytes of key's value from byte `start`: fewer at its end, none past it. Throws
   * BlobNotFound when there is no such key. For reads of a few bytes to a few megabytes: the
   * buffer is held whole.
   */
  getRange(key: string, start: number, length: number): Promise<Buffer>;
  /** Size and date of key, or null when there is none. */
  stat(key: string): Promise<BlobStat | null>;
  /** Removes every key equal to prefix or under `prefix/`. */
  delete(prefix: string): Promise<void>;
  /**
   * A path where the value can be read in place (random access: the review pages read a few
   * hundred bytes of large files), or null when there is none. A remote store will answer null and
   * its callers copy the file first.
   */
  localPath(key: string): Promise<string | null>;
}

/** No file under this key. */
export class BlobNotFound extends Error {
  constructor(readonly key: string) {
    super(`No file stored under ${key}.`);
    this.name = 'BlobNotFound';
  }
}

/** A key made of plain segments: no empty, `.` or `..` segment, no backslash or NUL, so it cannot leave the store. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  const bad = segments.some((s) => s === '' || s === '.' || s === '..' || /[\\\0]/.test(s));
  if (bad) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
  return key;
}
