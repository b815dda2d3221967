/**
 * The changed rows of a find and replace as the engine wrote them, a statement's worth at a time.
 * The engine's parts each write a file of their own (src/engine/tasks/replace-in-threads.ts): the
 * files are read one after the other, in row order, and batched across them exactly as one file
 * holding all their lines would be, so that the rows are stored in the same batches either way.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ReplacedRow } from '../../engine/index.ts';
import { ROWS_PER_STATEMENT } from '../../store/transformations/transformation-edits.ts';

export async function* replacedBatches(
  files: readonly string[],
  size = ROWS_PER_STATEMENT,
): AsyncGenerator<ReplacedRow[]> {
  let batch: ReplacedRow[] = [];
  for (const file of files) {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of lines) {
      if (line === '') continue;
      batch.push(JSON.parse(line) as ReplacedRow);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length) yield batch;
}
