import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeAll } from './write-all.ts';

describe('XLSX writer', () => {
  it('writes a sheet that reads back: header row, numbers as numbers, text as text', async () => {
    const columns = [
      { technical_name: 'sku' },
      { technical_name: 'qty', kind: 'number' as const },
      { technical_name: 'day', kind: 'date' as const },
    ];
    const { bytes, stats } = await writeAll({ format: 'xls', xls: { sheet_name: 'Stock' } }, columns, [
      ['007', '12', '2024-03-05'],
      ['A2', 'n/a', ''],
    ]);
    expect(stats.rows).toBe(2);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Stock')!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['sku', 'qty', 'day'],
      ['007', 12, '2024-03-05'],
      ['A2', 'n/a'],
    ]);
  });

  it('keeps the default sheet name when none is given', async () => {
    const { bytes } = await writeAll({ format: 'xls' }, ['a'], [['1']]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Sheet1']);
  });
});
