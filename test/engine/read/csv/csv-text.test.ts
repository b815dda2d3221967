import { describe, expect, it } from 'vitest';
import { CsvRecordParser } from '../../../../src/engine/read/csv/csv-record-parser.ts';
import { csvTextOf } from '../../../../src/engine/read/csv/csv-text.ts';

const texts = (text: string, delimiter = ',') => {
  const parser = new CsvRecordParser(delimiter);
  return [...parser.push(text), ...parser.end()].map((r) => csvTextOf(r.cells));
};

describe('csvTextOf', () => {
  it('gives the text of records written with quotes only where needed', () => {
    expect(texts('a,b\n1,"2,5","say ""hi""","two\nlines"\r\nlast')).toEqual([
      'a,b',
      '1,"2,5","say ""hi""","two\nlines"',
      'last',
    ]);
  });

  it('gives nothing for records that csvLine would write otherwise', () => {
    expect(texts('"plain",x\n"",x\n"a"b,x\n5" pipe,"a,b"\n')).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('gives nothing with another delimiter, nor for a copy of the cells', () => {
    expect(texts('a;b\n', ';')).toEqual([undefined]);
    const [record] = new CsvRecordParser(',').push('a,b\n');
    expect(csvTextOf(record!.cells)).toBe('a,b');
    expect(csvTextOf([...record!.cells])).toBeUndefined();
    expect(record!.cells).toEqual(['a', 'b']);
  });
});
