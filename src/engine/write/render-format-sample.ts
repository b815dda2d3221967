/**
 * The format test (`POST /template/{handle}/format/test`): renders a few sample rows with a
 * format a receiver is trying out, and says what went wrong in words rather than failing.
 */
import { Writable } from 'node:stream';
import { type ResolvedFormat, resolveFormat } from '../../domain/format/defaults.ts';
import { codecName } from '../../domain/format/encodings.ts';
import { validateFormat } from '../../domain/format/validate-format.ts';
import iconv from '../iconv.ts';
import { createTargetWriter } from './create-target-writer.ts';
import type { WrittenColumn } from './target-writer.ts';

export interface FormatSample {
  /** The rendered file as text; base64 for XLSX. */
  output: string;
  /** Rule violations and rendering problems, in English; empty when all went well. */
  errors: string[];
}

/** Renders `rows` (keyed by technical name, or `#(name)`) with `format`. Sample rows are few: kept in memory. */
export async function renderFormatSample(
  format: unknown,
  columns: WrittenColumn[],
  rows: Record<string, string>[],
): Promise<FormatSample> {
  const violations = validateFormat(format);
  if (violations.length > 0) {
    return { output: '', errors: violations.map((v) => `${v.property_path}: ${v.message}`) };
  }
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const resolved = resolveFormat(format);
  const writer = await createTargetWriter(resolved, columns, out, { exportEmptyColumns: true });
  for (const row of rows) {
    await writer.writeRow(columns.map((c) => row[c.technical_name] ?? row[`#(${c.technical_name})`] ?? ''));
  }
  const stats = await writer.end();
  const bytes = Buffer.concat(chunks);
  const errors: string[] = [];
  const { renderErrors, unencodable, prettifyError } = stats;
  if (renderErrors.first) {
    errors.push(
      `Row ${renderErrors.first.row}: ${renderErrors.first.detail} (${renderErrors.count} rendering error(s)).`,
    );
  }
  if (prettifyError) errors.push(prettifyError);
  if (unencodable.first) {
    errors.push(
      `${unencodable.count} character(s) cannot be written in this encoding, first ${JSON.stringify(unencodable.first.detail)} on row ${unencodable.first.row}.`,
    );
  }
  return { output: decode(bytes, resolved), errors };
}

function decode(bytes: Buffer, resolved: ResolvedFormat): string {
  if (resolved.format === 'xls') return bytes.toString('base64');
  if (resolved.format === 'csv')
    return iconv.decode(bytes, codecName(resolved.csv.encoding, resolved.csv.bom));
  if (resolved.format === 'custom' && resolved.custom.prettify !== 'xml') {
    return iconv.decode(bytes, codecName(resolved.custom.encoding));
  }
  return bytes.toString('utf8');
}
