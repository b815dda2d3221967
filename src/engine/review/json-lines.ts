/** A file of JSON lines read as a stream, one parsed value a line: files the caller wrote for a task. */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export async function* readJsonLines<T>(path: string): AsyncGenerator<T> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) if (line !== '') yield JSON.parse(line) as T;
  } finally {
    lines.close();
  }
}

/**
 * The lines of a file of `[row, …]` JSON lines from row `from` on: the lines before it are
 * skipped on their leading number, never parsed (a part of a store read in a thread of its own
 * starts far into a file that may list every row).
 */
export async function* readRowLinesFrom<T>(path: string, from: number): AsyncGenerator<T> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  let skipping = from > 1;
  try {
    for await (const line of lines) {
      if (line === '') continue;
      if (skipping) {
        if (Number.parseInt(line.slice(1, 24), 10) < from) continue;
        skipping = false;
      }
      yield JSON.parse(line) as T;
    }
  } finally {
    lines.close();
  }
}
