import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvRecordParser } from '../../../../src/engine/read/csv/csv-record-parser.ts';
import { SourceError } from '../../../../src/engine/read/source-error.ts';

/** Parses `text` fed in chunks of `size` characters; returns [line, cells] per record. */
function parse(text: string, size = text.length || 1, delimiter = ','): Array<[number, string[]]> {
  const parser = new CsvRecordParser(delimiter);
  const records = [];
  for (let i = 0; i < text.length; i += size) records.push(...parser.push(text.slice(i, i + size)));
  records.push(...parser.end());
  return records.map((r) => [r.line, r.cells]);
}

const cells = (text: string, size?: number, delimiter?: string) =>
  parse(text, size, delimiter).map(([, c]) => c);

describe('CsvRecordParser', () => {
  it('splits plain records on LF, CRLF and CR alike, even mixed', () => {
    expect(cells('a,b\n1,2\r\n3,4\r5,6\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('reads a last record that has no final newline', () => {
    expect(cells('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields, a trailing delimiter and blank lines as records', () => {
    expect(cells('a,,c\n1,2,\n\n,,\n')).toEqual([['a', '', 'c'], ['1', '2', ''], [''], ['', '', '']]);
  });

  it('unquotes quoted fields holding delimiters, doubled quotes and newlines', () => {
    expect(cells('"a,b","say ""hi""","two\nlines","crlf\r\nkept"\n')).toEqual([
      ['a,b', 'say "hi"', 'two\nlines', 'crlf\r\nkept'],
    ]);
  });

  it('reads an empty quoted field and a quoted field at the end of the file', () => {
    expect(cells('"",x,""\n"last"')).toEqual([['', 'x', ''], ['last']]);
    expect(cells('a,"b",')).toEqual([['a', 'b', '']]);
  });

  it('keeps a quote inside an unquoted field and text after a closing quote, as Excel does', () => {
    expect(cells('5" pipe,"ab"c,d\n')).toEqual([['5" pipe', 'abc', 'd']]);
  });

  it('numbers each record by the physical line where it starts', () => {
    expect(parse('h\n"a\nb"\nc\r\n"d\r\ne"\rf').map(([line]) => line)).toEqual([1, 2, 4, 5, 7]);
  });

  it('uses the delimiter it is given', () => {
    expect(cells('a;b|c\t"d;e"\n', undefined, ';')).toEqual([['a', 'b|c\t"d', 'e"']]);
    expect(cells('a\tb\t"c\td"\n', undefined, '\t')).toEqual([['a', 'b', 'c\td']]);
  });

  it('gives the same records whatever the chunk size, even a chunk boundary inside a quote or a CRLF', () => {
    const text = 'id,name\r\n1,"Zoë ""Z"", Paris\r\nFrance"\r\n2,plain\r\n3,""\r\n4,"x"y\r\n,,\r\n5,end';
    const whole = parse(text);
    for (const size of [1, 2, 3, 5, 7, 11]) expect(parse(text, size)).toEqual(whole);
  });

  it('parses any field content that a writer quoted, in any chunking', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\n', '\r', ' ', ';') });
    const table = fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(table, fc.integer({ min: 1, max: 9 }), (rows, size) => {
        const text = rows.map((row) => row.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\r\n');
        expect(cells(text, size)).toEqual(rows);
      }),
    );
  });

  it('numbers records by physical line in any chunking, with or without line breaks inside quotes', () => {
    const field = fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', '\r\n') });
    const table = fc.array(fc.array(field, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 });
    const newline = fc.constantFrom('\n', '\r\n', '\r');
    fc.assert(
      fc.property(table, newline, fc.integer({ min: 1, max: 9 }), (rows, eol, size) => {
        const lines = rows.map((row) => row.map((c) => `"${c.replaceAll('"', '""')}"`).join(','));
        const expected: number[] = [];
        let line = 1;
        for (const text of lines) {
          expected.push(line);
          line += (text + eol).split(/\r\n|\r|\n/).length - 1;
        }
        expect(parse(lines.join(eol) + eol, size).map(([n]) => n)).toEqual(expected);
      }),
    );
  });

  it('refuses an unterminated quote at the end of the file, naming the line where it opened', () => {
    const parser = new CsvRecordParser(',');
    parser.push('a,b\n1,2\n3,"open\nstill open\n');
    expect(() => parser.end()).toThrow(SourceError);
    const again = new CsvRecordParser(',');
    again.push('a,b\n1,2\n3,"open\nstill open\n');
    expect(() => again.end()).toThrow('Line 3: A quoted field is not closed');
  });

  it('refuses a record longer than the limit instead of buffering the rest of the file', () => {
    const parser = new CsvRecordParser(',', 1000);
    parser.push('a\n"');
    expect(() => parser.push('x'.repeat(2000))).toThrow(/longer than the allowed size/);
  });

  it('reads a long quoted cell delivered in many small chunks', () => {
    const long = 'x'.repeat(300_000);
    expect(cells(`a,"${long}"\nb,c\n`, 1000)).toEqual([
      ['a', long],
      ['b', 'c'],
    ]);
  });

  it('refuses a quote or a newline as delimiter', () => {
    expect(() => new CsvRecordParser('"')).toThrow(SourceError);
    expect(() => new CsvRecordParser('\n')).toThrow(SourceError);
  });
});
