/**
 * A run split over threads: the source's slices (./split-plan.ts) are read at once, the first in
 * the calling thread and each other one in an engine thread, for the first pass; its results are
 * joined (rows before each slice, blank rows, duplicates across slices, dataset rules' indexes,
 * counts), then each slice gets a thread again for the main pass. The calling thread tells its
 * runner when it waits for the other slices (`callerWaits`): slices run as jobs then take its core. The first slice writes the
 * run's files; each later one writes parts without header lines that are appended to them in
 * order (./join-parts.ts). The outputs are byte for byte those of a run in one thread.
 *
 * When a cut turns out to fall inside a record, or a slice cannot be read, the caller runs the
 * file in one thread instead (null is returned, see ./read-slices.ts): that run reports the
 * file's problem with its line, and loses only the first pass's time.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatasetIndex } from '../../domain/constraints/definition.ts';
import type { DatasetIndexes } from '../judge/check-row.ts';
import type { ValueCounts } from '../judge/row-state.ts';
import { csvLine } from '../normalized-csv.ts';
import { findDuplicates } from '../pass/duplicate-search.ts';
import type { PassSpill } from '../pass/first-pass.ts';
import {
  type PassFiles,
  type PassResult,
  runFiles,
  runResult,
  targetNameOf,
  targetPathIn,
} from '../pass/main-pass.ts';
import { copySource, sourceIsNormalized } from '../pass/normalized-copy.ts';
import { sumPhases } from '../pass/phases.ts';
import type { PreparedRun } from '../pass/prepare-run.ts';
import { rowsIgnoredAcross } from '../read/grid-slices.ts';
import type { ByteSlice } from '../read/source-table.ts';
import type { TransformResult } from '../run-types.ts';
import type { EngineTemplate } from '../template.ts';
import { HeldValues } from './held-values.ts';
import { joinParts } from './join-parts.ts';
import { allSettled, readSlices } from './read-slices.ts';
import {
  type JudgeSliceInput,
  judgeSliceOf,
  observeSliceOf,
  packIndexes,
  type SliceObservation,
  type SliceSetup,
} from './slice-passes.ts';
import { type SliceRunner, type SplitOptions, threadSliceRunner } from './slice-runner.ts';
import type { SplitPlan } from './split-plan.ts';
import { joinWriteStats } from './write-stats-join.ts';

/** How often the progress of the slices' main passes is reported. */
const PROGRESS_MS = 200;

export async function runSplit(
  sourcePath: string,
  run: PreparedRun,
  template: EngineTemplate,
  plan: SplitPlan,
  now: Date,
  options: SplitOptions,
  /** Where the first passes write values that outgrow memory; its bound is the whole run's. */
  spill: PassSpill,
): Promise<TransformResult | null> {
  // The slices one process runs at once hold their values at once: each gets its share of the
  // bound. A slice that runs after them holds its values in memory the others gave back.
  const atOnce = Math.max(1, Math.min(plan.slices.length, options.slicesAtOnce ?? plan.slices.length));
  const setup: SliceSetup = {
    sourcePath,
    template,
    source: options.source ?? {},
    mapping: run.mapping,
    customFields: options.customFields ?? {},
    now: now.toISOString(),
    spill: { ...spill, maxBytes: Math.floor(spill.maxBytes / atOnce) },
    valuesBound: spill.maxBytes,
  };
  const runner = options.sliceRunner ?? threadSliceRunner;
  const observed = await observeSlices(run, setup, plan.slices, runner, new HeldValues(spill.maxBytes));
  // This thread joins the slices' results, or reads the file in one piece: it works again.
  await runner.callerWaits?.(false);
  if (observed === null) return null;
  const slices = placeSlices(plan.slices, observed);
  const ignored = rowsIgnoredAcross(observed);
  const indexes = await joinIndexes(run, observed, spill.maxBytes);
  const counts = joinCounts(observed.map((o) => o.counts));
  const packed = indexes && packIndexes(run, indexes);

  const targetName = targetNameOf(template, run.format, now);
  const files = runFiles(options.outDir, targetName, options);
  // The slices write the normalized CSV in place, each from where the lines before it end; when
  // the source already is that file, it is copied while they run, and they only count its lines.
  const normalizedAt = normalizedOffsets(run, observed);
  const copied =
    files.normalized !== null && (await sourceIsNormalized(sourcePath, run.table.headers, observed));
  if (files.normalized !== null && !copied) await writeFile(files.normalized, '');
  const copying = copied ? copySource(sourcePath, files.normalized!) : null;
  // The later slices' parts go to a folder of their own, named so as to meet nothing of the user's.
  const partsDir = await mkdtemp(path.join(options.outDir, '.slices-'));
  const partFiles = slices.map((_, k) => ({
    ...(k === 0 ? files : partFilesIn(path.join(partsDir, String(k)), files)),
    normalizedAt: normalizedAt[k]!,
    normalizedCopied: copied,
  }));
  const progress = new Int32Array(new SharedArrayBuffer(4 * slices.length));
  const timer = options.onProgress
    ? setInterval(() => options.onProgress!(progress.reduce((a, b) => a + b, 0)), PROGRESS_MS)
    : null;
  let passes: PassResult[];
  try {
    await Promise.all(
      partFiles.slice(1).map((part) => mkdir(path.dirname(part.target), { recursive: true })),
    );
    passes = await allSettled(
      slices.map((slice, k) => {
        const input: JudgeSliceInput = {
          setup,
          slice,
          indexes: null,
          counts,
          files: partFiles[k]!,
          lineCredit: options.lineCredit ?? null,
          progress: { rows: progress, k },
        };
        if (k > 0) return runner.judge(k, { ...input, indexes: packed });
        return judgeSliceOf(run, input, indexes).finally(() => runner.callerWaits?.(true));
      }),
    );
    await runner.callerWaits?.(false);
    await copying;
    checkNormalized(passes, normalizedAt);
    await joinParts(files, partFiles.slice(1), passes);
  } finally {
    if (timer) clearInterval(timer);
    await rm(partsDir, { recursive: true, force: true });
  }
  const total: PassResult = {
    rowsRead: sum(passes, (p) => p.rowsRead),
    rowsInTarget: sum(passes, (p) => p.rowsInTarget),
    rowsInError: sum(passes, (p) => p.rowsInError),
    violations: sum(passes, (p) => p.violations),
    write: joinWriteStats(passes.map((p) => p.write)),
    normalizedEnd: passes.at(-1)!.normalizedEnd,
  };
  const phases = sumPhases(passes.map((p) => p.phases));
  if (phases) total.phases = phases;
  options.onProgress?.(total.rowsRead);
  if (total.rowsInError === 0) await rm(files.invalid, { force: true });
  return runResult(run, targetName, files, total, ignored, slices.length);
}

/**
 * The first pass of every slice, the values they held kept within the run's bound as they arrive;
 * null when the file must be read in one piece. This thread waits once its own slice is read.
 */
function observeSlices(
  run: PreparedRun,
  setup: SliceSetup,
  slices: ByteSlice[],
  runner: SliceRunner,
  held: HeldValues,
): Promise<SliceObservation[] | null> {
  return readSlices(
    slices,
    async (slice) => {
      try {
        return held.keep(await observeSliceOf(run, slice, setup.spill));
      } finally {
        await runner.callerWaits?.(true);
      }
    },
    async (slice, k) => held.keep(await runner.observe(k, { setup, slice })),
  );
}

/** The slices with the rows and lines before each. */
function placeSlices(slices: ByteSlice[], observed: SliceObservation[]): ByteSlice[] {
  let rowsBefore = 0;
  let linesBefore = 0;
  return slices.map((slice, k) => {
    const placed = { ...slice, rowsBefore, linesBefore };
    rowsBefore += observed[k]!.rows;
    linesBefore += observed[k]!.stats.lines;
    return placed;
  });
}

/**
 * The indexes of the whole file: each dataset rule's slices joined by the rule, and the values
 * found twice, within a slice or in two slices (../pass/duplicate-search.ts). Null when there is none.
 */
async function joinIndexes(
  run: PreparedRun,
  observed: SliceObservation[],
  maxBytes: number,
): Promise<DatasetIndexes | null> {
  // The first slice's indexes come from this thread; the others' are packed.
  const rules = run.prepared.datasetRules.map(({ rule }, r) => {
    const into = observed[0]!.rules[r] as DatasetIndex;
    for (const o of observed.slice(1)) rule.join(into, rule.unpack(o.rules[r]));
    return rule.forChecking(into);
  });
  const columns = observed[0]!.unique.length;
  if (columns === 0 && rules.length === 0) return null;
  const duplicates: Set<string>[] = [];
  for (let i = 0; i < columns; i++) {
    duplicates.push(
      await findDuplicates(
        observed.map((o) => o.unique[i]!),
        maxBytes,
      ),
    );
  }
  return { rules, duplicates };
}

/** The DUPLICATED/UNIQUE counts of the whole file: each slice's counts added up. */
function joinCounts(all: ValueCounts[]): ValueCounts {
  const counts: ValueCounts = new Map();
  for (const part of all) {
    for (const [key, values] of part) {
      let into = counts.get(key);
      if (!into) {
        into = new Map();
        counts.set(key, into);
      }
      for (const [value, n] of values) into.set(value, (into.get(value) ?? 0) + n);
    }
  }
  return counts;
}

/**
 * Where each slice's normalized lines start: the first at 0 (it writes the header line), each
 * other after the header line and the slices before it.
 */
function normalizedOffsets(run: PreparedRun, observed: SliceObservation[]): number[] {
  let at = Buffer.byteLength(csvLine(run.table.headers)) + 1;
  return observed.map((o, k) => {
    const start = k === 0 ? 0 : at;
    at += o.normalizedBytes;
    return start;
  });
}

/** Each slice's lines ended where the next one's began: no line was written over another. */
function checkNormalized(passes: PassResult[], normalizedAt: number[]): void {
  passes.forEach((pass, k) => {
    const next = normalizedAt[k + 1];
    if (pass.normalizedEnd !== null && next !== undefined && pass.normalizedEnd !== next) {
      throw new Error(`Slice ${k} of the normalized CSV ended at byte ${pass.normalizedEnd}, not ${next}.`);
    }
  });
}

/** Where a later slice writes its parts: a folder of its own (the normalized CSV is shared). */
function partFilesIn(dir: string, files: PassFiles): PassFiles {
  const inDir = (file: string) => path.join(dir, path.basename(file));
  return {
    target: targetPathIn(dir, path.basename(files.target)),
    normalized: files.normalized,
    report: inDir(files.report),
    invalid: inDir(files.invalid),
    review: files.review === null ? null : dir,
  };
}

function sum<T>(items: T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}
