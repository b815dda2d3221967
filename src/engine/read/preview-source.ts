/**
 * The first rows of a file as Ferry reads it, for a sender checking the reading options before
 * uploading: the same detection and readers as a run (./open-source.ts), the header the run would
 * take, and the file's first records from its top (rows above the header included, as raw text),
 * so that a sender can point at another header row.
 */
import type { Phrase } from '../../domain/messages/index.ts';
import { openSource } from './open-source.ts';
import { sheetNames } from './sheet-names.ts';
import { SourceError } from './source-error.ts';
import type { SourceFormat, SourceOptions, SourceTable } from './source-table.ts';

/** Rows a preview shows. */
export const PREVIEW_ROWS = 20;

export interface SourcePreview {
  format: SourceFormat;
  /** Encoding of a text format; null for workbooks. */
  encoding: string | null;
  /** CSV delimiter; null for other formats. */
  delimiter: string | null;
  /** A workbook's sheets in tab order; [] for other formats. */
  sheets: string[];
  /** The sheet read; null for other formats. */
  sheet: string | null;
  /** Row number of the header (grid formats); null for JSON and XML. */
  headerRow: number | null;
  headers: string[];
  /** The first records: from the top of the file or sheet for grid formats, the first records' cells for JSON and XML. */
  rows: string[][];
  /** Whether the file goes on past the rows shown (or was cut before its end). */
  truncated: boolean;
}

/** A reading option that does not fit the file: the sheet or the header row. */
export interface PreviewRefusal {
  option: 'sheet' | 'header_row';
  /** In English, and as the catalog's phrase, said in the sender's language. */
  message: string;
  said: Phrase;
}

export type PreviewOutcome = { preview: SourcePreview } | { refused: PreviewRefusal };

/**
 * `cut`: the caller kept only the file's first bytes. Its last record may then be cut short: it is
 * left out, and a read stopped by the cut shows the rows before it.
 */
export async function previewSource(
  path: string,
  options: SourceOptions,
  maxRows = PREVIEW_ROWS,
  cut = false,
): Promise<PreviewOutcome> {
  let table: SourceTable;
  try {
    table = await openSource(path, options);
  } catch (error) {
    const refused = refusalOf(error, options);
    if (refused) return { refused };
    throw error;
  }
  const { rows, more } = await firstRows(table, maxRows, cut);
  return {
    preview: {
      format: table.format,
      encoding: table.encoding,
      delimiter: table.delimiter,
      sheets: await sheetNames(path, table.format),
      sheet: table.sheet,
      headerRow: table.headerRow,
      headers: table.headers,
      rows,
      truncated: more,
    },
  };
}

/** The option a refusal of the readers is about, when it is about one the sender gave. */
function refusalOf(error: unknown, options: SourceOptions): PreviewRefusal | null {
  if (!(error instanceof SourceError)) return null;
  const said = { code: error.code, values: error.params };
  if (options.sheet !== undefined && error.code === 'exception.source.no_such_sheet')
    return { option: 'sheet', message: error.message, said };
  if (options.header_row !== undefined && error.code === 'exception.source.header_row')
    return { option: 'header_row', message: error.message, said };
  return null;
}

async function firstRows(
  table: SourceTable,
  maxRows: number,
  cut: boolean,
): Promise<{ rows: string[][]; more: boolean }> {
  const rows: string[][] = [];
  let more = false;
  try {
    if (table.topRecords) {
      outer: for await (const batch of table.topRecords()) {
        for (const record of batch) {
          // Rows a workbook leaves out are blank: each row keeps its place under its number.
          while (rows.length < record.number - 1 && rows.length < maxRows) rows.push([]);
          if (rows.length >= maxRows) {
            more = true;
            break outer;
          }
          rows.push(record.cells);
        }
      }
    } else {
      for await (const row of table.rows()) {
        if (rows.length >= maxRows) {
          more = true;
          break;
        }
        rows.push(row.cells);
      }
    }
  } catch (error) {
    // A cut file may end inside a record: what came before it is shown.
    if (!cut || !(error instanceof SourceError) || rows.length === 0) throw error;
    return { rows, more: true };
  }
  if (cut && !more) {
    rows.pop();
    more = true;
  }
  return { rows, more };
}
