import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvRecordParser } from '../../../../src/engine/read/csv/csv-record-parser.ts';
import { CsvRecordScanner } from '../../../../src/engine/read/csv/csv-record-scanner.ts';
import { SliceMisaligned } from '../../../../src/engine/read/csv/slice-misaligned.ts';
import { openSource } from '../../../../src/engine/read/open-source.ts';
import { isBlankRow } from '../../../../src/engine/read/raw-record.ts';
import { SourceError } from '../../../../src/engine/read/source-error.ts';
import type { ByteSlice, SourceRow } from '../../../../src/engine/read/source-table.ts';
import { emptySliceStats } from '../../../../src/engine/split/read-slices.ts';

/** What the parser reads from `text`: each record's blankness and the lines, or its error. */
function parsed(text: string, delimiter = ','): { blanks: number[]; lines: number } | 'refused' {
  const parser = new CsvRecordParser(delimiter);
  try {
    const records = [...parser.push(text), ...parser.end()];
    return { blanks: records.map((r) => (isBlankRow(r.cells) ? 1 : 0)), lines: parser.nextLine - 1 };
  } catch (error) {
    if (error instanceof SourceError) return 'refused';
    throw error;
  }
}

/** What the scanner finds in `text` fed in chunks of `size` bytes, as one last slice. */
function scanned(
  text: string,
  size: number,
  delimiter = ',',
): { blanks: number[]; lines: number } | 'refused' {
  const decodeBlank = (bytes: Buffer) => {
    const parser = new CsvRecordParser(delimiter);
    return [...parser.push(bytes.toString('utf8')), ...parser.end()].every((r) => isBlankRow(r.cells));
  };
  const scanner = new CsvRecordScanner(delimiter.charCodeAt(0), decodeBlank, 0);
  const bytes = Buffer.from(text);
  const blanks: number[] = [];
  try {
    for (let at = 0; at < bytes.length; at += size)
      blanks.push(...scanner.push(bytes.subarray(at, at + size)));
    blanks.push(...scanner.end(true));
  } catch (error) {
    if (error instanceof SliceMisaligned) return 'refused';
    throw error;
  }
  return { blanks, lines: scanner.lines };
}

describe('CsvRecordScanner', () => {
  it('ends records where the parser does: quotes at field starts only, doubled quotes, CR, CRLF', () => {
    const text = 'a,"b\nc",d\r\n5\'11",x"y,"z""\r\n"\rq\n\n,, \n" ",""\n\u00a0,\tend';
    expect(scanned(text, 3)).toEqual(parsed(text));
    expect(parsed(text)).toEqual({ blanks: [0, 0, 0, 1, 1, 1, 0], lines: 9 });
  });

  it('reads as the parser any text, cut into chunks of any size', () => {
    const unit = fc.constantFrom('a', 'é', ',', '"', '""', '\n', '\r', '\r\n', ' ', '\t', '\u00a0', '\ufeff');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), fc.integer({ min: 1, max: 7 }), (text, size) => {
        expect(scanned(text, size)).toEqual(parsed(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads with any one-byte delimiter', () => {
    const text = 'a;"b;c"\n;\n"x""y";z\n';
    expect(scanned(text, 2, ';')).toEqual(parsed(text, ';'));
    expect(scanned(text, 2, ';')).toEqual({ blanks: [0, 1, 0], lines: 3 });
  });

  it('refuses an unterminated quote, text left at the end of a slice, and an overlong record', () => {
    expect(scanned('a,b\n"open\n', 4)).toBe('refused');
    const notLast = new CsvRecordScanner(44, () => true, 10);
    expect([...notLast.push(Buffer.from('a,b\nc,d'))]).toEqual([0]);
    expect(() => notLast.end(false)).toThrow(SliceMisaligned);
    const short = new CsvRecordScanner(44, () => true, 10, 8);
    expect(() => short.push(Buffer.from('"0123456789'))).toThrow(SliceMisaligned);
  });
});

describe('counting the rows of a slice', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-count-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function both(text: string, slice: (size: number) => ByteSlice, headerRow?: number) {
    const file = path.join(dir, 'source.csv');
    await writeFile(file, text);
    const table = await openSource(file, headerRow === undefined ? {} : { header_row: headerRow });
    const byRows = emptySliceStats();
    const byCount = emptySliceStats();
    const s = slice(Buffer.byteLength(text));
    const rows = async () => {
      let n = 0;
      for await (const batch of table.sliceBatches!(s, byRows) as AsyncIterable<SourceRow[]>)
        n += batch.length;
      return n;
    };
    const outcome = (p: Promise<number>) =>
      p.then(
        (n) => n,
        (e: Error) => e.name,
      );
    return {
      read: { rows: await outcome(rows()), stats: byRows },
      counted: { rows: await outcome(table.countSlice!(s, byCount)), stats: byCount },
    };
  }

  const whole = (size: number): ByteSlice => ({
    start: 0,
    end: size,
    last: true,
    rowsBefore: 0,
    linesBefore: 0,
  });

  it('counts what reading the rows finds: rows above the header, blank rows, trailing blanks', async () => {
    const text = '\uFEFFtitle\n\nName,Age\n,\nada,36\n \n"",""\nbob,"4\n2"\n\n,\n';
    for (const headerRow of [undefined, 3, 5]) {
      const { read, counted } = await both(text, whole, headerRow);
      expect(counted).toEqual(read);
    }
    const { counted } = await both(text, whole, 3);
    expect(counted).toMatchObject({ rows: 2, stats: { rowsIgnored: 5, blankAtEnd: 2, lines: 11 } });
  });

  it('drops the BOM that starts the file, as the decoder does, and only that one', async () => {
    // After the BOM, the quote opens the first cell, which spans two lines. U+FEFF later is a
    // character: a space to trim() alone on its row, text before `zoe`.
    const text = '\uFEFF"Na\nme",Age\nada,36\n\uFEFF\n\uFEFFzoe,5\nbob,4\n';
    const { read, counted } = await both(text, whole);
    expect(counted).toEqual(read);
    expect(counted).toMatchObject({ rows: 3, stats: { rowsIgnored: 1, lines: 6 } });
  });

  it('counts a later slice and refuses a misaligned one, as reading does', async () => {
    const text = 'Name,Age\nada,36\n"b\nob",4\nzoe,9\n';
    const later = (size: number): ByteSlice => ({
      start: 16,
      end: size,
      last: true,
      rowsBefore: 1,
      linesBefore: 2,
    });
    const a = await both(text, later);
    expect(a.counted).toEqual(a.read);
    expect(a.counted.rows).toBe(2);
    const cut = (): ByteSlice => ({ start: 0, end: 19, last: false, rowsBefore: 0, linesBefore: 0 });
    const b = await both(text, cut);
    expect(b.counted.rows).toBe('SliceMisaligned');
    expect(b.read.rows).toBe('SliceMisaligned');
  });
});
