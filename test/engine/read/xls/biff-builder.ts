/**
 * Excel 97–2003 workbooks built record by record, for what LibreOffice does not write (a shared
 * string cut across CONTINUE records, a formula's string result, the 1904 date system, a
 * password), wrapped in a compound file by `cfb`'s writer.
 */
import { writeFileSync } from 'node:fs';
import CFB from 'cfb';

export const record = (type: number, data: Buffer) => {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(data.length, 2);
  return Buffer.concat([header, data]);
};

const u16 = (...values: number[]) => {
  const bytes = Buffer.alloc(values.length * 2);
  for (const [i, value] of values.entries()) bytes.writeUInt16LE(value, i * 2);
  return bytes;
};

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

const bof = (kind: number) => record(0x0809, Buffer.concat([u16(0x0600, kind), Buffer.alloc(12)]));
const eof = () => record(0x000a, Buffer.alloc(0));

/** A cell record's row, column and style. */
const at = (row: number, column: number, xf = 0) => u16(row, column, xf);

export const cells = {
  sst: (row: number, column: number, index: number) =>
    record(0x00fd, Buffer.concat([at(row, column), u32(index)])),
  number: (row: number, column: number, value: number, xf = 0) => {
    const bytes = Buffer.alloc(8);
    bytes.writeDoubleLE(value);
    return record(0x0203, Buffer.concat([at(row, column, xf), bytes]));
  },
  /** MULRK of integers (RK with the integer bit), one per column from `column`. */
  mulrk: (row: number, column: number, values: number[]) =>
    record(
      0x00bd,
      Buffer.concat([
        u16(row, column),
        ...values.map((value) => Buffer.concat([u16(0), u32(((value << 2) | 0x02) >>> 0)])),
        u16(column + values.length - 1),
      ]),
    ),
  /** RK of a number divided by 100 (the low bit), here 12.34 as 1234. */
  rkCents: (row: number, column: number, cents: number) =>
    record(0x027e, Buffer.concat([at(row, column), u32(((cents << 2) | 0x03) >>> 0)])),
  error: (row: number, column: number, code: number) =>
    record(0x0205, Buffer.concat([at(row, column), Buffer.from([code, 1])])),
  /** A formula whose cached result is a string, and the STRING record holding it. */
  stringFormula: (row: number, column: number, result: string) =>
    Buffer.concat([
      record(
        0x0006,
        Buffer.concat([
          at(row, column),
          Buffer.from([0, 0, 0, 0, 0, 0, 0xff, 0xff]),
          Buffer.alloc(6),
          u16(0),
        ]),
      ),
      record(0x0207, Buffer.concat([u16(result.length), Buffer.from([1]), Buffer.from(result, 'utf16le')])),
    ]),
};

export interface Book {
  /** Records of the globals between BOF and BOUNDSHEET (FORMAT, XF, DATEMODE, FILEPASS…). */
  globals?: Buffer[];
  /** SST and CONTINUE records, as built by the test. */
  strings?: Buffer[];
  sheets: Array<{ name: string; cells: Buffer[] }>;
}

export function workbookStream(book: Book): Buffer {
  const sheetStreams = book.sheets.map((sheet) => Buffer.concat([bof(0x10), ...sheet.cells, eof()]));
  const boundsheet = (name: string, offset: number) =>
    record(
      0x0085,
      Buffer.concat([u32(offset), Buffer.from([0, 0, name.length, 0]), Buffer.from(name, 'latin1')]),
    );
  const before = Buffer.concat([bof(0x05), ...(book.globals ?? [])]);
  const sheetsLength = book.sheets.reduce((sum, sheet) => sum + 4 + 8 + sheet.name.length, 0);
  const after = Buffer.concat([...(book.strings ?? []), eof()]);
  let offset = before.length + sheetsLength + after.length;
  const bounds = book.sheets.map((sheet, i) => {
    const bound = boundsheet(sheet.name, offset);
    offset += sheetStreams[i]!.length;
    return bound;
  });
  return Buffer.concat([before, ...bounds, after, ...sheetStreams]);
}

/** Writes a compound file holding the given streams (a `Workbook`, or a Word document's). */
export function writeCompoundFile(path: string, streams: Record<string, Buffer>): void {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  writeFileSync(path, CFB.write(container, { type: 'buffer' }) as Buffer);
}

/** The SST record and its CONTINUE records for the given parts of string data. */
export function sst(unique: number, parts: Buffer[]): Buffer[] {
  const [first, ...rest] = parts;
  return [
    record(0x00fc, Buffer.concat([u32(unique), u32(unique), first!])),
    ...rest.map((part) => record(0x003c, part)),
  ];
}

export const bytes = { u16, u32 };
