/**
 * The sheet names of a workbook in tab order, for a sender choosing the sheet to read. XLSX and
 * XLS list them up front; an OpenDocument spreadsheet names each sheet where it starts, so its
 * `content.xml` is read through (as a stream, under the ZIP limits) with no sheet chosen.
 */
import { OdsSheetParser } from './ods/ods-sheet-parser.ts';
import { workbookStream } from './readers/xls.ts';
import { SourceError } from './source-error.ts';
import type { SourceFormat } from './source-table.ts';
import { readWorkbook } from './xls/xls-workbook.ts';
import { workbookSheets } from './xlsx/workbook-sheets.ts';
import { openZipArchive } from './zip/zip-archive.ts';

/** The sheets of a workbook file; [] for the formats that have none (CSV, JSON, XML). */
export async function sheetNames(path: string, format: SourceFormat): Promise<string[]> {
  switch (format) {
    case 'xlsx':
      return xlsxSheets(path);
    case 'ods':
      return odsSheets(path);
    case 'xls':
      return readWorkbook(await workbookStream(path)).sheets.map((sheet) => sheet.name);
    default:
      return [];
  }
}

async function xlsxSheets(path: string): Promise<string[]> {
  const zip = await openZipArchive(path);
  try {
    const { tabs, sheets } = await workbookSheets(zip);
    if (tabs.length) return tabs;
    // A workbook part without its sheet list: the worksheets' own names, never their rows.
    const names: string[] = [];
    for await (const sheet of sheets) names.push(sheet.name);
    return names;
  } finally {
    zip.close();
  }
}

async function odsSheets(path: string): Promise<string[]> {
  const zip = await openZipArchive(path);
  try {
    if (!zip.has('content.xml')) throw SourceError.of('ods_no_content');
    const parser = new OdsSheetParser(() => false);
    const part = await zip.open('content.xml');
    const decoder = new TextDecoder('utf-8');
    try {
      for await (const chunk of part as AsyncIterable<Buffer>)
        parser.push(decoder.decode(chunk, { stream: true }));
      parser.end();
    } finally {
      part.destroy();
    }
    return [...parser.names];
  } finally {
    zip.close();
  }
}
