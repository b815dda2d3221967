import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import type { SourceRow } from '../../../src/engine/read/source-table.ts';
import { readCells, tempFile } from './temp-files.ts';

const TEXT = 'nom;ville;note\nZoë;Besançon;€ 12 – “très bien”\nMüller;Kraków;ok\n';
const LATIN_TEXT = 'nom;ville;note\nZoë;Besançon;€ 12 – très bien\nMüller;Malmö;ok\n';

async function rowsOf(path: string, options = {}): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const row of (await openSource(path, options)).rows()) rows.push(row);
  return rows;
}

describe('openSource on delimited text', () => {
  it.each([
    ['utf-8', TEXT, true],
    ['utf-8', TEXT, false],
    ['utf-16le', TEXT, true],
    ['utf-16le', TEXT, false],
    ['utf-16be', TEXT, true],
    ['utf-16be', TEXT, false],
    ['utf-32le', TEXT, true],
    ['utf-32le', TEXT, false],
    ['utf-32be', TEXT, true],
    ['utf-32be', TEXT, false],
    ['windows-1252', LATIN_TEXT, false],
  ])('detects %s text (BOM: %s) and decodes every accent', async (encoding, text, bom) => {
    const path = tempFile(iconv.encode(text, encoding, { addBOM: bom }));
    const table = await openSource(path);
    expect(table.format).toBe('csv');
    expect(table.encoding).toBe(encoding);
    expect(table.headers).toEqual(['nom', 'ville', 'note']);
    expect(await readCells(table)).toEqual(
      text
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(';')),
    );
  });

  it('decodes ISO-8859-1 as windows-1252, so that a euro sign written by Windows survives', async () => {
    const table = await openSource(tempFile(iconv.encode(LATIN_TEXT, 'windows-1252')), {
      encoding: 'ISO-8859-1',
    });
    expect(table.encoding).toBe('windows-1252');
    expect((await readCells(table))[0]).toEqual(['Zoë', 'Besançon', '€ 12 – très bien']);
  });

  it('decodes macintosh text when the encoding is given', async () => {
    const table = await openSource(tempFile(iconv.encode(LATIN_TEXT, 'macintosh')), {
      encoding: 'macintosh',
    });
    expect((await readCells(table))[1]).toEqual(['Müller', 'Malmö', 'ok']);
  });

  it('reads Mac Roman byte 0xDB as the euro sign, as Mac OS has since 8.5', async () => {
    // Bytes as a Mac writes "Prix\n12 €\n": the euro is 0xDB.
    const bytes = Buffer.from([...Buffer.from('Prix\n12 '), 0xdb, 0x0a]);
    const table = await openSource(tempFile(bytes), { encoding: 'macintosh' });
    expect(await readCells(table)).toEqual([['12 €']]);
  });

  it('refuses an unknown encoding name', async () => {
    await expect(openSource(tempFile('a\n1\n'), { encoding: 'klingon' })).rejects.toThrow(SourceError);
  });

  it.each([
    [',', 'a,b,c\n1,"x;y",3\n'],
    [';', 'a;b;c\n1;2,5;3\n4;5,5;6\n'],
    ['\t', 'a\tb\tc\n1\t"x,y"\t3\n'],
    ['|', 'a|b|c\n1|2|3\n'],
  ])('sniffs the delimiter %j, ignoring delimiters inside quotes', async (delimiter, text) => {
    const table = await openSource(tempFile(text));
    expect(table.delimiter).toBe(delimiter);
    expect(table.headers).toEqual(['a', 'b', 'c']);
  });

  it('takes the delimiter by its specification name', async () => {
    const table = await openSource(tempFile('a,b;c\n1,2;3\n'), { delimiter: 'semi_column' });
    expect(table.headers).toEqual(['a,b', 'c']);
  });

  it('takes the first non-blank row as header and counts the blank rows around data', async () => {
    const table = await openSource(tempFile('\n ; \nid;name\n1;a\n;;\n\n2;b\n\n\n'));
    const rows = await rowsOf(tempFile('\n ; \nid;name\n1;a\n;;\n\n2;b\n\n\n'));
    expect(table.headerRow).toBe(3);
    expect(rows.map((r) => [r.index, r.line, r.cells])).toEqual([
      [1, 4, ['1', 'a']],
      [2, 7, ['2', 'b']],
    ]);
    await readCells(table);
    expect(table.stats.rowsIgnored).toBe(4); // two rows above the header, two blank rows between data
  });

  it('takes a row of spaces above a data row for a header without names, and keeps the data row', async () => {
    const path = tempFile('   ,   ,  \n1,Anna,7\n2,Bob,8\n');
    const table = await openSource(path);
    expect(table.headerRow).toBe(1);
    expect(table.headers).toEqual(['column_1', 'column_2', 'column_3']);
    expect(await readCells(table)).toEqual([
      ['1', 'Anna', '7'],
      ['2', 'Bob', '8'],
    ]);
    expect(table.stats.rowsIgnored).toBe(0);
  });

  it('takes a row of non-breaking and other Unicode spaces for blank, as the checks of required cells do', async () => {
    const text = 'id,name\n1,a\n\u00a0,\u2003\n\ufeff, \u00a0\n2,\u00a0b\n';
    const table = await openSource(tempFile(text));
    expect(await readCells(table)).toEqual([
      ['1', 'a'],
      ['2', '\u00a0b'],
    ]);
    expect(table.stats.rowsIgnored).toBe(2);
  });

  it('uses the header row it is given and counts the rows above it as ignored', async () => {
    const table = await openSource(tempFile('Export of 2024\nfrom: shop\nid,name\n1,a\n'), { header_row: 3 });
    expect(table.headers).toEqual(['id', 'name']);
    expect(await readCells(table)).toEqual([['1', 'a']]);
    expect(table.stats.rowsIgnored).toBe(2);
  });

  it('refuses a header row past the end of the file or on a blank row', async () => {
    await expect(openSource(tempFile('id\n1\n'), { header_row: 9 })).rejects.toThrow(/past the end/);
    await expect(openSource(tempFile('\nid\n1\n'), { header_row: 1 })).rejects.toThrow(/is blank/);
  });

  it('names blank and repeated headers so that every column can be addressed', async () => {
    const table = await openSource(tempFile(' id ,,id,name\n1,2,3,4\n'));
    expect(table.headers).toEqual(['id', 'column_2', 'id_2', 'name']);
  });

  it('pads short rows and widens the header to the widest of the first rows', async () => {
    const table = await openSource(tempFile('a,b\n1\n1,2,3\n'));
    expect(table.headers).toEqual(['a', 'b', 'column_3']);
    expect(await readCells(table)).toEqual([
      ['1', '', ''],
      ['1', '2', '3'],
    ]);
  });

  it('drops empty trailing cells and keeps non-empty cells beyond the headers as extra', async () => {
    const lines = ['a,b', ...Array.from({ length: 600 }, (_, i) => `${i},x,`), '9,y,surprise,'];
    const rows = await rowsOf(tempFile(`${lines.join('\n')}\n`));
    expect(rows[0]).toEqual({ index: 1, line: 2, cells: ['0', 'x'] });
    expect(rows.at(-1)).toEqual({ index: 601, line: 602, cells: ['9', 'y'], extra: ['surprise'] });
  });

  it('refuses an empty file and a file of blank lines', async () => {
    await expect(openSource(tempFile(''))).rejects.toThrow('The file is empty.');
    await expect(openSource(tempFile('\n\r\n  \n'))).rejects.toThrow('The file is empty.');
  });

  it('reads a file with only a header as zero rows', async () => {
    const table = await openSource(tempFile('id,name'));
    expect(table.headers).toEqual(['id', 'name']);
    expect(await readCells(table)).toEqual([]);
  });

  it('names the line of an unterminated quote', async () => {
    const path = tempFile('id,name\n1,ok\n2,"never closed\n3,x\n');
    await expect(openSource(path).then(readCells)).rejects.toThrow('Line 3: A quoted field is not closed');
    const far = tempFile(`id,name\n${'1,ok\n'.repeat(600)}2,"never closed\n3,x\n`);
    const table = await openSource(far);
    await expect(readCells(table)).rejects.toThrow('Line 602: A quoted field is not closed');
  });

  it('reads the file again on each call and counts afresh', async () => {
    const table = await openSource(tempFile('id\n1\n\n2\n'));
    expect(await readCells(table)).toEqual([['1'], ['2']]);
    expect(await readCells(table)).toEqual([['1'], ['2']]);
    expect(table.stats.rowsIgnored).toBe(1);
  });
});

describe('openSource format detection', () => {
  const PNG = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);

  it('recognises a PNG image renamed .csv and says so', async () => {
    await expect(openSource(tempFile(PNG, 'photo.csv'))).rejects.toThrow(
      'The file looks like a PNG image, not a spreadsheet.',
    );
  });

  it('recognises a PDF document, and an Excel 97–2003 workbook that is only its first bytes', async () => {
    await expect(openSource(tempFile('%PDF-1.7\n%âãÏÓ\n'))).rejects.toThrow(/PDF document/);
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expect(openSource(tempFile(xls, 'old.xlsx'))).rejects.toThrow(
      'The Excel 97–2003 workbook (.xls) is incomplete: the file was cut short (was the upload interrupted?).',
    );
  });

  it('refuses unknown binary data', async () => {
    const noise = Uint8Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256);
    await expect(openSource(tempFile(noise))).rejects.toThrow(/binary data/);
  });

  it('reads text that starts with a bracket but is not JSON as CSV', async () => {
    const table = await openSource(tempFile('[id],name\n1,a\n', 'data.json'));
    expect(table.format).toBe('csv');
    expect(table.headers).toEqual(['[id]', 'name']);
  });

  it('ignores the file name: JSON named .csv is JSON, XML named .xlsx is XML', async () => {
    expect((await openSource(tempFile('[{"a":1}]', 'x.csv'))).format).toBe('json');
    expect((await openSource(tempFile('<r><i a="1"/><i a="2"/></r>', 'x.xlsx'))).format).toBe('xml');
  });
});
