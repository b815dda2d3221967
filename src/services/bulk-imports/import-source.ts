/**
 * The file of an import as a stream: an uploaded one from the blob store, or fetched from its URL
 * through the private-network guard (every address checked at connect time, each of at most 5
 * redirects again), with 30 s connect and idle timeouts and the upload size limit as a cap.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { phrase } from '../../domain/messages/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { BulkImportRow } from '../../store/bulk-imports/bulk-imports.ts';
import { ByteLimit, type UploadLimit, uploadTooLarge } from '../transformations/byte-limit.ts';
import { ImportFailed } from './import-failure.ts';

export interface ImportSource {
  stream: Readable;
  /** Its size in bytes when known beforehand, for the progress. */
  totalBytes: number | null;
}

const TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 5;

export async function openImportSource(
  row: BulkImportRow,
  blobs: BlobStore,
  outbound: OutboundHttp,
  limit: UploadLimit,
): Promise<ImportSource> {
  if (row.source_key) {
    const stat = await blobs.stat(row.source_key);
    if (!stat) throw new ImportFailed(phrase('exception.bulk_import.upload_gone'));
    return { stream: await blobs.get(row.source_key), totalBytes: stat.size };
  }
  const answer = await outbound.request({
    url: row.source_url!,
    timeoutMs: TIMEOUT_MS,
    maxRedirects: MAX_REDIRECTS,
    headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.5' },
  });
  if (answer.status < 200 || answer.status > 299) {
    discard(answer.body);
    throw new ImportFailed(
      phrase('exception.bulk_import.http_status', { url: answer.url, status: answer.status }),
    );
  }
  const length = Number(answer.headers['content-length']);
  const totalBytes = Number.isSafeInteger(length) && length >= 0 ? length : null;
  if (totalBytes !== null && totalBytes > limit.bytes) {
    discard(answer.body);
    throw uploadTooLarge(limit);
  }
  // The limit also holds a body sent without a length, or longer than the one it announced.
  const limited = new ByteLimit(limit);
  return { stream: pipeline(answer.body, limited, () => {}), totalBytes };
}

/** Drops a body not to be read; undici reports the abort as an error, expected here. */
function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}
