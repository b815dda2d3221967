import { open, readdir } from 'node:fs/promises';
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
  if (head.length === 0) throw new SourceError('The file is empty.');
  const complete = head.length < HEAD_BYTES;
  const encodingGiven = options.encoding !== undefined && options.encoding !== '';
  const encoding = encodingGiven ? resolveEncoding(options.encoding!) : detectEncoding(head, complete);
  const format = options.format ?? detectFormat(head, encoding);
  const reader = (await readers()).get(format);
  if (!reader) throw new SourceError(`The format "${format}" is not supported.`);
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

let registry: Promise<Map<SourceFormat, SourceReader>> | undefined;

/** The readers, one per file in `readers/`, loaded once. */
export function readers(): Promise<Map<SourceFormat, SourceReader>> {
  registry ??= loadReaders();
  return registry;
}

async function loadReaders(): Promise<Map<SourceFormat, SourceReader>> {
  const folder = new URL('./readers/', import.meta.url);
  const files = (await readdir(folder)).filter((f) => /\.[cm]?[jt]s$/.test(f) && !f.endsWith('.d.ts')).sort();
  const map = new Map<SourceFormat, SourceReader>();
  for (const file of files) {
    const module = (await import(new URL(file, folder).href)) as { reader?: SourceReader };
    if (module.reader) map.set(module.reader.format, module.reader);
  }
  return map;
}
