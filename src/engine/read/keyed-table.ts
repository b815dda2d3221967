import { isBlankRow } from './raw-record.ts';
import { SourceError } from './source-error.ts';
import type { SourceFormat, SourceRow, SourceStats, SourceTable } from './source-table.ts';

/** A record of a tree format (JSON, XML): flattened field names to text. */
export interface KeyedRecord {
  /** Physical line where the record starts. */
  line: number;
  values: Map<string, string>;
}

/** What a tree reader provides: its metadata and a way to stream its records again. */
export interface KeyedSource {
  format: SourceFormat;
  encoding: string;
  /** Opens the source from the start; breaking out of the loop must release the file. */
  records(): AsyncGenerator<KeyedRecord[]>;
}

/** More distinct fields than this means the keys are data (ids used as keys), not columns. */
export const MAX_FIELDS = 10_000;

/**
 * Builds the table of a tree source. The headers are the union of the records' field names in
 * first-seen order; a first streaming pass collects them, keeping only the names, so memory stays
 * flat whatever the number of records. Each `rows()` call then streams the source again.
 */
export async function keyedTable(source: KeyedSource): Promise<SourceTable> {
  const headers = await collectFields(source);
  const stats: SourceStats = { rowsIgnored: 0 };
  const rowBatches = () => shapeRows(source, headers, stats);
  return {
    format: source.format,
    encoding: source.encoding,
    delimiter: null,
    sheet: null,
    headerRow: null,
    headers,
    rowBatches,
    async *rows() {
      for await (const batch of rowBatches()) yield* batch;
    },
    stats,
  };
}

async function collectFields(source: KeyedSource): Promise<string[]> {
  const fields = new Set<string>();
  for await (const batch of source.records()) {
    for (const record of batch) {
      for (const key of record.values.keys()) fields.add(key);
      if (fields.size > MAX_FIELDS) {
        throw SourceError.of('too_many_fields', { max: MAX_FIELDS }, record.line);
      }
    }
  }
  return [...fields];
}

async function* shapeRows(
  source: KeyedSource,
  headers: string[],
  stats: SourceStats,
): AsyncGenerator<SourceRow[]> {
  stats.rowsIgnored = 0;
  let index = 0;
  let pendingBlank = 0; // counted once a data row follows, like grid sources
  for await (const batch of source.records()) {
    const rows: SourceRow[] = [];
    for (const record of batch) {
      const cells = headers.map((header) => record.values.get(header) ?? '');
      if (isBlankRow(cells)) {
        pendingBlank++;
        continue;
      }
      stats.rowsIgnored += pendingBlank;
      pendingBlank = 0;
      rows.push({ index: ++index, line: record.line, cells });
    }
    if (rows.length > 0) yield rows;
  }
}
