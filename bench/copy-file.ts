/**
 * (a) of the benchmark, the floor: a plain Node copy of the file through a read and a write stream.
 * No parsing at all; nothing that reads the file can be faster than this.
 *   npx tsx bench/copy-file.ts SOURCE OUT   (prints {"bytes": N, "seconds": S})
 */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export async function copyFile(source: string, out: string): Promise<{ bytes: number; seconds: number }> {
  const started = process.hrtime.bigint();
  await pipeline(createReadStream(source), createWriteStream(out));
  return { bytes: statSync(out).size, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [source, out] = process.argv.slice(2);
  if (!source || !out) {
    console.error('usage: npx tsx bench/copy-file.ts SOURCE OUT');
    process.exit(2);
  }
  console.log(JSON.stringify(await copyFile(source, out)));
}
