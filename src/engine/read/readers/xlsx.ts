import { createReadStream } from 'node:fs';
import type ExcelJS from 'exceljs';
import { exceljs } from '../../exceljs.ts';
import { type GridSource, gridTable } from '../grid-table.ts';
import type { RawRecord } from '../raw-record.ts';
import { SourceError } from '../source-error.ts';
import type { SourceReader } from '../source-reader.ts';
import { cellText } from '../xlsx/cell-text.ts';

/** Rows handed over at once; small batches keep rows in the young generation (see decode.ts). */
const BATCH = 256;

/** What this reader uses of exceljs' streaming classes, which its typings do not declare. */
interface StreamedSheet extends AsyncIterable<ExcelJS.Row> {
  name: string;
}
interface StreamedWorkbook extends AsyncIterable<StreamedSheet> {
  model?: { sheets?: Array<{ name: string }> };
}

/**
 * XLSX through exceljs' streaming reader. Styles are cached so that date cells arrive as dates.
 * Merged cells are not filled in: the sheet lists its merges after its rows, so only the
 * top-left cell of a merge holds the value, as in Excel's own CSV export.
 */
export const reader: SourceReader = {
  format: 'xlsx',
  async open(path, { options }) {
    const source: GridSource = {
      format: 'xlsx',
      encoding: null,
      delimiter: null,
      sheet: null,
      records: () =>
        sheetRecords(path, options.sheet, (name) => {
          source.sheet = name;
        }),
    };
    return gridTable(source, options.header_row);
  },
};

/**
 * exceljs' streaming reader sometimes ends its ZIP entry loop before `xl/workbook.xml` (written
 * last by exceljs and some other producers) under CPU load, then fails on the deferred sheets with
 * "Cannot read properties of undefined (reading 'sheets')". That happens before any row is read,
 * so reading the file again is safe; a second failure is reported.
 */
async function* sheetRecords(
  path: string,
  wanted: string | number | undefined,
  chosen: (name: string) => void,
): AsyncGenerator<RawRecord[]> {
  try {
    yield* sheetRecordsOnce(path, wanted, chosen);
  } catch (error) {
    if (!(error instanceof SourceError) || !error.message.includes("reading 'sheets'")) throw error;
    yield* sheetRecordsOnce(path, wanted, chosen);
  }
}

async function* sheetRecordsOnce(
  path: string,
  wanted: string | number | undefined,
  chosen: (name: string) => void,
): AsyncGenerator<RawRecord[]> {
  const stream = createReadStream(path);
  const options = {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  } as const;
  const workbook = new (exceljs().stream.xlsx.WorkbookReader)(stream, options) as unknown as StreamedWorkbook;
  try {
    let position = 0;
    const seen: string[] = [];
    for await (const sheet of workbook) {
      position++;
      seen.push(sheet.name);
      if (
        !isWanted(
          sheet.name,
          position,
          wanted,
          workbook.model?.sheets?.map((s) => s.name),
        )
      ) {
        // Drain a skipped sheet: exceljs deletes its temporary file as soon as the loop moves on,
        // while the file's lazy open may still be pending, which raised an uncaught ENOENT.
        for await (const _row of sheet) {
        }
        continue;
      }
      chosen(sheet.name);
      yield* rowsOf(sheet);
      return;
    }
    if (seen.length === 0) throw new SourceError('The file is a ZIP archive but not an Excel workbook.');
    throw new SourceError(`The workbook has no sheet "${wanted}"; its sheets are: ${seen.join(', ')}.`);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(`The workbook cannot be read: ${(error as Error).message}`);
  } finally {
    stream.destroy();
  }
}

/** A sheet by exact name, else by 1-based position in the workbook's tab order. */
function isWanted(
  name: string,
  position: number,
  wanted: string | number | undefined,
  tabs?: string[],
): boolean {
  if (wanted === undefined || wanted === '')
    return tabs?.[0] === undefined ? position === 1 : tabs[0] === name;
  if (String(wanted) === name) return true;
  const index = Number(wanted);
  if (!Number.isInteger(index) || tabs?.includes(String(wanted))) return false;
  return tabs?.[index - 1] === undefined ? position === index : tabs[index - 1] === name;
}

async function* rowsOf(sheet: AsyncIterable<ExcelJS.Row>): AsyncGenerator<RawRecord[]> {
  let batch: RawRecord[] = [];
  for await (const row of sheet) {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      while (cells.length < column - 1) cells.push('');
      cells[column - 1] = cellText(cell.value, cell.numFmt);
    });
    batch.push({ number: row.number, line: row.number, cells });
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
