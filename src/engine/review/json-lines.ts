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
