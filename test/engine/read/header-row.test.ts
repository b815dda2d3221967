/** The header found among a grid's first rows when the sender gives none (header-row.ts), read from real files. */
import { describe, expect, it } from 'vitest';
import { HEADER_SEARCH_ROWS } from '../../../src/engine/read/header-row.ts';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { readCells, tempFile } from './temp-files.ts';

async function headerOf(csv: string) {
  const table = await openSource(tempFile(csv));
  return { row: table.headerRow, headers: table.headers, rows: await readCells(table) };
}

describe('the header row of a file read without header_row', () => {
  it('is found under a title and a blank line, the rows above it ignored', async () => {
    const found = await headerOf('Partner contacts export – Q3\n\nemail,name\nada@example.com,Ada\n');
    expect(found).toEqual({ row: 3, headers: ['email', 'name'], rows: [['ada@example.com', 'Ada']] });
  });

  it('is found under a title spread over a few notes, right above the data', async () => {
    const found = await headerOf('Export,\nGenerated 2026-11-25,\ncode,price\nA1,3.5\nB2,4\n');
    expect(found.row).toBe(3);
    expect(found.headers).toEqual(['code', 'price']);
  });

  it('stays the first row of a file without a title, of a single column, or without data', async () => {
    expect((await headerOf('email,name\nada@example.com,Ada\n')).row).toBe(1);
    expect((await headerOf('email\nada@example.com\nbob@example.com\n')).row).toBe(1);
    expect((await headerOf('Contacts\nemail,name\n')).row).toBe(1);
  });

  it('stays the first row when no row reads as names: a file of numbers, a row of names under one', async () => {
    expect((await headerOf('1,2\n3,4\n')).row).toBe(1);
    // One named column over wider rows of words: the first row names it, the rest is data.
    expect((await headerOf('h1\na,b,c\nd,e,f\n')).row).toBe(1);
  });

  it('is looked for among the first rows only: a header below them is not found', async () => {
    const notes = Array.from({ length: HEADER_SEARCH_ROWS }, (_, i) => `note ${i + 1}`).join('\n');
    const found = await headerOf(`${notes}\nemail,name\nada@example.com,Ada\n`);
    expect(found.row).toBe(1);
    const within = Array.from({ length: HEADER_SEARCH_ROWS - 3 }, (_, i) => `note ${i + 1}`).join('\n');
    expect((await headerOf(`${within}\nemail,name\nada@example.com,Ada\n`)).row).toBe(HEADER_SEARCH_ROWS - 2);
  });

  it('gives way to the row the sender names', async () => {
    const table = await openSource(tempFile('Title\n\nemail,name\nada@example.com,Ada\n'), { header_row: 1 });
    expect(table.headerRow).toBe(1);
    expect(table.headers[0]).toBe('Title');
  });
});
