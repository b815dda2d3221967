import { describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { content, row, table, text, writeOds } from './ods/ods-zips.ts';
import { readCells, tempPath } from './temp-files.ts';
import { writeZip } from './zip/workbook-zips.ts';

async function ods(tables: string): Promise<string> {
  const path = tempPath('sheet.ods');
  await writeOds(path, content(tables));
  return path;
}

describe('the cells of an ODS sheet', () => {
  it('keeps spaces, tabs and line breaks, joins paragraphs, and leaves comments out', async () => {
    const cell =
      '<table:table-cell office:value-type="string"><text:p>a<text:s text:c="3"/>b<text:tab/>c<text:line-break/>d</text:p>' +
      '<office:annotation><text:p>a comment</text:p></office:annotation><text:p>e</text:p></table:table-cell>';
    const path = await ods(table('S', row(text('h1') + text('h2')) + row(text('x') + cell)));
    expect(await readCells(await openSource(path))).toEqual([['x', 'a   b\tc\nd\ne']]);
  });

  it('reads empty cells in the middle, merged (covered) cells as empty, and repeated cells as copies', async () => {
    const cells =
      text('a') +
      '<table:table-cell table:number-columns-repeated="2"/>' +
      '<table:covered-table-cell/>' +
      text('b', ' table:number-columns-repeated="2"');
    const path = await ods(table('S', row(text('h1')) + row(cells)));
    const table_ = await openSource(path);
    expect(table_.headers).toEqual(['h1', 'column_2', 'column_3', 'column_4', 'column_5', 'column_6']);
    expect(await readCells(table_)).toEqual([['a', '', '', '', 'b', 'b']]);
  });

  it('reads a time past 24 hours and a date with a time as an XLSX cell of the same value reads', async () => {
    const cells =
      '<table:table-cell office:value-type="time" office:time-value="PT36H00M00S"/>' +
      '<table:table-cell office:value-type="date" office:date-value="2024-03-01T00:00:00"/>' +
      '<table:table-cell office:value-type="currency" office:value="0.30000000000000004"/>' +
      '<table:table-cell><text:p>#DIV/0!</text:p></table:table-cell>';
    const path = await ods(table('S', row(text('t') + text('d') + text('c') + text('e')) + row(cells)));
    expect(await readCells(await openSource(path))).toEqual([['12:00:00', '2024-03-01', '0.3', '#DIV/0!']]);
  });

  it('reads runs of a million empty rows and thousands of empty cells, as Calc ends every sheet, as nothing', async () => {
    const tail =
      '<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>';
    const path = await ods(
      table(
        'S',
        row(`${text('id')}<table:table-cell table:number-columns-repeated="16000"/>`) + row(text('1')) + tail,
      ) + table('T', row(text('other'))),
    );
    const table_ = await openSource(path);
    expect(table_.headers).toEqual(['id']);
    expect(await readCells(table_)).toEqual([['1']]);
    expect(table_.stats.rowsIgnored).toBe(0);
  });

  it('copies a repeated row once per repeat, numbered as the sheet shows them', async () => {
    const path = await ods(
      table('S', row(text('id')) + row(text('x'), ' table:number-rows-repeated="3"') + row(text('y'))),
    );
    const lines = [];
    for await (const r of (await openSource(path)).rows()) lines.push([r.line, r.cells[0]]);
    expect(lines).toEqual([
      [2, 'x'],
      [3, 'x'],
      [4, 'x'],
      [5, 'y'],
    ]);
  });

  it('refuses a sheet whose repeat counts would make more than ten million cells', async () => {
    const wide = text('x', ' table:number-columns-repeated="16384"');
    const path = await ods(table('S', row(text('id')) + row(wide, ' table:number-rows-repeated="1000000"')));
    const reading = openSource(path);
    await expect(reading).rejects.toThrow(SourceError);
    await expect(reading).rejects.toThrow(
      'The sheet "S" repeats its cells into more than 10,000,000 copies, over the limit: the file may be built to exhaust memory.',
    );
  });

  it('refuses a cell past the last possible column', async () => {
    const far = '<table:table-cell table:number-columns-repeated="2000000000"/>';
    const path = await ods(table('S', row(text('id') + far + text('x'))));
    await expect(openSource(path)).rejects.toThrow(
      'The sheet "S" has a cell past its last possible column (16384): the file is damaged.',
    );
  });

  it('refuses entity declarations in content.xml', async () => {
    const path = tempPath('entities.ods');
    const xml = content(table('S', row(text('&lol;'))));
    await writeOds(path, xml.replace('\n', '\n<!DOCTYPE d [<!ENTITY lol "lol">]>\n'));
    await expect(openSource(path)).rejects.toThrow(/declares entities in its DOCTYPE/);
  });
});

describe('ZIP files that are not spreadsheets', () => {
  it('names an OpenDocument text document', async () => {
    const path = tempPath('letter.ods');
    await writeOds(path, content(''), 'application/vnd.oasis.opendocument.text');
    await expect(openSource(path)).rejects.toThrow(
      'The file looks like an OpenDocument text document (.odt), not a spreadsheet.',
    );
  });

  it('names a Word document and keeps the XLSX message for other archives', async () => {
    const docx = tempPath('letter.xlsx');
    await writeZip(docx, { '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    await expect(openSource(docx)).rejects.toThrow(
      'The file looks like a Word document (.docx), not a spreadsheet.',
    );
    const other = tempPath('photos.zip');
    await writeZip(other, { 'photo.txt': 'not a sheet' });
    await expect(openSource(other)).rejects.toThrow('The file is a ZIP archive but not an Excel workbook.');
  });
});
