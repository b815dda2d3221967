/**
 * Walks an import's CSV file: the header names the fields (any order, any case), then each line
 * goes to the import's target. A line that cannot be read (more cells than the header, text that
 * is not UTF-8, broken CSV) is reported and left out; a file whose header lacks a required field,
 * or that cannot be read past some line, fails the import. Resolves to the data lines read and
 * those the target took.
 */
import type { Readable } from 'node:stream';
import { phrase } from '../../domain/messages/index.ts';
import { type CsvProblem, type CsvRecord, readCsvRecords } from './csv-records.ts';
import { ImportFailed } from './import-failure.ts';
import type { ImportTarget } from './import-target.ts';
import type { ViolationReport } from './violation-report.ts';

/** Where each field's cell stands in a record, from the header's names. */
function readHeader(
  names: readonly string[],
  target: ImportTarget,
  report: ViolationReport,
): Map<string, number> {
  const at = new Map<string, number>();
  names.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (!target.fields.includes(name)) {
      if (name !== '')
        report.add(
          1,
          raw,
          raw,
          phrase('report.bulk_import.not_a_field', { fields: target.fields.join(', ') }),
        );
    } else if (at.has(name)) report.add(1, raw, raw, phrase('report.bulk_import.field_twice'));
    else at.set(name, i);
  });
  const missing = target.required.filter((name) => !at.has(name));
  if (missing.length)
    throw new ImportFailed(
      phrase('exception.bulk_import.header_lacks', {
        fields: target.fields.join(','),
        missing: missing.join(', '),
      }),
    );
  return at;
}

export async function readImportFile(
  source: Readable,
  target: ImportTarget,
  report: ViolationReport,
  onBytes: (bytes: number) => void,
): Promise<{ lines: number; taken: number }> {
  const counts = { lines: 0, taken: 0 };
  const stop: { at: CsvProblem | null } = { at: null };
  let header: { at: Map<string, number>; width: number } | null = null;
  const onRecord = ({ line, cells }: CsvRecord) => {
    if (!header) {
      header = { at: readHeader(cells, target, report), width: cells.length };
      return;
    }
    if (cells.every((cell) => cell.trim() === '')) return;
    counts.lines++;
    if (cells.length > header.width) {
      const counts = { cells: cells.length, header: header.width };
      report.add(line, '', '', phrase('report.bulk_import.too_many_cells', counts));
      return;
    }
    if (cells.some((cell) => cell.includes('\uFFFD'))) {
      report.add(line, '', '', phrase('report.bulk_import.not_utf8'));
      return;
    }
    const named: Record<string, string> = {};
    for (const [name, i] of header.at) named[name] = cells[i] ?? '';
    if (target.take({ line, cells: named })) counts.taken++;
  };
  await readCsvRecords(source, onRecord, onBytes, (problem) => {
    report.add(problem.line, '', '', problem.said);
    if (problem.fatal) stop.at ??= problem;
  });
  if (stop.at)
    throw new ImportFailed(
      phrase('exception.bulk_import.stopped_at_line', { line: stop.at.line, problem: stop.at.said }),
    );
  if (!header)
    throw new ImportFailed(phrase('exception.bulk_import.empty', { fields: target.fields.join(',') }));
  return counts;
}
