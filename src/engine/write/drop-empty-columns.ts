/**
 * Leaving out the columns that are empty on every row needs the whole file seen before the first
 * byte is written (headers come first). Rows are spooled to a temporary file, one JSON array per
 * line, while the filled columns are noted; at the end they are replayed into the real writer
 * with the kept columns only. Memory stays flat; the cost is one extra write and read of the rows.
 */
import { once } from 'node:events';
import { createSpool, readSpool, removeSpool } from './spool.ts';
import type { WriterFactory, WrittenColumn } from './target-writer.ts';
import type { StatsRecorder } from './write-stats.ts';

type InnerWriter = ReturnType<WriterFactory>;
const CHUNK_CHARS = 64 * 1024;

export function dropEmptyColumns(
  columns: WrittenColumn[],
  stats: StatsRecorder,
  tempDir: string | undefined,
  create: (kept: WrittenColumn[]) => InnerWriter,
): InnerWriter {
  const spool = createSpool(tempDir, 'rows');
  const filled = columns.map(() => false);
  let pending = '';
  let rows = 0;

  const flush = (): void | Promise<void> => {
    const text = pending;
    pending = '';
    if (!spool.stream.write(text)) return once(spool.stream, 'drain').then(() => undefined);
  };

  return {
    writeRow(values) {
      rows += 1;
      for (let i = 0; i < filled.length; i++) if (!filled[i] && values[i]) filled[i] = true;
      pending += `${JSON.stringify(values)}\n`;
      if (pending.length >= CHUNK_CHARS) return flush();
    },
    async end() {
      try {
        await flush();
        spool.stream.end();
        await once(spool.stream, 'close');
        // With no rows there is nothing to judge a column by: all are kept.
        const kept = columns.map((_, i) => i).filter((i) => rows === 0 || filled[i]);
        stats.stats.droppedColumns = columns.filter((_, i) => !kept.includes(i)).map((c) => c.technical_name);
        const writer = create(kept.map((i) => columns[i]!));
        for await (const line of spooledLines(spool.path)) {
          const values = JSON.parse(line) as string[];
          const result = writer.writeRow(kept.map((i) => values[i] ?? ''));
          if (result) await result;
        }
        await writer.end();
      } finally {
        await removeSpool(spool.path);
      }
    },
  };
}

/** The lines of a spool; faster than node:readline, which costs more than the JSON parsing here. */
async function* spooledLines(path: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of readSpool(path)) {
    const text = rest + chunk;
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      yield text.slice(start, end);
      start = end + 1;
    }
    rest = text.slice(start);
  }
  if (rest !== '') yield rest;
}
