/**
 * The cells of one BIFF8 worksheet, from its BOF record to its EOF, as rows of text by the rules
 * of ../xlsx/cell-text.ts. A BIFF8 sheet is at most 65,536 rows of 256 columns, and its records
 * are already in memory, so the rows are gathered whole and handed over in row order.
 */
import type { RawRecord } from '../raw-record.ts';
import { cellText, isDateFormat } from '../xlsx/cell-text.ts';
import { biffRecords, incomplete, RECORD, unicodeString } from './biff-stream.ts';
import type { XlsWorkbook } from './xls-workbook.ts';

/** Days from 1900-01-00 to 1904-01-01: a 1904 workbook's date serials are shifted by this. */
const DAYS_1904 = 1462;

const ERRORS: Readonly<Record<number, string>> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
};

export function sheetRows(stream: Buffer, offset: number, workbook: XlsWorkbook): RawRecord[] {
  const rows = new Map<number, string[]>();
  const put = (row: number, column: number, text: string) => {
    if (text === '') return;
    let cells = rows.get(row);
    if (cells === undefined) {
      cells = [];
      rows.set(row, cells);
    }
    while (cells.length < column) cells.push('');
    cells[column] = text;
  };
  const number = (value: number, xf: number) => {
    const format = workbook.formats.of(xf);
    const date = workbook.date1904 && isDateFormat(format);
    return cellText(date ? value + DAYS_1904 : value, format);
  };
  /** A FORMULA whose result is a string: the text is in the STRING record that follows. */
  let pending: [number, number] | null = null;
  let ended = false;
  // A chart drawn on the sheet is a substream of its own, BOF to EOF, inside the sheet's.
  let depth = 0;
  for (const { type, data } of biffRecords(stream, offset)) {
    if (type === RECORD.BOF) depth++;
    else if (type === RECORD.EOF && --depth <= 0) {
      ended = true;
      break;
    }
    if (depth !== 1 || data.length < 6) continue;
    const row = data.readUInt16LE(0);
    const column = data.readUInt16LE(2);
    const xf = data.readUInt16LE(4);
    switch (type) {
      case RECORD.LABELSST:
        put(row, column, workbook.strings[data.readUInt32LE(6)] ?? '');
        break;
      case RECORD.LABEL:
      case RECORD.RSTRING:
        put(row, column, unicodeString(data, 6));
        break;
      case RECORD.NUMBER:
        put(row, column, number(data.readDoubleLE(6), xf));
        break;
      case RECORD.RK:
        put(row, column, number(rkNumber(data.readInt32LE(6)), xf));
        break;
      case RECORD.MULRK:
        for (let at = 4, c = column; at + 6 <= data.length - 2; at += 6, c++)
          put(row, c, number(rkNumber(data.readInt32LE(at + 2)), data.readUInt16LE(at)));
        break;
      case RECORD.BOOLERR:
        put(row, column, data[7] === 1 ? (ERRORS[data[6]!] ?? '#N/A') : cellText(data[6] === 1));
        break;
      case RECORD.FORMULA:
        pending = null;
        if (data.readUInt16LE(12) !== 0xffff) put(row, column, number(data.readDoubleLE(6), xf));
        else if (data[6] === 0) pending = [row, column];
        else if (data[6] === 1) put(row, column, cellText(data[8] === 1));
        else if (data[6] === 2) put(row, column, ERRORS[data[8]!] ?? '#N/A');
        break;
      case RECORD.STRING:
        if (pending) put(pending[0], pending[1], unicodeString(data, 0));
        pending = null;
        break;
    }
  }
  if (!ended) throw incomplete();
  return [...rows.keys()]
    .sort((a, b) => a - b)
    .map((row) => ({ number: row + 1, line: row + 1, cells: rows.get(row)! }));
}

/** An RK number: 30 bits of either an integer or the top of a double, maybe to divide by 100. */
function rkNumber(rk: number): number {
  let value: number;
  if (rk & 0x02) value = rk >> 2;
  else {
    const bytes = Buffer.alloc(8);
    bytes.writeInt32LE(rk & ~0x03, 4);
    value = bytes.readDoubleLE(0);
  }
  return rk & 0x01 ? value / 100 : value;
}
