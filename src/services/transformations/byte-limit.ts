/**
 * Upload size limits: the one limit an upload is held to, a pass-through counting the bytes, and
 * the check of a declared length.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLarge, type SizeLimitSource } from '../../domain/errors.ts';

/** The limit an upload is held to, in bytes, and the setting it comes from. */
export interface UploadLimit {
  bytes: number;
  source: SizeLimitSource;
}

const SOURCES = {
  plan: { name: 'MAX_FILE_SIZE', english: "the plan's MAX_FILE_SIZE" },
  template: { name: 'max_file_size', english: "the template's max_file_size" },
  server: { name: 'FERRY_MAX_UPLOAD_BYTES', english: "the server's FERRY_MAX_UPLOAD_BYTES" },
} satisfies Record<string, SizeLimitSource>;

/**
 * The smallest of the plan's MAX_FILE_SIZE (bytes), the template's max_file_size (bytes, when
 * set) and the server's limit. On a tie the template's is named, then the plan's: the nearest
 * setting a receiver can change.
 */
export function uploadLimit(template: number | null, plan: number | undefined, server: number): UploadLimit {
  const candidates: UploadLimit[] = [
    ...(template !== null ? [{ bytes: template, source: SOURCES.template }] : []),
    ...(plan !== undefined ? [{ bytes: plan, source: SOURCES.plan }] : []),
    { bytes: server, source: SOURCES.server },
  ];
  return candidates.reduce((smallest, c) => (c.bytes < smallest.bytes ? c : smallest));
}

/** The 413 of an upload over `limit`. */
export function uploadTooLarge(limit: UploadLimit): PayloadTooLarge {
  return new PayloadTooLarge(limit.bytes, limit.source);
}

/** A pass-through that fails with PayloadTooLarge as soon as more than the limit's bytes went by. */
export class ByteLimit extends Transform {
  private seen = 0;

  constructor(private readonly limit: UploadLimit) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit.bytes) done(uploadTooLarge(this.limit));
    else done(null, chunk);
  }
}

/**
 * What a multipart body holds besides the file: boundaries, part headers and the few text fields
 * of an upload. 1 MiB is far more than they take, and nothing beside a limit of megabytes.
 */
export const MULTIPART_ALLOWANCE = 1024 * 1024;

/** Whether a body that declares `declared` bytes (Content-Length) must hold a file over `limit`. */
export function declaresOverLimit(declared: number | null, limit: number): boolean {
  return declared !== null && declared > limit + MULTIPART_ALLOWANCE;
}
