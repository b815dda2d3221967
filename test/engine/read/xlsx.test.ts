import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { readCells, tempPath } from './temp-files.ts';

let path: string;

/** Two sheets: "Notes" first in tab order, "Orders" with dates, numbers, formulas, rich text, merges. */
beforeAll(async () => {
  const workbook = new ExcelJS.Workbook();
  const notes = workbook.addWorksheet('Notes');
  notes.addRow(['note']);
  notes.addRow(['hello']);
  const orders = workbook.addWorksheet('Orders');
  orders.addRow(['Export 2024']);
  orders.addRow([]);
  orders.addRow(['id', 'date', 'time', 'amount', 'formula', 'label', 'merged']);
  orders.addRow([1, new Date(Date.UTC(2024, 1, 29)), new Date(Date.UTC(2024, 1, 29, 13, 5, 9)), 0.1 + 0.2]);
  orders.getCell('E4').value = { formula: 'D4*2', result: 0.6000000000000001 };
  orders.getCell('F4').value = { richText: [{ text: 'bold ', font: { bold: true } }, { text: 'plain' }] };
  orders.getCell('G4').value = 'master';
  orders.mergeCells('G4:H4');
  orders.addRow([2, null, null, 1e21, null, true]);
  orders.getCell('B5').numFmt = 'yyyy-mm-dd';
  orders.addRow([]);
  orders.addRow([3, null, null, -0.0000001]);
  path = tempPath('book.bin');
  await workbook.xlsx.writeFile(path);
});

describe('openSource on an XLSX workbook', () => {
  it('detects the workbook from its content and reads the first sheet by default', async () => {
    const table = await openSource(path);
    expect(table.format).toBe('xlsx');
    expect(table.sheet).toBe('Notes');
    expect(table.headers).toEqual(['note']);
    expect(await readCells(table)).toEqual([['hello']]);
  });

  it('reads a sheet chosen by name, with dates, numbers, formulas and rich text as text', async () => {
    const table = await openSource(path, { sheet: 'Orders', header_row: 3 });
    expect(table.headerRow).toBe(3);
    expect(table.headers).toEqual(['id', 'date', 'time', 'amount', 'formula', 'label', 'merged']);
    expect(await readCells(table)).toEqual([
      ['1', '2024-02-29', '2024-02-29T13:05:09', '0.3', '0.6', 'bold plain', 'master'],
      ['2', '', '', '1000000000000000000000', '', 'true', ''],
      ['3', '', '', '-0.0000001', '', '', ''],
    ]);
  });

  it('counts the rows above the header and blank rows between data rows as ignored', async () => {
    const table = await openSource(path, { sheet: 'Orders', header_row: 3 });
    const rows = [];
    for await (const row of table.rows()) rows.push([row.index, row.line]);
    expect(rows).toEqual([
      [1, 4],
      [2, 5],
      [3, 7],
    ]);
    expect(table.stats.rowsIgnored).toBe(3);
  });

  it('reads a sheet chosen by its 1-based position in the tabs', async () => {
    const table = await openSource(path, { sheet: 2, header_row: 3 });
    expect(table.sheet).toBe('Orders');
    expect(table.headers[0]).toBe('id');
  });

  it('finds the header under the title and the blank row when no header row is given; a given one wins', async () => {
    const table = await openSource(path, { sheet: 'Orders' });
    expect(table.headerRow).toBe(3);
    expect(table.headers.slice(0, 2)).toEqual(['id', 'date']);
    expect(table.stats.rowsIgnored).toBe(0);
    const given = await openSource(path, { sheet: 'Orders', header_row: 1 });
    expect(given.headerRow).toBe(1);
    expect(given.headers.slice(0, 2)).toEqual(['Export 2024', 'column_2']);
  });

  it('names the sheets it has when the chosen one does not exist', async () => {
    const opening = openSource(path, { sheet: 'Missing' });
    await expect(opening).rejects.toThrow(SourceError);
    await expect(openSource(path, { sheet: 'Missing' })).rejects.toThrow('its sheets are: Notes, Orders');
  });
});
