/**
 * (b) of the benchmark: what most would write by hand. csv-parse reads records as objects keyed by
 * header, each record is reduced to the mapped columns under their target names, and csv-stringify
 * writes them, all streamed. No conversion or validation: it only moves the same columns.
 *   npx tsx bench/baseline-csv-parse.ts SOURCE OUT   (prints {"rows": N, "seconds": S})
 */
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import type { Mapping } from '../src/engine/template.ts';

/** Target name → source header, for the columns of bench/mapping.json that have a source. */
export function selectedColumns(mapping: Mapping): [target: string, source: string][] {
  return mapping.columns.flatMap((column) =>
    column.source === null ? [] : [[column.technical_name, column.source] as [string, string]],
  );
}

export async function runBaseline(
  source: string,
  out: string,
  mapping: Mapping,
): Promise<{ rows: number; seconds: number }> {
  const started = process.hrtime.bigint();
  const columns = selectedColumns(mapping);
  let rows = 0;
  const select = new Transform({
    objectMode: true,
    transform(record: Record<string, string>, _encoding, done) {
      const selected: Record<string, string> = {};
      for (const [target, header] of columns) selected[target] = record[header] ?? '';
      rows++;
      done(null, selected);
    },
  });
  await pipeline(
    createReadStream(source),
    parse({ columns: true, bom: true }),
    select,
    stringify({ header: true, columns: columns.map(([target]) => target) }),
    createWriteStream(out),
  );
  return { rows, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [source, out] = process.argv.slice(2);
  if (!source || !out) {
    console.error('usage: npx tsx bench/baseline-csv-parse.ts SOURCE OUT');
    process.exit(2);
  }
  const mapping = JSON.parse(readFileSync(path.join(import.meta.dirname, 'mapping.json'), 'utf8')) as Mapping;
  console.log(JSON.stringify(await runBaseline(source, out, mapping)));
}
