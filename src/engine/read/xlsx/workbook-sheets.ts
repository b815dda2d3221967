/**
 * The sheets of a workbook, streamed from its ZIP archive by exceljs' own part parsers, but in the
 * order they depend on each other: relationships, workbook, shared strings and styles first, then
 * the worksheets. exceljs' WorkbookReader reads the archive front to back instead, and spills
 * every worksheet that comes before the workbook or the shared strings into a `tmp-<pid>-*` file
 * of the system temporary folder; a read that stops early never removes them, and a ZIP bomb
 * fills the disk there. Reading by the central directory needs no temporary file at all.
 *
 * This leans on WorkbookReader's internal `_parse*` methods (exceljs is pinned to 4.4; the XLSX
 * reader's tests cover them).
 */
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { exceljs } from '../../exceljs.ts';
import { SourceError } from '../source-error.ts';
import type { ZipArchive } from '../zip/zip-archive.ts';

/** What the XLSX reader uses of exceljs' streamed worksheet, which its typings do not declare. */
export interface StreamedSheet extends AsyncIterable<ExcelJS.Row> {
  name: string;
}

/** WorkbookReader's part parsers, each fed one part of the archive. */
interface WorkbookParts {
  model?: { sheets?: Array<{ name: string }> };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: AsyncIterable<Buffer>, sheetNo: string): Generator<{ value: StreamedSheet }>;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

export interface WorkbookSheets {
  /** Sheet names in tab order. */
  tabs: string[];
  /** Worksheets in archive order; a sheet's part is inflated only when its rows are read. */
  sheets: AsyncGenerator<StreamedSheet>;
}

export async function workbookSheets(zip: ZipArchive): Promise<WorkbookSheets> {
  if (!zip.has(WORKBOOK)) throw SourceError.of('zip_not_excel');
  const options = { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore' };
  const Reader = exceljs().stream.xlsx.WorkbookReader as unknown as new (
    input: unknown,
    options: object,
  ) => WorkbookParts;
  const parts = new Reader(null, options);
  await parse(zip, 'xl/_rels/workbook.xml.rels', (part) => parts._parseRels(part));
  await parse(zip, WORKBOOK, (part) => parts._parseWorkbook(part));
  await parse(zip, 'xl/sharedStrings.xml', async (part) => {
    for await (const _ of parts._parseSharedStrings(part)) {
    }
  });
  await parse(zip, 'xl/styles.xml', (part) => parts._parseStyles(part));
  return {
    tabs: parts.model?.sheets?.map((sheet) => sheet.name) ?? [],
    sheets: worksheets(zip, parts),
  };
}

async function parse(zip: ZipArchive, name: string, read: (part: Readable) => Promise<void>): Promise<void> {
  if (!zip.has(name)) return;
  const part = await zip.open(name);
  try {
    await read(part);
  } finally {
    part.destroy();
  }
}

async function* worksheets(zip: ZipArchive, parts: WorkbookParts): AsyncGenerator<StreamedSheet> {
  for (const name of zip.names) {
    const sheetNo = WORKSHEET.exec(name)?.[1];
    if (sheetNo === undefined) continue;
    for (const { value } of parts._parseWorksheet(lazyPart(zip, name), sheetNo)) yield value;
  }
}

/** A part opened on first iteration and released however the iteration ends. */
function lazyPart(zip: ZipArchive, name: string): AsyncIterable<Buffer> {
  return {
    async *[Symbol.asyncIterator]() {
      const part = await zip.open(name);
      try {
        yield* part as AsyncIterable<Buffer>;
      } finally {
        part.destroy();
      }
    },
  };
}
