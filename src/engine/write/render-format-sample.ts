/**
 * The format test (`POST /template/{handle}/format/test`): renders a few sample rows with a
 * format a receiver is trying out, and says what went wrong in words rather than failing.
 */
import { Writable } from 'node:stream';
import type { ViolationItem } from '../../domain/errors.ts';
import { type ResolvedFormat, resolveFormat } from '../../domain/format/defaults.ts';
import { codecName } from '../../domain/format/encodings.ts';
import { validateFormat } from '../../domain/format/validate-format.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import iconv from '../iconv.ts';
import { createTargetWriter } from './create-target-writer.ts';
import type { WrittenColumn } from './target-writer.ts';

/** One problem of the format or of its rendering, said from the catalog, with where it is. */
export interface FormatProblem {
  said: Phrase;
  /** The property a check is about (`format.csv.delimiter`); null for a rendering problem. */
  path: string | null;
  /** The custom format's template it is in, and its line there, when known. */
  part: 'header' | 'item' | 'footer' | null;
  line: number | null;
}

export interface FormatSample {
  /** The rendered file as text; base64 for XLSX. */
  output: string;
  /** Rule violations and rendering problems; empty when all went well. */
  problems: FormatProblem[];
}

const TWIG_PARTS = /^format\.custom\.(header|item|footer)$/;

/** The template line a phrase names (a Twig error's `line`, said with `at: yes`), however deep. */
function lineOf(said: Phrase): number | null {
  const values = said.values ?? {};
  if (values.at === 'yes' && values.line !== undefined && values.line !== '') return Number(values.line);
  for (const value of Object.values(values)) {
    if (typeof value === 'object') {
      const line = lineOf(value);
      if (line !== null) return line;
    }
  }
  return null;
}

/** A violation of the format (or of its references) as a format test's problem. */
export function formatProblemOf(violation: ViolationItem): FormatProblem {
  const said = violation.said ?? phrase('exception.format_test.check', { reason: violation.message });
  const part = TWIG_PARTS.exec(violation.property_path)?.[1] as FormatProblem['part'] | undefined;
  return { said, path: violation.property_path, part: part ?? null, line: part ? lineOf(said) : null };
}

/** Renders `rows` (keyed by technical name, or `#(name)`) with `format`. Sample rows are few: kept in memory. */
export async function renderFormatSample(
  format: unknown,
  columns: WrittenColumn[],
  rows: Record<string, string>[],
): Promise<FormatSample> {
  const violations = validateFormat(format);
  if (violations.length > 0) return { output: '', problems: violations.map(formatProblemOf) };
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
  const problems: FormatProblem[] = [];
  const { renderErrors, unencodable, prettifyError } = stats;
  const first = renderErrors.first;
  if (first) {
    const said = phrase('exception.format_test.rendering', {
      row: first.row,
      part: first.part,
      error: first.said,
      count: renderErrors.count,
    });
    problems.push({ said, path: null, part: first.part, line: lineOf(first.said) });
  }
  if (prettifyError) {
    const said = phrase('exception.format_test.prettify', { ...prettifyError });
    problems.push({ said, path: null, part: null, line: null });
  }
  if (unencodable.first) {
    const said = phrase('exception.format_test.unencodable', {
      count: unencodable.count,
      character: JSON.stringify(unencodable.first.detail),
      row: unencodable.first.row,
    });
    problems.push({ said, path: null, part: null, line: null });
  }
  return { output: decode(bytes, resolved), problems };
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
