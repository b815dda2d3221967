import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { readCells, tempPath } from './temp-files.ts';
import { MB, writeWorkbook } from './zip/workbook-zips.ts';

/** exceljs' temporary files are named by the `tmp` package after the process. */
const ours = async () => (await readdir(tmpdir())).filter((name) => name.startsWith(`tmp-${process.pid}-`));

let workbook: string;
let truncated: string;
let bomb: string;

/** exceljs writes `xl/workbook.xml` after the sheets, as other producers do. */
beforeAll(async () => {
  const book = new ExcelJS.Workbook();
  const first = book.addWorksheet('First');
  const second = book.addWorksheet('Second');
  for (let row = 1; row <= 300; row++) {
    first.addRow([`a${row}`, row]);
    second.addRow([`b${row}`, row]);
  }
  workbook = tempPath('book.xlsx');
  await book.xlsx.writeFile(workbook);
  const bytes = await readFile(workbook);
  truncated = tempPath('truncated.xlsx');
  await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  bomb = tempPath('bomb.xlsx');
  await writeWorkbook(bomb, 16 * MB);
});

describe('reading a workbook', () => {
  it('leaves no temporary file behind, whether the read ends, stops early or fails', async () => {
    const before = await ours();

    const whole = await openSource(workbook, { sheet: 'Second' });
    expect((await readCells(whole)).length).toBe(299);
    const stopped = await openSource(workbook);
    for await (const _row of stopped.rows()) break;
    await expect(openSource(truncated).then(readCells)).rejects.toThrow('the file was cut short');
    await expect(openSource(bomb)).rejects.toThrow('ZIP bomb');

    expect(await ours()).toEqual(before);
  });
});
