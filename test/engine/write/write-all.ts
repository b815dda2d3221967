import { Writable } from 'node:stream';
import { resolveFormat } from '../../../src/domain/format/defaults.ts';
import { createTargetWriter } from '../../../src/engine/write/create-target-writer.ts';
import type { WriterOptions, WrittenColumn } from '../../../src/engine/write/target-writer.ts';
import type { WriteStats } from '../../../src/engine/write/write-stats.ts';

/** Writes rows with a format (as a template holds it) into memory; returns the bytes and the stats. */
export async function writeAll(
  format: unknown,
  columns: (string | WrittenColumn)[],
  rows: string[][],
  options: WriterOptions = { exportEmptyColumns: true },
): Promise<{ bytes: Buffer; text: string; stats: WriteStats }> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const cols = columns.map((c) => (typeof c === 'string' ? { technical_name: c } : c));
  const writer = await createTargetWriter(resolveFormat(format), cols, out, options);
  for (const row of rows) await writer.writeRow(row);
  const stats = await writer.end();
  const bytes = Buffer.concat(chunks);
  return { bytes, text: bytes.toString('utf8'), stats };
}
