import { isBlankRow } from '../raw-record.ts';
import { SourceError } from '../source-error.ts';
import { CsvRecordParser } from './csv-record-parser.ts';

/** Candidates in order of preference when the sample does not decide. */
const CANDIDATES = [',', ';', '\t', '|'] as const;

/** The specification's delimiter names (`format.csv.delimiter`). */
const NAMES: Record<string, string> = { comma: ',', semi_column: ';', semicolon: ';', tab: '\t', pipe: '|' };

/** Resolves a delimiter given by a user: a name or the character itself. */
export function resolveDelimiter(value: string): string {
  const delimiter = NAMES[value.toLowerCase()] ?? (value === '\\t' ? '\t' : value);
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
    throw SourceError.of('delimiter', { delimiter: value });
  }
  return delimiter;
}

/**
 * Picks the delimiter that splits the first records of `sample` into the most consistent number of
 * cells (at least two), parsing with quotes so that a delimiter inside a quoted cell does not count.
 * When no candidate gives two cells or more, the file has one column and `,` is as good as any.
 */
export function sniffDelimiter(sample: string, complete: boolean, records = 50): string {
  let best: string = CANDIDATES[0];
  let bestScore = 0;
  let bestWidth = 1;
  for (const candidate of CANDIDATES) {
    const widths = sampleWidths(sample, complete, candidate, records);
    if (widths.length === 0) continue;
    const counts = new Map<number, number>();
    for (const width of widths) counts.set(width, (counts.get(width) ?? 0) + 1);
    let mode = 1;
    let modeCount = 0;
    for (const [width, count] of counts) {
      if (count > modeCount || (count === modeCount && width > mode)) [mode, modeCount] = [width, count];
    }
    if (mode < 2) continue;
    const score = modeCount / widths.length;
    if (score > bestScore || (score === bestScore && mode > bestWidth)) {
      [best, bestScore, bestWidth] = [candidate, score, mode];
    }
  }
  return best;
}

function sampleWidths(sample: string, complete: boolean, delimiter: string, limit: number): number[] {
  const parser = new CsvRecordParser(delimiter);
  let found = parser.push(sample);
  if (complete) {
    try {
      found = found.concat(parser.end());
    } catch {
      // An unterminated quote is reported by the real parse, with its line.
    }
  }
  const widths: number[] = [];
  for (const record of found) {
    if (isBlankRow(record.cells)) continue;
    widths.push(record.cells.length);
    if (widths.length >= limit) break;
  }
  return widths;
}
