import { describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { readCells, tempPath } from './temp-files.ts';
import {
  type Book,
  bytes,
  cells,
  record,
  sst,
  workbookStream,
  writeCompoundFile,
} from './xls/biff-builder.ts';

function xls(book: Book): string {
  const path = tempPath('book.xls');
  writeCompoundFile(path, { Workbook: workbookStream(book) });
  return path;
}

describe('the records of an Excel 97–2003 workbook', () => {
  const xf = (format: number) => record(0x00e0, Buffer.concat([bytes.u16(0, format), Buffer.alloc(16)]));
  const format = (id: number, text: string) =>
    record(
      0x041e,
      Buffer.concat([bytes.u16(id, text.length), Buffer.from([0]), Buffer.from(text, 'latin1')]),
    );
  const string = (text: string, flags = 0) => Buffer.concat([bytes.u16(text.length), Buffer.from([flags])]);

  it('reads shared strings cut across records, rich text, RK numbers, errors, formula strings and 1904 dates', async () => {
    const strings = sst(4, [
      Buffer.concat([
        string('name'),
        Buffer.from('name', 'latin1'),
        string('split'),
        Buffer.from('split', 'latin1'),
        string('Zoëtrope été'),
        Buffer.from('Zo', 'latin1'),
      ]),
      // The rest of the string, in two-byte characters this time, then a string with one rich-text run.
      Buffer.concat([
        Buffer.from([1]),
        Buffer.from('ëtrope été', 'utf16le'),
        string('rich', 0x08),
        bytes.u16(1),
        Buffer.from('rich', 'latin1'),
        Buffer.alloc(4),
      ]),
    ]);
    const path = xls({
      globals: [record(0x0022, bytes.u16(1)), format(164, 'yyyy-mm-dd hh:mm'), xf(0), xf(14), xf(164)],
      strings,
      sheets: [
        {
          name: 'Data',
          cells: [
            cells.sst(0, 0, 0),
            cells.sst(0, 1, 1),
            cells.sst(0, 2, 3),
            cells.sst(1, 0, 2),
            cells.mulrk(1, 1, [7, -3]),
            cells.rkCents(1, 3, 1234),
            cells.error(1, 4, 0x07),
            cells.stringFormula(1, 5, 'ça va'),
            cells.number(1, 6, 43889, 1),
            cells.number(1, 7, 43889.5, 2),
          ],
        },
      ],
    });
    const table = await openSource(path);
    expect(table.format).toBe('xls');
    expect(table.headers).toEqual([
      'name',
      'split',
      'rich',
      'column_4',
      'column_5',
      'column_6',
      'column_7',
      'column_8',
    ]);
    expect(await readCells(table)).toEqual([
      ['Zoëtrope été', '7', '-3', '12.34', '#DIV/0!', 'ça va', '2024-02-29', '2024-02-29T12:00:00'],
    ]);
  });

  it('refuses a workbook protected by a password, saying what to do', async () => {
    const path = xls({ globals: [record(0x002f, Buffer.alloc(6))], sheets: [{ name: 'S', cells: [] }] });
    await expect(openSource(path)).rejects.toThrow(
      'The Excel 97–2003 workbook (.xls) is protected by a password; remove the password (or save it as .xlsx or CSV) and send it again.',
    );
  });

  it('refuses an Excel 5.0/95 workbook, saying what to do', async () => {
    const path = tempPath('old.xls');
    writeCompoundFile(path, { Book: record(0x0809, Buffer.concat([bytes.u16(0x0500, 5), Buffer.alloc(4)])) });
    await expect(openSource(path)).rejects.toThrow(
      'The workbook was saved by Excel 5.0/95 or older, which cannot be read; open it and save it as .xlsx or CSV, then send it again.',
    );
  });

  it('names a Word 97–2003 document, which shares the compound file format', async () => {
    const path = tempPath('letter.xls');
    writeCompoundFile(path, { WordDocument: Buffer.alloc(1024) });
    await expect(openSource(path)).rejects.toThrow(
      'The file looks like a Word 97–2003 document (.doc), not a spreadsheet.',
    );
  });
});
