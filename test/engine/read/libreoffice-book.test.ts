/**
 * The same two-sheet workbook, written by LibreOffice Calc as .ods and as .xls from
 * fixtures/book.fods (see fixtures/README.md), reads the same through either reader.
 */
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { readCells, tempPath } from './temp-files.ts';

const BOOKS = [
  // LibreOffice stores 0, not "ça va", as the result of a text formula in an .xls file.
  { format: 'ods', joined: 'ça va' },
  { format: 'xls', joined: '0' },
] as const;

describe.each(BOOKS)('openSource on the $format workbook written by LibreOffice', ({ format, joined }) => {
  const book = fileURLToPath(new URL(`./fixtures/book.${format}`, import.meta.url));

  it('detects the workbook from its content, whatever its name, and reads the first sheet', async () => {
    const renamed = tempPath('book.csv');
    copyFileSync(book, renamed);
    const table = await openSource(renamed);
    expect(table.format).toBe(format);
    expect(table.encoding).toBeNull();
    expect(table.sheet).toBe('Notes');
    expect(table.headers).toEqual(['note']);
    expect(await readCells(table)).toEqual([['hello']]);
  });

  it('reads a sheet by name with its header row, with accents, numbers, dates, booleans and formulas as text', async () => {
    const table = await openSource(book, { sheet: 'Commandes', header_row: 3 });
    expect(table.sheet).toBe('Commandes');
    expect(table.headerRow).toBe(3);
    expect(table.headers).toEqual([
      'id',
      'nom',
      'date',
      'at',
      'time',
      'amount',
      'ratio',
      'paid',
      'double',
      'joined',
      'note',
    ]);
    expect(await readCells(table)).toEqual([
      [
        '1',
        'Élodie Müller',
        '2024-02-29',
        '2024-02-29T13:05:09',
        '13:05:09',
        '1234.5',
        '0.25',
        'true',
        '2469',
        joined,
        'deux  espaces\nligne 2',
      ],
      ['2', '', '', '', '', '-0.0000001', '', 'false', '', '', ''],
      ['same', 'same', 'same', '', '', '', '', '', '', '', ''],
      ['same', 'same', 'same', '', '', '', '', '', '', '', ''],
      ['3', 'Zoë', '', '', '', '', '', '', '', '', ''],
    ]);
  });

  it('takes a sheet by position, numbers rows as the sheet does and counts ignored rows', async () => {
    const table = await openSource(book, { sheet: 2, header_row: 3 });
    expect(table.sheet).toBe('Commandes');
    const rows = [];
    for await (const row of table.rows()) rows.push([row.index, row.line]);
    expect(rows).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
      [4, 7],
      [5, 9],
    ]);
    expect(table.stats.rowsIgnored).toBe(3);
  });

  it('finds the header under the title and the blank row when no header row is given; a given one wins', async () => {
    const table = await openSource(book, { sheet: 'Commandes' });
    expect(table.headerRow).toBe(3);
    expect(table.headers.slice(0, 2)).toEqual(['id', 'nom']);
    const given = await openSource(book, { sheet: 'Commandes', header_row: 1 });
    expect(given.headerRow).toBe(1);
    expect(given.headers.slice(0, 2)).toEqual(['Export 2024', 'column_2']);
  });

  it('names the sheets it has when the chosen one does not exist', async () => {
    const opening = openSource(book, { sheet: 'Missing' });
    await expect(opening).rejects.toThrow(SourceError);
    await expect(opening).rejects.toThrow(
      'The workbook has no sheet "Missing"; its sheets are: Notes, Commandes.',
    );
  });
});
