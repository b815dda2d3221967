/**
 * The workbook globals of a BIFF8 stream: its sheets (name and where their records start), the
 * shared strings, the number formats and the date system. Encrypted workbooks and files older
 * than BIFF8 (Excel 5.0/95) are refused with a message saying what to do.
 */
import { SourceError } from '../source-error.ts';
import { biffRecords, incomplete, RECORD, unicodeString } from './biff-stream.ts';
import { NumberFormats } from './number-formats.ts';
import { sharedStrings } from './shared-strings.ts';

const BIFF8 = 0x0600;
/** BOUNDSHEET's sheet type for a worksheet (the others are charts, macros and VB modules). */
const WORKSHEET = 0;

export interface XlsSheet {
  name: string;
  /** Offset of the sheet's BOF record in the stream. */
  offset: number;
}

export interface XlsWorkbook {
  sheets: XlsSheet[];
  strings: string[];
  formats: NumberFormats;
  /** True when dates count from 1904-01-01 (old Mac workbooks) rather than 1900-01-01. */
  date1904: boolean;
}

export function readWorkbook(stream: Buffer): XlsWorkbook {
  const records = biffRecords(stream);
  const first = records.next();
  if (first.done || first.value.type !== RECORD.BOF || first.value.data.length < 4) throw incomplete();
  if (first.value.data.readUInt16LE(0) !== BIFF8) throw tooOld();
  const workbook: XlsWorkbook = { sheets: [], strings: [], formats: new NumberFormats(), date1904: false };
  let sst: Buffer[] | null = null;
  for (const { type, data } of records) {
    if (type !== RECORD.CONTINUE && sst !== null) {
      workbook.strings = sharedStrings(sst);
      sst = null;
    }
    switch (type) {
      case RECORD.EOF:
        return workbook;
      case RECORD.FILEPASS:
        throw SourceError.of('xls_password');
      case RECORD.BOUNDSHEET:
        if (data.readUInt8(5) === WORKSHEET)
          workbook.sheets.push({ name: unicodeString(data, 6, true), offset: data.readUInt32LE(0) });
        break;
      case RECORD.SST:
        sst = [data];
        break;
      case RECORD.CONTINUE:
        sst?.push(data);
        break;
      case RECORD.FORMAT:
        workbook.formats.addFormat(data.readUInt16LE(0), unicodeString(data, 2));
        break;
      case RECORD.XF:
        workbook.formats.addStyle(data.readUInt16LE(2));
        break;
      case RECORD.DATEMODE:
        workbook.date1904 = data.readUInt16LE(0) === 1;
        break;
    }
  }
  throw incomplete();
}

export function tooOld(): SourceError {
  return SourceError.of('xls_too_old');
}
