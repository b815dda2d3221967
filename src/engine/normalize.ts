import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { csvTextOf } from './read/csv/csv-text.ts';
import type { SourceTable } from './read/source-table.ts';

/** What normalization counted (DESIGN §4: rows_in_source, rows_ignored_from_source). */
export interface NormalizeResult {
  rows: number;
  rowsIgnored: number;
}

/**
 * Writes a source table as the normalized CSV the rest of the pipeline reads: UTF-8 without BOM,
 * comma, `"` quoting only where needed, LF, the header line first. A row's extra cells (beyond
 * the headers) are written after its cells, so the normalized file loses nothing the source had.
 */
export async function normalizeSource(table: SourceTable, outPath: string): Promise<NormalizeResult> {
  const out = createWriteStream(outPath, { encoding: 'utf8' });
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => {});
  let rows = 0;
  try {
    await Promise.race([write(out, `${csvLine(table.headers)}\n`), failed]);
    for await (const batch of table.rowBatches()) {
      let text = '';
      for (const row of batch) {
        text += row.extra ? csvLine(row.cells.concat(row.extra)) : csvLine(row.cells);
        text += '\n';
      }
      rows += batch.length;
      await Promise.race([write(out, text), failed]);
    }
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
  } catch (error) {
    out.destroy();
    throw error;
  }
  return { rows, rowsIgnored: table.stats.rowsIgnored };
}

async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

const NEEDS_QUOTES = /[",\n\r]/;

/**
 * One CSV line: a cell is quoted when it holds a comma, a quote or a line break. Cells read by the
 * CSV reader may carry that very line already (./read/csv/csv-text.ts), which is then returned as it is.
 */
export function csvLine(cells: readonly string[]): string {
  const known = csvTextOf(cells);
  if (known !== undefined) return known;
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (i > 0) line += ',';
    line += NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  }
  return line;
}
