import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { tempPath } from './temp-files.ts';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

/** The first `share` of a file's bytes, as an interrupted upload leaves it. */
function cut(bytes: Buffer, share: number, name: string): string {
  const path = tempPath(name);
  writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length * share)));
  return path;
}

let xlsx: Buffer;

beforeAll(async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(['id', 'name']);
  for (let i = 1; i <= 200; i++) sheet.addRow([i, `name ${i}`]);
  const path = tempPath('whole.xlsx');
  await workbook.xlsx.writeFile(path);
  xlsx = readFileSync(path);
});

describe('a spreadsheet cut short', () => {
  it('is refused as an incomplete XLSX workbook, in words a person understands', async () => {
    const reading = openSource(cut(xlsx, 0.6, 'cut.xlsx'));
    await expect(reading).rejects.toThrow(SourceError);
    await expect(reading).rejects.toThrow(
      /^The workbook is incomplete: the file was cut short \(was the upload interrupted\?\)\.$/,
    );
  });

  it('is refused as an incomplete ODS spreadsheet', async () => {
    await expect(openSource(cut(fixture('book.ods'), 0.6, 'cut.ods'))).rejects.toThrow(
      /^The workbook is incomplete: the file was cut short \(was the upload interrupted\?\)\.$/,
    );
  });

  it('is refused as an incomplete Excel 97–2003 workbook', async () => {
    await expect(openSource(cut(fixture('book.xls'), 0.6, 'cut.xls'))).rejects.toThrow(
      /^The Excel 97–2003 workbook \(\.xls\) is incomplete: the file was cut short \(was the upload interrupted\?\)\.$/,
    );
  });

  it('is refused as damaged when an Excel 97–2003 workbook is cut on a sector boundary', async () => {
    const bytes = fixture('book.xls');
    const path = tempPath('sectors.xls');
    writeFileSync(path, bytes.subarray(0, 512 * 9));
    await expect(openSource(path)).rejects.toThrow(
      'The Excel 97–2003 workbook (.xls) is damaged: its parts cannot be found (was the upload interrupted?).',
    );
  });
});
