import type ExcelJS from 'exceljs';
import type { RawRecord } from '../raw-record.ts';
import { isWantedSheet, noSuchSheet } from '../sheet-choice.ts';
import { SourceError } from '../source-error.ts';
import { WORKBOOK_BATCH, workbookReader } from '../workbook-reader.ts';
import { cellText } from '../xlsx/cell-text.ts';
import { workbookSheets } from '../xlsx/workbook-sheets.ts';
import { openZipArchive } from '../zip/zip-archive.ts';

/**
 * XLSX through exceljs' streaming reader. Styles are cached so that date cells arrive as dates.
 * Merged cells are not filled in: the sheet lists its merges after its rows, so only the
 * top-left cell of a merge holds the value, as in Excel's own CSV export.
 */
export const reader = workbookReader('xlsx', sheetRecords);

/**
 * One read of the chosen sheet. The archive is judged by its declared sizes before anything is
 * inflated, then every inflated byte is counted (see ../zip/zip-limits.ts); the archive is closed
 * however the read ends, and nothing is written to disk.
 */
async function* sheetRecords(
  path: string,
  wanted: string | number | undefined,
  chosen: (name: string) => void,
): AsyncGenerator<RawRecord[]> {
  const zip = await openZipArchive(path);
  try {
    const { tabs, sheets } = await workbookSheets(zip);
    let position = 0;
    const seen: string[] = [];
    for await (const sheet of sheets) {
      position++;
      seen.push(sheet.name);
      // A skipped sheet is never opened: its part is inflated only when its rows are read.
      if (!isWantedSheet(sheet.name, position, wanted, tabs.length ? tabs : undefined)) continue;
      chosen(sheet.name);
      yield* rowsOf(sheet);
      return;
    }
    if (seen.length === 0) throw SourceError.of('zip_not_excel');
    throw noSuchSheet(wanted, seen);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw SourceError.of('workbook_unreadable', { reason: (error as Error).message });
  } finally {
    zip.close();
  }
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
    if (batch.length >= WORKBOOK_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
