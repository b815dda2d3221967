/**
 * A target file Ferry wrote, read back row by row as objects (a push in json mode sends them).
 * JSON targets give their elements as written (a `json_nodes` tree stays a tree, numbers stay
 * numbers); CSV, XML and XLSX targets give one object per row keyed by technical name, each cell
 * as its text, read by the same readers as a sender's file with the options the target was written
 * with. A Twig target, or a CSV one that no reader option describes, has no rows to read back:
 * `TargetNotReadable` says so. Memory holds one decoded chunk and its rows, never the file.
 */

import type { ResolvedFormat } from '../../domain/format/defaults.ts';
import { codecName } from '../../domain/format/encodings.ts';
import { DELIMITER_CHARS, NEWLINE_CHARS } from '../../domain/format/options.ts';
import { decodeChunks, readBytes } from './decode.ts';
import { JsonElementScanner } from './json/element-scanner.ts';
import { openSource } from './open-source.ts';
import type { SourceOptions } from './source-table.ts';

/** The target cannot be read back as rows; the message says why, for a person. */
export class TargetNotReadable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetNotReadable';
  }
}

/** The target's rows, in batches as read; the caller regroups them. */
export async function* targetRecords(path: string, format: ResolvedFormat): AsyncGenerator<unknown[]> {
  if (format.format === 'json') {
    yield* jsonElements(path);
    return;
  }
  const table = await openSource(path, readingOptions(format));
  const headers = table.headers;
  for await (const batch of table.rowBatches()) {
    yield batch.map((row) => {
      const record: Record<string, string> = {};
      for (let i = 0; i < headers.length; i++) record[headers[i]!] = row.cells[i] ?? '';
      return record;
    });
  }
}

async function* jsonElements(path: string): AsyncGenerator<unknown[]> {
  const scanner = new JsonElementScanner();
  for await (const text of decodeChunks(readBytes(path), 'utf-8')) {
    const elements = scanner.push(text);
    if (elements.length > 0) yield elements.map((e) => JSON.parse(e.text) as unknown);
  }
  scanner.end();
}

/** How the readers must take the target to find the rows its writer wrote. */
export function readingOptions(format: ResolvedFormat): SourceOptions {
  switch (format.format) {
    case 'xml':
      return { format: 'xml', record_element: format.xml.line };
    case 'xls':
      return { format: 'xlsx', header_row: 1, sheet: format.xls.sheet_name };
    case 'csv': {
      const csv = format.csv;
      if (csv.nb_headers === 0) {
        throw new TargetNotReadable('The CSV target has no header row to name its columns by.');
      }
      if (csv.enclosure !== 'double_quotes' || csv.escape !== 'double_quote') {
        throw new TargetNotReadable('The CSV target quotes its fields in a way Ferry cannot read back.');
      }
      // The free header text takes as many lines as it holds, then come the header rows.
      const above = csv.header === null ? 0 : csv.header.split(NEWLINE_CHARS[csv.newline]).length;
      return {
        format: 'csv',
        encoding: codecName(csv.encoding, csv.bom),
        delimiter: DELIMITER_CHARS[csv.delimiter],
        header_row: above + csv.nb_headers,
      };
    }
    default:
      throw new TargetNotReadable('A custom (Twig) target has no rows to read back.');
  }
}
