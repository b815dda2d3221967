/**
 * CSV. Quoting happens only for fields that need it, found with one precompiled regex test per
 * field (a loop over character codes measured no faster); rows are joined into large chunks by the
 * sink. With `backslash` escaping, quotes and
 * backslashes inside a quoted field are preceded by a backslash, and any field holding a
 * backslash is quoted, so that readers which treat `\` as an escape read it back unchanged.
 * `escape_formulas` puts a `'` before cells a spreadsheet would run as formulas (formula-cells.ts);
 * it is off by default, the target being data for the receiver's systems rather than a sheet.
 */
import { BOM_BYTES, codecName } from '../../domain/format/encodings.ts';
import { DELIMITER_CHARS, ENCLOSURE_CHARS, NEWLINE_CHARS } from '../../domain/format/options.ts';
import { neutraliseFormula } from './formula-cells.ts';
import type { WriterFactory } from './target-writer.ts';
import { TextSink } from './text-sink.ts';

const regexChar = (c: string) => c.replace(/[\\^\]-]/g, '\\$&');

export const writeCsv: WriterFactory = (format, columns, out, stats, options) => {
  const csv = format.csv;
  const delimiter = DELIMITER_CHARS[csv.delimiter];
  const quote = ENCLOSURE_CHARS[csv.enclosure];
  const newline = NEWLINE_CHARS[csv.newline];
  const backslash = csv.escape === 'backslash';
  const special = regexChar(delimiter + quote) + (backslash ? '\\\\' : '');
  const needsQuotes = new RegExp(`[${special}\\r\\n]`);
  const toEscape = new RegExp(backslash ? `[${regexChar(quote)}\\\\]` : regexChar(quote), 'g');
  const escaped = backslash ? '\\$&' : quote + quote;
  // A lone empty field would make an empty line, which many readers skip: quote it.
  const emptyField = columns.length === 1 ? quote + quote : '';

  const plainField = (value: string): string => {
    if (value === '') return emptyField;
    if (!needsQuotes.test(value)) return value;
    return quote + value.replace(toEscape, escaped) + quote;
  };
  const field = csv.escape_formulas ? (value: string) => plainField(neutraliseFormula(value)) : plainField;
  // The fields go into one reused array that join turns into a flat string: concatenating them
  // made a rope that the unencodable scan and the encoder each had to flatten again.
  const parts = new Array<string>(columns.length).fill('');
  const last = columns.length - 1;
  const line = (values: string[]): string => {
    if (last < 0) return field(values[0] ?? '') + newline;
    for (let i = 0; i < last; i++) parts[i] = field(values[i] ?? '');
    parts[last] = field(values[last] ?? '') + newline;
    return parts.join(delimiter);
  };

  const continuation = options.continuation !== undefined;
  const sink = new TextSink(out, codecName(csv.encoding, csv.bom), stats, {
    bom: continuation ? [] : BOM_BYTES[csv.bom],
  });
  if (!continuation) {
    if (csv.header !== null) sink.write(csv.header + newline, 0);
    const headerLine = line(columns.map((c) => c.technical_name));
    for (let i = 0; i < csv.nb_headers; i++) sink.write(headerLine, 0);
  }
  let row = options.continuation?.rowsBefore ?? 0;
  return {
    writeRow: (values) => sink.write(line(values), ++row),
    end: () => sink.end(),
  };
};
