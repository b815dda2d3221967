/** OpenDocument spreadsheets built from their parts with a real ZIP writer (yazl), as Calc lays them out. */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';

const NAMESPACES =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';

/** A `content.xml` whose spreadsheet holds the given `table:table` elements. */
export function content(tables: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content ${NAMESPACES} office:version="1.3"><office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`;
}

/** A cell of text. */
export const text = (value: string, attributes = '') =>
  `<table:table-cell office:value-type="string"${attributes}><text:p>${value}</text:p></table:table-cell>`;

/** A row of cells, with optional attributes (`table:number-rows-repeated="…"`). */
export const row = (cells: string, attributes = '') =>
  `<table:table-row${attributes}>${cells}</table:table-row>`;

/** A sheet named `name`. */
export const table = (name: string, rows: string) =>
  `<table:table table:name="${name}">${rows}</table:table>`;

/**
 * Writes an ODS file: the `mimetype` entry first and stored, as the format requires, then
 * `content.xml` given whole or as a count of `0` characters streamed into one cell (a ZIP bomb).
 */
export async function writeOds(
  path: string,
  part: string | { zeros: number },
  mimetype = ODS_MIMETYPE,
): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(mimetype), 'mimetype', { compress: false });
  if (typeof part === 'string') zip.addBuffer(Buffer.from(part), 'content.xml');
  else zip.addReadStream(zeros(part.zeros), 'content.xml');
  zip.addBuffer(Buffer.from('<manifest/>'), 'META-INF/manifest.xml');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

function zeros(count: number): Readable {
  const [start, end] = content(table('Data', row(`${text('name')}`) + row(text('\u0000')))).split('\u0000');
  const chunk = Buffer.alloc(1024 * 1024, '0');
  return Readable.from(
    (function* () {
      yield Buffer.from(start!);
      for (let left = count; left > 0; left -= chunk.length)
        yield left >= chunk.length ? chunk : chunk.subarray(0, left);
      yield Buffer.from(end!);
    })(),
  );
}
