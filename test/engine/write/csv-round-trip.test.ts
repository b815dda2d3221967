import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, it } from 'vitest';
import { BOM_BYTES, codecName } from '../../../src/domain/format/encodings.ts';
import type { Bom, Encoding } from '../../../src/domain/format/options.ts';
import { DELIMITER_CHARS, ENCLOSURE_CHARS, NEWLINE_CHARS } from '../../../src/domain/format/options.ts';
import { writeAll } from './write-all.ts';

const encodings: [Encoding, Bom[]][] = [
  ['UTF-8', ['none', 'utf8']],
  ['UTF-16', ['none', 'utf16_be', 'utf16_le']],
  ['UTF-32', ['none', 'utf32_be', 'utf32_le']],
  ['LATIN1', ['none']],
  ['ISO-8859-1', ['none']],
  ['macintosh', ['none']],
];

const options = fc
  .record({
    delimiter: fc.constantFrom('comma', 'semi_column', 'tab', 'pipe'),
    enclosure: fc.constantFrom('double_quotes', 'single_quotes'),
    escape: fc.constantFrom('backslash', 'double_quote'),
    newline: fc.constantFrom('lf', 'cr', 'crlf'),
    encoding: fc.constantFrom(...encodings),
  })
  .chain(({ encoding: [encoding, boms], ...rest }) =>
    fc.constantFrom(...boms).map((bom) => ({ ...rest, encoding, bom })),
  );

// Characters every encoding holds, plus the ones CSV must quote or escape.
const cell = fc.string({
  unit: fc.constantFrom('a', 'Z', '7', ' ', 'é', ',', ';', '|', '\t', '"', "'", '\\', '\n', '\r'),
});

describe('CSV round trip', () => {
  it('reads back any table of strings identically with the same options', async () => {
    await fc.assert(
      fc.asyncProperty(
        options,
        fc
          .integer({ min: 1, max: 4 })
          .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }))),
        async (csv, rows) => {
          const width = rows[0]?.length ?? 1;
          const columns = Array.from({ length: width }, (_, i) => `c${i}`);
          const { bytes } = await writeAll({ format: 'csv', csv }, columns, rows);
          const bom = BOM_BYTES[csv.bom];
          if (!bytes.subarray(0, bom.length).equals(Buffer.from(bom))) throw new Error('BOM missing');
          const text = iconv.decode(bytes.subarray(bom.length), codecName(csv.encoding, csv.bom), {
            stripBOM: false,
          });
          const read = parse(text, {
            delimiter: DELIMITER_CHARS[csv.delimiter],
            quote: ENCLOSURE_CHARS[csv.enclosure],
            escape: csv.escape === 'backslash' ? '\\' : ENCLOSURE_CHARS[csv.enclosure],
            record_delimiter: NEWLINE_CHARS[csv.newline],
            relax_column_count: false,
          }) as string[][];
          const expected = [columns, ...rows];
          if (JSON.stringify(read) !== JSON.stringify(expected)) {
            throw new Error(`read back ${JSON.stringify(read)} instead of ${JSON.stringify(expected)}`);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
