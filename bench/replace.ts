/**
 * Find and replace over a large review store: `npx tsx bench/replace.ts [ROWS] [WORK_DIR]` (default
 * 1,000,000 rows, written under bench/data).
 * Writes the store once with the benchmark template (a full run with `review: true`), then times
 * two replaces, each in a process of its own so that its peak memory is its own: one that finds
 * nothing (the cost of reading and judging every row) and one that changes every row's e-mail
 * (every changed row judged again and written out). The engine task runs in its thread, as the
 * replace job runs it, and reports its progress as it goes (the job writes it for
 * `GET …/data/replace/{id}`): the table says how many reports came and when the first did. Storing
 * the changed rows in PostgreSQL is not part of this measurement.
 *
 * Then the run a submit makes after that replace, every row edited, against the run of a submit
 * with a single edited row, each in its own process: the edits read from a file in row order (as
 * the submit stage passes them now), and, for comparison, held in a map of every edited row (as it
 * passed them before).
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  type EngineTemplate,
  type Mapping,
  replaceInThreads,
  runTransformation,
} from '../src/engine/index.ts';
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
  const started = Date.now();
  let reports = 0;
  let firstReport: number | null = null;
  const counts = await replaceInThreads(
    {
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
    },
    {
      onProgress: () => {
        reports++;
        firstReport ??= Date.now() - started;
      },
    },
  );
  // From the call to its end, as a replace job waits for it in a running server (the process's
  // start and the loading of the engine's modules in the main thread left out).
  const callMs = Date.now() - started;
  const bytes = counts.outPaths.reduce((sum, file) => sum + statSync(file).size, 0);
  const { outPaths, ...figures } = counts;
  console.log(
    JSON.stringify({
      ...figures,
      parts: outPaths.length,
      outBytes: bytes,
      reports,
      firstReportMs: firstReport,
      callMs,
    }),
  );
  process.exit(0);
}

/** The replace's changed rows as the submit stage writes the edited rows: `[row, cells, was in error]`. */
async function editsFileOf(dir: string): Promise<string> {
  const edits = path.join(dir, 'edits.jsonl');
  // The replace's parts wrote `replaced.jsonl`, then `replaced.jsonl.part-1`… in row order.
  const partNumber = (name: string) => Number(name.slice('replaced.jsonl.part-'.length));
  const parts = readdirSync(dir)
    .filter((name) => name.startsWith('replaced.jsonl.part-'))
    .sort((a, b) => partNumber(a) - partNumber(b));
  const out: string[] = [];
  writeFileSync(edits, '');
  for (const file of ['replaced.jsonl', ...parts]) {
    for await (const line of createInterface({ input: createReadStream(path.join(dir, file)) })) {
      if (!line) continue;
      const row = JSON.parse(line) as { row: number; cells: Record<string, string>; was_in_error: boolean };
      out.push(JSON.stringify([row.row, row.cells, row.was_in_error]));
      if (out.length === 10_000) {
        writeFileSync(edits, `${out.join('\n')}\n`, { flag: 'a' });
        out.length = 0;
      }
    }
  }
  if (out.length) writeFileSync(edits, `${out.join('\n')}\n`, { flag: 'a' });
  return edits;
}

/** Child mode: the run of a submit, with `how` its edits: one edited row, every row in a file, every row in a map. */
async function submitOnce(dir: string, source: string, how: 'one' | 'file' | 'map'): Promise<void> {
  const edits = path.join(dir, 'edits.jsonl');
  const options = {
    outDir: path.join(dir, `submit-${how}`),
    mapping,
    now: new Date(NOW),
    threads: 1,
  };
  let extra = {};
  if (how === 'one') extra = { edits: new Map([[2, new Map([['email', 'one@example.com']])]]) };
  else if (how === 'file') extra = { editsPath: edits };
  else {
    const held = new Map<number, Map<string, string>>();
    for await (const line of createInterface({ input: createReadStream(edits) })) {
      if (!line) continue;
      const [row, cells] = JSON.parse(line) as [number, Record<string, string>];
      held.set(row, new Map(Object.entries(cells)));
    }
    extra = { edits: held };
  }
  const result = await runTransformation(source, template, { ...options, ...extra });
  rmSync(options.outDir, { recursive: true, force: true });
  console.log(JSON.stringify(result.counters));
  process.exit(0);
}

async function main(rows: number, workDir: string): Promise<void> {
  const { file } = await ensureDataset(rows);
  const dir = path.join(workDir, `replace-store-${rows}`);
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
  console.log(
    '| replace | rows changed | cells | wall s | from the call s | progress reports (first after) | peak RSS MB |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const figures: { replace?: object; submit?: object } = {};
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
      reports: number;
      firstReportMs: number | null;
      callMs: number;
    };
    console.log(
      `| ${name} | ${counts.rows_changed} | ${counts.cells_replaced} | ${child.wallSeconds.toFixed(1)} | ${(counts.callMs / 1000).toFixed(1)} | ${counts.reports} (${((counts.firstReportMs ?? 0) / 1000).toFixed(1)} s) | ${child.peakRssMb ?? '?'} |`,
    );
    if (columns.length === 1) {
      figures.replace = {
        // The process's whole life, its start and the engine threads' start included (the target's figure).
        seconds: child.wallSeconds,
        call_seconds: counts.callMs / 1000,
        rows_changed: counts.rows_changed,
        progress: counts.reports > 0,
      };
    }
  }
  await editsFileOf(dir);
  console.log('');
  console.log('| submit run (one thread) | edited rows | wall s | peak RSS MB |');
  console.log('|---|---|---|---|');
  const submits: [string, 'one' | 'file' | 'map'][] = [
    ['plain: one edited row', 'one'],
    ['after the replace, edits read from a file', 'file'],
    ['after the replace, edits held in a map (before)', 'map'],
  ];
  const seconds: Partial<Record<'one' | 'file' | 'map', number>> = {};
  const peaks: Partial<Record<'one' | 'file' | 'map', number | null>> = {};
  for (const [name, how] of submits) {
    const child = await measureChild(tsx, [path.join(bench, 'replace.ts'), '--submit', dir, file, how]);
    if (child.exitCode !== 0) throw new Error(`${name} failed: ${child.stderr}`);
    const edited = how === 'one' ? 1 : 'every e-mail';
    console.log(`| ${name} | ${edited} | ${child.wallSeconds.toFixed(1)} | ${child.peakRssMb ?? '?'} |`);
    seconds[how] = child.wallSeconds;
    peaks[how] = child.peakRssMb ?? null;
  }
  // Streamed: the submit after the replace peaks within a fifth of the plain one's memory.
  const streamed = peaks.file != null && peaks.one != null ? peaks.file <= peaks.one * 1.2 : null;
  figures.submit = { seconds: seconds.file, plain_seconds: seconds.one, streamed };
  // One line for `npm run bench` (./issue-adapters.ts).
  console.log(JSON.stringify({ bench: 'replace', rows, ...figures }));
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

const args = process.argv.slice(2);
if (args[0] === '--child') await replaceOnce(args[1]!, args[2]!, args[3]!, args[4]!.split(','));
else if (args[0] === '--submit') await submitOnce(args[1]!, args[2]!, args[3] as 'one' | 'file' | 'map');
// A second argument: where the store and the runs' outputs are written (default: bench/data).
else await main(Number(args[0] ?? 1_000_000), args[1] ?? DATA_DIR);
