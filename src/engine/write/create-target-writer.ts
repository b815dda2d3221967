/** Entry point of the write stage: the writer for a template's format. */
import type { Writable } from 'node:stream';
import type { ResolvedFormat } from '../../domain/format/defaults.ts';
import { dropEmptyColumns } from './drop-empty-columns.ts';
import type { TargetWriter, WriterOptions, WrittenColumn } from './target-writer.ts';
import { StatsRecorder } from './write-stats.ts';
import { WRITERS } from './writers.ts';

/**
 * A writer for `format`: the template's validated `format` object with its defaults, resolved
 * once per run by `resolveFormat`. Columns empty on every row are left out when `exportEmptyColumns` is false, and for CSV also
 * when `format.csv.no_empty_column` is true. `end()` ends `out`.
 */
export async function createTargetWriter(
  format: ResolvedFormat,
  columns: WrittenColumn[],
  out: Writable,
  options: WriterOptions,
): Promise<TargetWriter> {
  const factory = await WRITERS[format.format]();
  const recorder = new StatsRecorder();
  const countRow = () => {
    recorder.stats.rows += 1;
  };
  const dropEmpty = !options.exportEmptyColumns || (format.format === 'csv' && format.csv.no_empty_column);
  const writer = dropEmpty
    ? dropEmptyColumns(columns, recorder, options.tempDir, (kept) =>
        factory(format, kept, out, recorder, options),
      )
    : factory(format, columns, out, recorder, options);
  // A file that cannot be written (its path is a folder, the disk is full) fails the run: the
  // stream's error is read at the next row and at the end, never left to end the process.
  out.on('error', () => {});
  const failure = () => out.errored;
  return {
    writeRow(values) {
      const error = failure();
      if (error) throw error;
      countRow();
      return writer.writeRow(values);
    },
    async end() {
      const before = failure();
      if (before) throw before;
      await writer.end();
      const after = failure();
      if (after) throw after;
      return recorder.stats;
    },
  };
}
