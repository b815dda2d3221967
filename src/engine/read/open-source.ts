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
  const reader = await readerFor(format);
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

type ReaderModule = { reader?: SourceReader };

let listing: Promise<Map<string, string>> | undefined;

/** The files in `readers/` by name without extension (`csv` → the URL of `csv.ts`), listed once. */
function readerFiles(): Promise<Map<string, string>> {
  listing ??= (async () => {
    const folder = new URL('./readers/', import.meta.url);
    const files = (await readdir(folder))
      .filter((f) => /\.[cm]?[jt]s$/.test(f) && !f.endsWith('.d.ts'))
      .sort();
    return new Map(files.map((f) => [f.replace(/\.[cm]?[jt]s$/, ''), new URL(f, folder).href]));
  })();
  return listing;
}

const loadedReaders = new Map<string, Promise<SourceReader | undefined>>();

/** The module of one reader file, imported once. */
function readerModule(href: string): Promise<SourceReader | undefined> {
  let module = loadedReaders.get(href);
  if (!module) {
    module = import(href).then((m: ReaderModule) => m.reader);
    loadedReaders.set(href, module);
  }
  return module;
}

/**
 * The reader of `format`. Only the file named after the format is loaded (`xlsx.ts` for xlsx), so
 * that a CSV run does not load the XLSX, XML and JSON readers and what they bring; when no file
 * is named so, or it reads another format, all readers are loaded and searched as before.
 */
async function readerFor(format: SourceFormat): Promise<SourceReader | undefined> {
  const href = (await readerFiles()).get(format);
  if (href !== undefined) {
    const reader = await readerModule(href);
    if (reader?.format === format) return reader;
  }
  return (await readers()).get(format);
}

let registry: Promise<Map<SourceFormat, SourceReader>> | undefined;

/** The readers, one per file in `readers/`, loaded once. */
export function readers(): Promise<Map<SourceFormat, SourceReader>> {
  registry ??= loadReaders();
  return registry;
}

async function loadReaders(): Promise<Map<SourceFormat, SourceReader>> {
  const map = new Map<SourceFormat, SourceReader>();
  for (const href of (await readerFiles()).values()) {
    const reader = await readerModule(href);
    if (reader) map.set(reader.format, reader);
  }
  return map;
}
