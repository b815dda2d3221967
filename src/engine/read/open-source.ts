import { open } from 'node:fs/promises';
import { detectFormat } from './detect-format.ts';
import { detectEncoding, resolveEncoding } from './encoding.ts';
import { SourceError } from './source-error.ts';
import type { SourceReader } from './source-reader.ts';
import type { SourceFormat, SourceOptions, SourceTable } from './source-table.ts';

/** Bytes read up front to detect the format, the encoding and the delimiter. */
export const HEAD_BYTES = 64 * 1024;

/**
 * Opens a source file as a table: detects its format from the content (or takes `options.format`),
 * its encoding, and hands it to the reader of that format. Rows are read only when iterated.
 */
export async function openSource(path: string, options: SourceOptions = {}): Promise<SourceTable> {
  const head = await readHead(path);
  if (head.length === 0) throw SourceError.of('empty');
  const complete = head.length < HEAD_BYTES;
  const encodingGiven = options.encoding !== undefined && options.encoding !== '';
  const encoding = encodingGiven ? resolveEncoding(options.encoding!) : detectEncoding(head, complete);
  const format = options.format ?? detectFormat(head, encoding);
  const reader = await readerFor(format);
  if (!reader) throw SourceError.of('format', { format });
  return reader.open(path, { head, complete, encoding, encodingGiven, options });
}

async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Each format's reader, loaded on first use only, so that a CSV run does not load the XLSX, XML
 * and JSON readers and what they bring. Adding a format adds its file to `readers/` and one line
 * here.
 */
const READERS: Record<SourceFormat, () => Promise<SourceReader>> = {
  csv: async () => (await import('./readers/csv.ts')).reader,
  xlsx: async () => (await import('./readers/xlsx.ts')).reader,
  ods: async () => (await import('./readers/ods.ts')).reader,
  xls: async () => (await import('./readers/xls.ts')).reader,
  json: async () => (await import('./readers/json.ts')).reader,
  xml: async () => (await import('./readers/xml.ts')).reader,
};

async function readerFor(format: SourceFormat): Promise<SourceReader | undefined> {
  return Object.hasOwn(READERS, format) ? READERS[format]() : undefined;
}
