/**
 * Find and replace over a large review store: `npx tsx bench/replace.ts [ROWS]` (default 1,000,000).
 * Writes the store once with the benchmark template (a full run with `review: true`), then times
 * two replaces, each in a process of its own so that its peak memory is its own: one that finds
 * nothing (the cost of reading and judging every row) and one that changes every row's e-mail
 * (every changed row judged again and written out). The engine task runs in its thread, as the
 * API runs it; storing the changed rows in PostgreSQL is not part of this measurement.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { type EngineTemplate, type Mapping, runInThread, runTransformation } from '../src/engine/index.ts';
import { ROOT } from './contenders.ts';
import { DATA_DIR, ensureDataset } from './generate-dataset.ts';
import { measureChild } from './measure-child.ts';

const bench = import.meta.dirname;
const template = JSON.parse(readFileSync(path.join(bench, 'template.json'), 'utf8')) as EngineTemplate;
const mapping = JSON.parse(readFileSync(path.join(bench, 'mapping.json'), 'utf8')) as Mapping;
const NOW = '2026-11-25T12:00:00.000Z';
const COLUMNS = mapping.columns.map((c) => c.technical_name!).filter(Boolean);

interface StoreFiles {
  normalized: string;
  row_index: string;
  violations: string;
  error_index: string;
}

/** Child mode: one replace over the store in `dir`, its counts printed as JSON. */
async function replaceOnce(dir: string, find: string, replace: string, columns: string[]): Promise<void> {
  const files = JSON.parse(readFileSync(path.join(dir, 'store.json'), 'utf8')) as StoreFiles;
  const outPath = path.join(dir, 'replaced.jsonl');
  const counts = await runInThread('replace', {
    files,
    template,
    mapping,
    // The bounds a server applies by default (FERRY_MAX_CELL_LENGTH, 1,000 cells' worth of growth).
    rule: {
      find,
      replace,
      columns,
      matchCase: false,
      wholeCell: false,
      maxCellLength: 32_768,
      maxGrowth: 32_768_000,
    },
    editsPath: null,
    outPath,
    options: { customFields: {}, now: NOW },
  });
  const bytes = statSync(outPath).size;
  rmSync(outPath, { force: true });
  console.log(JSON.stringify({ ...counts, outBytes: bytes }));
  process.exit(0);
}

async function main(rows: number): Promise<void> {
  const { file } = await ensureDataset(rows);
  const dir = path.join(DATA_DIR, `replace-store-${rows}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const run = await runTransformation(file, template, {
    outDir: dir,
    mapping,
    review: true,
    writeNormalized: true,
    now: new Date(NOW),
  });
  const files = { normalized: run.files.normalized_source!, ...run.files.review! };
  await import('node:fs/promises').then((fs) =>
    fs.writeFile(path.join(dir, 'store.json'), JSON.stringify(files)),
  );
  console.log(`store of ${rows} rows written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const cases: [string, string, string, string[]][] = [
    ['finds nothing', 'zzzz-nowhere', 'x', COLUMNS],
    ['changes every e-mail', '@', '@new.', ['email']],
  ];
  console.log('| replace | rows changed | cells | wall s | peak RSS MB |');
  console.log('|---|---|---|---|---|');
  for (const [name, find, replace, columns] of cases) {
    const child = await measureChild(tsx, [
      path.join(bench, 'replace.ts'),
      '--child',
      dir,
      find,
      replace,
      columns.join(','),
    ]);
    if (child.exitCode !== 0) throw new Error(`${name} failed: ${child.stderr}`);
    const counts = JSON.parse(child.stdout.trim().split('\n').pop()!) as {
      rows_changed: number;
      cells_replaced: number;
    };
    console.log(
      `| ${name} | ${counts.rows_changed} | ${counts.cells_replaced} | ${child.wallSeconds.toFixed(1)} | ${child.peakRssMb ?? '?'} |`,
    );
  }
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

const args = process.argv.slice(2);
if (args[0] === '--child') await replaceOnce(args[1]!, args[2]!, args[3]!, args[4]!.split(','));
else await main(Number(args[0] ?? 1_000_000));
