/**
 * What every workbook format (XLSX, ODS, XLS) shares: a grid table whose records are the rows of
 * one sheet, chosen by the `sheet` option, whose name the table reports once the read found it.
 */
import type { GridSource } from './grid-source.ts';
import { gridTable } from './grid-table.ts';
import type { RawRecord } from './raw-record.ts';
import type { SourceReader } from './source-reader.ts';
import type { SourceFormat } from './source-table.ts';

/** Rows handed over at once by a workbook reader. */
export const WORKBOOK_BATCH = 256;

/** One read of the wanted sheet's rows; `chosen` is told the sheet's name when it is found. */
export type SheetRecords = (
  path: string,
  wanted: string | number | undefined,
  chosen: (name: string) => void,
) => AsyncGenerator<RawRecord[]>;

export function workbookReader(format: SourceFormat, sheetRecords: SheetRecords): SourceReader {
  return {
    format,
    async open(path, { options }) {
      const source: GridSource = {
        format,
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
}
