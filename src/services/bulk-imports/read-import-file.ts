/**
 * Walks an import's CSV file: the header names the fields (any order, any case), then each line
 * goes to the import's target. A line that cannot be read (more cells than the header, text that
 * is not UTF-8, broken CSV) is reported and left out; a file whose header lacks a required field,
 * or that cannot be read past some line, fails the import. Resolves to the data lines read and
 * those the target took.
 */
import type { Readable } from 'node:stream';
import { type CsvRecord, readCsvRecords } from './csv-records.ts';
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
          `Not a field of this import (${target.fields.join(', ')}): its cells are ignored.`,
        );
    } else if (at.has(name))
      report.add(1, raw, raw, 'This field is named twice in the header: the first is read.');
    else at.set(name, i);
  });
  const missing = target.required.filter((name) => !at.has(name));
  if (missing.length)
    throw new ImportFailed(
      `The first line must name the fields (${target.fields.join(',')}); it lacks ${missing.join(', ')}.`,
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
  const stop: { at: { line: number; message: string } | null } = { at: null };
  let header: { at: Map<string, number>; width: number } | null = null;
  const onRecord = ({ line, cells }: CsvRecord) => {
    if (!header) {
      header = { at: readHeader(cells, target, report), width: cells.length };
      return;
    }
    if (cells.every((cell) => cell.trim() === '')) return;
    counts.lines++;
    if (cells.length > header.width) {
      report.add(
        line,
        '',
        '',
        `This line has ${cells.length} cells, the header ${header.width}: a delimiter inside a value must be quoted.`,
      );
      return;
    }
    if (cells.some((cell) => cell.includes('\uFFFD'))) {
      report.add(line, '', '', 'This line is not UTF-8 text: save the file as UTF-8.');
      return;
    }
    const named: Record<string, string> = {};
    for (const [name, i] of header.at) named[name] = cells[i] ?? '';
    if (target.take({ line, cells: named })) counts.taken++;
  };
  await readCsvRecords(source, onRecord, onBytes, (problem) => {
    report.add(problem.line, '', '', problem.message);
    if (problem.fatal) stop.at ??= problem;
  });
  if (stop.at) throw new ImportFailed(`Line ${stop.at.line}: ${stop.at.message}`);
  if (!header)
    throw new ImportFailed(
      `The file is empty: its first line must name the fields (${target.fields.join(',')}).`,
    );
  return counts;
}
