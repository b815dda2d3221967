/**
 * The byte-level main pass (src/engine/pass/byte-pass.ts) must write what the main pass writes:
 * the same target, error report, invalid rows and normalized source, byte for byte, on any CSV
 * text and for every CSV target option. The files are read in 7-byte chunks, so that quotes, line
 * breaks and multi-byte characters fall across chunk boundaries.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineTemplate, Mapping } from '../../../src/engine/template.ts';
import { runOn, sourceFile } from '../run/fixtures.ts';

// Read at each opening of a file (src/engine/read/decode.ts).
beforeAll(() => {
  process.env.FERRY_READ_CHUNK_BYTES = '7';
});
afterAll(() => {
  delete process.env.FERRY_READ_CHUNK_BYTES;
  delete process.env.FERRY_BYTE_PASS;
});

const HEADERS = ['name', 'qty', 'day', 'ok', 'status', 'code'];

const template = (csv: Record<string, unknown>): EngineTemplate => ({
  format: { format: 'csv', csv },
  columns: [
    { column_id: 'c1', technical_name: 'name', pretty_name: 'Name', type: { type: 'TEXT' } },
    {
      column_id: 'c2',
      technical_name: 'qty',
      pretty_name: 'Quantity',
      type: { type: 'NUMBER', number_data_type: { decimals: 2 } },
    },
    { column_id: 'c3', technical_name: 'day', pretty_name: 'Day', type: { type: 'DATE' } },
    { column_id: 'c4', technical_name: 'ok', pretty_name: 'OK', type: { type: 'BOOLEAN' } },
    {
      column_id: 'c5',
      technical_name: 'status',
      pretty_name: 'Status',
      type: {
        type: 'CHOICE',
        choice_data_type: { choices: [{ value: 'open', synonyms: ['ouvert'] }, { value: 'closed' }] },
      },
      importance: 'required',
    },
    {
      column_id: 'c6',
      technical_name: 'code',
      pretty_name: 'Code',
      type: { type: 'TEXT', text_data_type: { trim: false } },
    },
    {
      column_id: 'c7',
      technical_name: 'label',
      pretty_name: 'Label',
      type: { type: 'COLUMN', column_data_type: { expression: '%(name)-%(code)' } },
    },
  ],
  constraints: [
    { column_id: 'c6', function: 'matches_regex', arguments: [{ name: 'regex', value: '^[a-z]*$' }] },
  ],
});

// `day` is left unmapped: its cells are never read, yet still in the normalized source.
const mapping: Mapping = {
  columns: [
    { column_id: 'c1', technical_name: 'name', source: 'name', value_map: { Zoë: 'Zoé', '': 'nobody' } },
    { column_id: 'c2', technical_name: 'qty', source: 'qty' },
    { column_id: 'c3', technical_name: 'day', source: null },
    { column_id: 'c4', technical_name: 'ok', source: 'ok' },
    { column_id: 'c5', technical_name: 'status', source: 'status', value_map: { shut: 'closed' } },
    { column_id: 'c6', technical_name: 'code', source: 'code' },
    { column_id: 'c7', technical_name: 'label', source: null },
  ],
};

const text = fc
  .array(
    fc.constantFrom(
      'a',
      'Zoë',
      'é',
      '€',
      '😀',
      ' ',
      '\u00a0',
      '\t',
      ',',
      ';',
      '"',
      '\n',
      '\r\n',
      '\r',
      '12',
      '3,5',
      '-7.25',
      '2024-02-29',
      '31/12/2023',
      'Oui',
      'false',
      'open',
      'ouvert',
      'shut',
      'x',
    ),
    { maxLength: 5 },
  )
  .map((parts) => parts.join(''));

/** A field as a sender's file may hold it: quoted (quotes doubled), bare, or a quirk. */
const field = (delimiter: string) =>
  fc.oneof(
    text.map((t) => `"${t.replaceAll('"', '""')}"`),
    text.map((t) => t.replace(/[\r\n]/g, '').replaceAll(delimiter, '')).filter((t) => !t.startsWith('"')),
    // Text after a closing quote, a quote inside a bare field.
    fc.constantFrom('"ab"c', 'a"b', '""', '" "', ''),
  );

const csvFile = fc
  .record({
    delimiter: fc.constantFrom(',', ';'),
    bom: fc.boolean(),
    newline: fc.constantFrom('\n', '\r\n', '\r'),
    finalNewline: fc.boolean(),
    widths: fc.array(fc.oneof(fc.constant(HEADERS.length), fc.integer({ min: 0, max: 9 })), {
      minLength: 1,
      maxLength: 12,
    }),
  })
  .chain(({ delimiter, bom, newline, finalNewline, widths }) =>
    fc
      .tuple(...widths.map((w) => fc.array(field(delimiter), { minLength: w, maxLength: w })))
      .map((records) => {
        const lines = [HEADERS.join(delimiter), ...records.map((cells) => cells.join(delimiter))];
        const body = lines.join(newline) + (finalNewline ? newline : '');
        return { delimiter, text: (bom ? '\ufeff' : '') + body };
      }),
  );

const target = fc.record({
  delimiter: fc.constantFrom('comma', 'semi_column', 'tab', 'pipe'),
  encoding: fc.constantFrom('UTF-8', 'LATIN1', 'UTF-16'),
  bom: fc.constantFrom('none', 'utf8'),
  newline: fc.constantFrom('lf', 'crlf', 'cr'),
  enclosure: fc.constantFrom('double_quotes', 'single_quotes'),
  escape: fc.constantFrom('double', 'backslash'),
});

async function run(source: string, csv: Record<string, unknown>, delimiter: string, bytes: boolean) {
  if (bytes) delete process.env.FERRY_BYTE_PASS;
  else process.env.FERRY_BYTE_PASS = '0';
  try {
    const out = await runOn(source, template(csv), {
      mapping,
      source: { encoding: 'utf-8', delimiter, header_row: 1 },
    });
    return {
      target: out.target?.toString('base64'),
      report: out.report?.toString('base64'),
      invalid: out.invalid?.toString('base64'),
      normalized: out.normalized?.toString('base64'),
      counters: out.result.counters,
    };
  } catch (error) {
    return { refused: String(error) };
  }
}

describe('the byte-level pass', () => {
  it('writes what the main pass writes, on any CSV text and CSV target', async () => {
    await fc.assert(
      fc.asyncProperty(csvFile, target, async (file, csv) => {
        const fixed = csv.encoding === 'UTF-16' ? { ...csv, bom: 'utf16_le' } : csv;
        const source = await sourceFile(file.text);
        const old = await run(source, fixed, file.delimiter, false);
        const fresh = await run(source, fixed, file.delimiter, true);
        expect(fresh).toEqual(old);
      }),
      {
        numRuns: 150,
        examples: [
          // A blank line, then a last record of one field with no line end after it.
          [
            {
              delimiter: ',',
              text: 'name,qty,day,ok,status,code\n,,a"b,,"ab"c,\n"","",,12,,""\n" ","31/12/2023","","","",é\n\na',
            },
            {
              delimiter: 'comma',
              encoding: 'UTF-8',
              bom: 'none',
              newline: 'lf',
              enclosure: 'double_quotes',
              escape: 'double',
            },
          ],
        ],
      },
    );
  }, 120_000);

  it('reads the multi-byte characters a chunk boundary cuts', async () => {
    const source = await sourceFile(
      `${HEADERS.join(',')}\n${Array.from({ length: 40 }, (_, i) => `Zoë${'€'.repeat(i % 5)},${i},,Oui,open,ab😀`).join('\n')}\n`,
    );
    const old = await run(source, {}, ',', false);
    const fresh = await run(source, {}, ',', true);
    expect(fresh).toEqual(old);
    expect(Buffer.from(fresh.normalized!, 'base64').toString()).toContain('Zoë€€,2,,Oui,open,ab😀');
  });
});
