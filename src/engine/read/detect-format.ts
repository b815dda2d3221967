import iconv from '../iconv.ts';
import { SourceError } from './source-error.ts';
import type { SourceFormat } from './source-table.ts';
import { zipKind } from './zip/zip-kind.ts';

/**
 * File signatures that are not tables, by the kind the message a sender reads names
 * (`exception.source.looks_like`).
 */
const SIGNATURES: ReadonlyArray<[string, number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
  ['gzip', [0x1f, 0x8b]],
  ['seven_zip', [0x37, 0x7a, 0xbc, 0xaf]],
  ['rar', [0x52, 0x61, 0x72, 0x21]],
  ['program', [0x7f, 0x45, 0x4c, 0x46]],
];

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The compound file (OLE2) of Office 97–2003 documents: .xls, but also .doc and .ppt. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/**
 * Detects the format from the first bytes, never from the file name: a ZIP is an XLSX workbook or
 * an OpenDocument spreadsheet (./zip/zip-kind.ts), a compound file an Excel 97–2003 workbook (its
 * reader tells a Word or PowerPoint file apart, which needs its directory), text starting with `[` or `{` is JSON, with `<` XML, any other text CSV. Known binary formats and
 * text full of control characters are refused with a message naming what the file looks like.
 */
export function detectFormat(head: Buffer, encoding: string): SourceFormat {
  if (head.length === 0) throw SourceError.of('empty');
  if (startsWith(head, ZIP)) {
    const zip = zipKind(head);
    if (zip.kind === 'other') throw SourceError.of('looks_like', { kind: zip.what });
    return zip.kind;
  }
  if (startsWith(head, COMPOUND_FILE)) return 'xls';
  for (const [kind, bytes] of SIGNATURES) {
    if (startsWith(head, bytes)) throw SourceError.of('looks_like', { kind });
  }
  const text = iconv.decode(head, encoding);
  if (looksBinary(text)) throw SourceError.of('binary');
  const first = text.search(/\S/);
  if (first === -1) return 'csv';
  const char = text[first];
  if (char === '<') return 'xml';
  if (char === '{') return 'json';
  if (char === '[' && /^\[\s*[[{\]]/.test(text.slice(first, first + 256))) return 'json';
  return 'csv';
}

/** Text has next to no control characters besides tab and newlines; binary data has many. */
function looksBinary(text: string): boolean {
  const sample = text.length > 8192 ? text.slice(0, 8192) : text;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) control++;
  }
  return control > Math.max(2, sample.length * 0.01);
}
