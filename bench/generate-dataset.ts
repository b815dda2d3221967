/**
 * Writes the benchmark's CSV: N rows × 15 columns, deterministic for a seed, streamed in 1 MB
 * chunks so the file is never held in memory. About 2% of rows carry one invalid value.
 *   npx tsx bench/generate-dataset.ts ROWS [FILE]
 * A `.meta.json` beside the file records its parameters; `ensureDataset` reuses a file whose meta
 * matches instead of writing it again.
 */
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { csvField } from './dataset/cells.ts';
import { COLUMNS, drawRow } from './dataset/columns.ts';
import { SeededRandom } from './dataset/random.ts';

/** Bump when the generated content changes, so that older files are written again. */
export const GENERATOR_VERSION = 1;
export const DEFAULT_SEED = 20_240_312;
export const INVALID_ROW_SHARE = 0.02;
export const DATA_DIR = path.join(import.meta.dirname, 'data');

export interface DatasetMeta {
  generator: number;
  seed: number;
  rows: number;
  columns: number;
  bytes: number;
  /** Rows given one invalid value (a repeated id makes a second row fail too). */
  rows_with_invalid_value: number;
  invalid_by_column: Record<string, number>;
}

const INVALID_WEIGHTS = COLUMNS.map((column, index) => [index, column.invalidWeight] as const);

export async function generateDataset(file: string, rows: number, seed = DEFAULT_SEED): Promise<DatasetMeta> {
  const random = new SeededRandom(seed);
  const out = createWriteStream(file);
  const invalidByColumn: Record<string, number> = {};
  let invalidRows = 0;
  let chunk = `${COLUMNS.map((column) => csvField(column.header)).join(',')}\n`;
  for (let id = 1; id <= rows; id++) {
    const row = drawRow(random, id);
    const wrong = random.chance(INVALID_ROW_SHARE) ? random.weighted(INVALID_WEIGHTS) : -1;
    let line = '';
    for (let i = 0; i < COLUMNS.length; i++) {
      const column = COLUMNS[i]!;
      const value = i === wrong ? column.invalid(random, row) : column.valid(random, row);
      line += i === 0 ? csvField(value) : `,${csvField(value)}`;
    }
    if (wrong >= 0) {
      invalidRows++;
      const header = COLUMNS[wrong]!.header;
      invalidByColumn[header] = (invalidByColumn[header] ?? 0) + 1;
    }
    chunk += `${line}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return {
    generator: GENERATOR_VERSION,
    seed,
    rows,
    columns: COLUMNS.length,
    bytes: statSync(file).size,
    rows_with_invalid_value: invalidRows,
    invalid_by_column: invalidByColumn,
  };
}

export const metaPath = (file: string): string => `${file}.meta.json`;

function readMeta(file: string): DatasetMeta | null {
  try {
    return JSON.parse(readFileSync(metaPath(file), 'utf8')) as DatasetMeta;
  } catch {
    return null;
  }
}

/** The file for `rows` under bench/data/, written unless a matching one is already there. */
export async function ensureDataset(
  rows: number,
  seed = DEFAULT_SEED,
  dir = DATA_DIR,
): Promise<{ file: string; meta: DatasetMeta; reused: boolean }> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `ferry-bench-${rows}.csv`);
  const meta = readMeta(file);
  const fits =
    meta?.generator === GENERATOR_VERSION &&
    meta.seed === seed &&
    meta.rows === rows &&
    existsSync(file) &&
    statSync(file).size === meta.bytes;
  if (fits && meta) return { file, meta, reused: true };
  const written = await generateDataset(file, rows, seed);
  writeFileSync(metaPath(file), `${JSON.stringify(written, null, 2)}\n`);
  return { file, meta: written, reused: false };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const rows = Number(process.argv[2]);
  if (!Number.isInteger(rows) || rows < 1) {
    console.error('usage: npx tsx bench/generate-dataset.ts ROWS [FILE]');
    process.exit(2);
  }
  const target = process.argv[3];
  const meta = target ? await generateDataset(target, rows) : (await ensureDataset(rows)).meta;
  console.log(JSON.stringify(meta, null, 2));
}
