/** The write stats of a split run: each slice's counts added up, the first example of the earliest slice. */
import { StatsRecorder, type WriteStats } from '../write/write-stats.ts';

export function joinWriteStats(parts: WriteStats[]): WriteStats {
  const joined: WriteStats = new StatsRecorder().stats;
  for (const part of parts) {
    joined.rows += part.rows;
    joined.unencodable.count += part.unencodable.count;
    joined.unencodable.first ??= part.unencodable.first;
    joined.renderErrors.count += part.renderErrors.count;
    joined.renderErrors.first ??= part.renderErrors.first;
    joined.prettifyError ??= part.prettifyError;
    for (const name of part.droppedColumns) {
      if (!joined.droppedColumns.includes(name)) joined.droppedColumns.push(name);
    }
  }
  return joined;
}
