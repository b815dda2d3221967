/**
 * A first pass reads a column or two from the bytes (SourceTable.projectSlice: field offsets, no
 * text decoded, and the bytes of the normalized lines): it must find what reading the rows finds,
 * the same cells, the same bytes of normalized lines, the same counts, on any text, however the
 * reads cut it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizedLine } from '../../../../src/engine/normalized-csv.ts';
import { decodeField } from '../../../../src/engine/pass/byte-cells.ts';
import { openSource } from '../../../../src/engine/read/open-source.ts';
import type { ByteSlice, SourceOptions, SourceRow } from '../../../../src/engine/read/source-table.ts';
import { emptySliceStats } from '../../../../src/engine/split/read-slices.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-project-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type Outcome = { rows: string[][]; bytes: number; stats: unknown } | 'refused';

/** Reads `bytes` as a whole file both ways: rows cut in full, and rows projected on `fields`. */
async function both(bytes: Buffer, options: SourceOptions, fields: (width: number) => number[]) {
  const file = path.join(dir, 'source.csv');
  await writeFile(file, bytes);
  let table: Awaited<ReturnType<typeof openSource>>;
  try {
    table = await openSource(file, { encoding: 'utf-8', ...options });
  } catch {
    return null; // an empty file, a blank header: nothing to read either way
  }
  const wanted = fields(table.headers.length);
  const slice: ByteSlice = { start: 0, end: bytes.length, last: true, rowsBefore: 0, linesBefore: 0 };
  const read = async (): Promise<Outcome> => {
    const stats = emptySliceStats();
    const rows: string[][] = [];
    let total = 0;
    try {
      for await (const batch of table.sliceBatches!(slice, stats) as AsyncIterable<SourceRow[]>) {
        for (const row of batch) {
          rows.push(wanted.map((f) => row.cells[f]!));
          total += Buffer.byteLength(normalizedLine(row)) + 1;
        }
      }
    } catch {
      return 'refused';
    }
    return { rows, bytes: total, stats };
  };
  const projected = async (): Promise<Outcome> => {
    const stats = emptySliceStats();
    const rows: string[][] = [];
    let total = 0;
    try {
      for await (const { offsets, rows: data, count, normalizedBytes } of table.projectSlice!(slice, stats)) {
        for (let n = 0; n < count; n++) {
          const r = data[n]!;
          const parsed = offsets.parsed[r];
          const from = offsets.first[r]!;
          const width = offsets.first[r + 1]! - from;
          rows.push(
            wanted.map((f) =>
              parsed != null ? (parsed[f] ?? '') : f < width ? decodeField(offsets, from + f) : '',
            ),
          );
        }
        total += normalizedBytes;
      }
    } catch {
      return 'refused';
    }
    const { sameAsNormalized: _, ...rest } = stats;
    return { rows, bytes: total, stats: rest };
  };
  return { read: await read(), projected: await projected() };
}

describe('projecting the rows of a slice', () => {
  it('finds the cells and normalized bytes reading finds, on any text', async () => {
    const unit = fc.constantFrom(
      'a',
      'é',
      ',',
      ';',
      '"',
      '""',
      '\n',
      '\r',
      '\r\n',
      ' ',
      '\t',
      '\u00a0',
      '\ufeff',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit, minLength: 1, maxLength: 60 }),
        fc.constantFrom(',', ';'),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', '1', '3', '7'),
        async (text, delimiter, headerRow, fields, chunk) => {
          const options = { delimiter, ...(headerRow !== undefined && { header_row: headerRow }) };
          process.env.FERRY_READ_CHUNK_BYTES = chunk;
          try {
            const outcome = await both(Buffer.from(text), options, (width) =>
              fields.filter((f) => f < width),
            );
            if (outcome !== null) expect(outcome.projected).toEqual(outcome.read);
          } finally {
            delete process.env.FERRY_READ_CHUNK_BYTES;
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('settles every shape of record: short, wide, quoted or not, text after a closing quote', async () => {
    const text = [
      'id,name,note',
      '1,ada,"plain"',
      '2,"bob ""b""","a,b"',
      '3,cy',
      '4,dee,x,,  ',
      '5,eve,x,extra,more',
      '6,"fa"y,"z"',
      '7,gu"s,"line\nbreak"',
      ',,',
      '8,hé,\u00a0',
      '9,"",""',
    ].join('\r\n');
    const outcome = await both(Buffer.from(text), {}, () => [0, 1, 2]);
    expect(outcome!.projected).toEqual(outcome!.read);
    expect((outcome!.read as { rows: string[][] }).rows.map((r) => r[1])).toEqual([
      'ada',
      'bob "b"',
      'cy',
      'dee',
      'eve',
      'fay',
      'gu"s',
      'hé',
      '',
    ]);
  });

  it('reads bytes that are not UTF-8 as the decoder does, replacement characters and all', async () => {
    const bytes = Buffer.concat([
      Buffer.from('id,name\n1,ab'),
      Buffer.from([0xff, 0xc3]),
      Buffer.from('\n2,"x'),
      Buffer.from([0xe2, 0x82]),
      Buffer.from(',y"\n3,ok\n'),
    ]);
    const outcome = await both(bytes, {}, () => [1]);
    expect(outcome!.projected).toEqual(outcome!.read);
    expect((outcome!.read as { rows: string[][] }).rows[0]).toEqual(['ab\ufffd\ufffd']);
  });

  it('tells whether the slice is byte for byte its normalized lines', async () => {
    const same = async (text: string, headerRow?: number) => {
      const file = path.join(dir, 'same.csv');
      await writeFile(file, text);
      const table = await openSource(file, {
        encoding: 'utf-8',
        delimiter: ',',
        ...(headerRow !== undefined && { header_row: headerRow }),
      });
      const stats = emptySliceStats();
      const slice = { start: 0, end: Buffer.byteLength(text), last: true, rowsBefore: 0, linesBefore: 0 };
      for await (const _ of table.projectSlice!(slice, stats)) {
        // read to the end
      }
      return stats.sameAsNormalized;
    };
    const canonical = 'id,note\n1,"a,b"\n2,"say ""hi"""\n3,"two\nlines"\n4,\n';
    expect(await same(canonical)).toBe(true);
    for (const changed of [
      canonical.replaceAll('\n', '\r\n'), // line ends
      canonical.replace('4,\n', '4,"plain"\n'), // quotes around a cell that needs none
      canonical.replace('4,\n', '4\n'), // a short record
      canonical.replace('4,\n', '4,,\n'), // a record wider than the header, its extra cell blank
      canonical.replace('2,', '\n2,'), // a blank line
      canonical.slice(0, -1), // no line break after the last record
    ]) {
      expect(await same(changed), JSON.stringify(changed)).toBe(false);
    }
    expect(await same(`title\n${canonical}`, 2)).toBe(false); // a row above the header
  });

  it('is offered for UTF-8 only', async () => {
    const file = path.join(dir, 'latin.csv');
    await writeFile(file, Buffer.from('id,nom\n1,Zo\xeb\n', 'latin1'));
    expect((await openSource(file, { encoding: 'windows-1252' })).projectSlice).toBeUndefined();
    expect((await openSource(file, { encoding: 'utf-8' })).projectSlice).toBeTypeOf('function');
  });
});
