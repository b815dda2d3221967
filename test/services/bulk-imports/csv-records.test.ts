/** The import's CSV records: line numbers, delimiters, the BOM, and lines that cannot be read. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  type CsvProblem,
  detectDelimiter,
  readCsvRecords,
} from '../../../src/services/bulk-imports/csv-records.ts';
import { turnsDuring } from '../../support/loop-turns.ts';

async function read(chunks: (string | Buffer)[]) {
  const problems: CsvProblem[] = [];
  let bytes = 0;
  const records: [number, string[]][] = [];
  const source = Readable.from(chunks.map((c) => Buffer.from(c)));
  await readCsvRecords(
    source,
    (r) => records.push([r.line, r.cells]),
    (n) => (bytes += n),
    (p) => problems.push(p),
  );
  return { records, problems, bytes };
}

describe('readCsvRecords', () => {
  it('lets the event loop turn between chunks of a file already buffered, so requests get in', async () => {
    // 50 chunks all at hand: read as promise callbacks alone, not one turn would pass until the end.
    const chunks = ['column,value\n', ...Array.from({ length: 50 }, (_, i) => `c,value ${i}\n`)];
    const { result, turns } = await turnsDuring(() => read(chunks));
    const { records } = result;
    expect(records).toHaveLength(51);
    expect(turns).toBeGreaterThanOrEqual(49);
  });

  it('numbers each record by the line it starts on, past blank lines, quoted line breaks and mixed endings', async () => {
    const text = '\ufeffa,b\n1,"two\r\nlines"\n\n3,x\r\n4,"y"\n5,"z\nz"\n6,w\n';
    const { records, bytes } = await read([text.slice(0, 9), text.slice(9)]);
    expect(records).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'two\r\nlines']],
      [5, ['3', 'x']],
      [6, ['4', 'y']],
      [7, ['5', 'z\nz']],
      [9, ['6', 'w']],
    ]);
    expect(bytes).toBe(Buffer.byteLength(text));
  });

  it('keeps a quote inside an unquoted cell as text', async () => {
    expect((await read(['a,b\n5" screen,x\n'])).records[1]).toEqual([2, ['5" screen', 'x']]);
  });

  it('reports a quote left open as fatal, from the line its record starts on', async () => {
    const { records, problems } = await read(['a,b\n1,2\n3,"open\n4,5\n']);
    expect(records.map(([line]) => line)).toEqual([1, 2]);
    expect(problems).toMatchObject([{ line: 3, fatal: true }]);
  });

  it('throws the error of a source that fails', async () => {
    const source = new Readable({
      read() {
        this.push(Buffer.from('a,b\n1,2\n'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(
      readCsvRecords(
        source,
        () => {},
        () => {},
        () => {},
      ),
    ).rejects.toThrow('connection reset');
  });

  it('rejects with the error the record handler throws, and stops reading the source', async () => {
    const source = Readable.from(['a,b\n', '1,2\n', '3,4\n'].map((c) => Buffer.from(c)));
    const failing = () => {
      throw new Error('handler failed');
    };
    await expect(
      readCsvRecords(
        source,
        failing,
        () => {},
        () => {},
      ),
    ).rejects.toThrow('handler failed');
    expect(source.destroyed).toBe(true);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['column,value,synonyms\n', ','],
    ['column;value;synonyms\n', ';'],
    ['column\tvalue\tsynonyms\n', '\t'],
    ['column\n', ','],
  ])('reads %j as %j', (head, delimiter) => {
    expect(detectDelimiter(Buffer.from(head))).toBe(delimiter);
  });
});
