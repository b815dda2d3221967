/**
 * The engine's whole run, file in → files out: open the source, match its columns (unless a
 * mapping is given), prepare the template, make a first pass when dataset rules need one, then one
 * streaming pass that converts, checks and writes the target file, the normalized source, the
 * error report, the invalid rows and, when asked, the review store. Memory holds one batch of rows
 * plus the dataset indexes (and the sender's edits: a handful of cells held, or a file read in row order).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type AlignedEdits, alignEdits } from '../judge/cell-edits.ts';
import type { DatasetIndexes } from '../judge/check-row.ts';
import { EditsFile } from '../judge/edits-file.ts';
import { needsFirstPass } from '../judge/prepared-template.ts';
import { collectGarbage } from '../pass/collect-garbage.ts';
import { findDuplicates } from '../pass/duplicate-search.ts';
import {
  type Observations,
  observedFields,
  observeProjected,
  observeRows,
  type PassSpill,
} from '../pass/first-pass.ts';
import { mainPass } from '../pass/main-pass.ts';
import { sourceIsNormalized } from '../pass/normalized-copy.ts';
import { type PreparedRun, prepareRun } from '../pass/prepare-run.ts';
import { UNIQUE_VALUES_IN_MEMORY } from '../pass/unique-values.ts';
import type { TransformResult } from '../run-types.ts';
import { prepareThreads } from '../split/prepare-threads.ts';
import { emptySliceStats, unlessMisaligned } from '../split/read-slices.ts';
import type { SplitOptions } from '../split/slice-runner.ts';
import { planSplit } from '../split/split-plan.ts';
import { runSplit } from '../split/split-run.ts';
import type { EngineTemplate } from '../template.ts';

export async function runTransformation(
  sourcePath: string,
  template: EngineTemplate,
  options: SplitOptions,
): Promise<TransformResult> {
  // Refused before anything reads the source or opens an output.
  if (options.review && options.writeNormalized === false) {
    throw new Error('The review store needs the normalized output.');
  }
  const now = options.now ?? new Date();
  // Slices the caller runs elsewhere (jobs of other workers) need none of this process's threads:
  // eight threads loading the engine would cost a one-core worker seconds of its core.
  if (!options.sliceRunner) await prepareThreads(sourcePath, options);
  const run = await prepareRun(sourcePath, template, options, now);
  await mkdir(options.outDir, { recursive: true });
  const { prepared } = run;
  const names = prepared.columns.map((p) => p.column.technical_name);
  const edits = options.edits?.size
    ? alignEdits(options.edits, names)
    : options.editsPath
      ? new EditsFile(options.editsPath, names)
      : null;
  // The values of uniqueness columns that outgrow memory go to a folder of the run's, named so as
  // to meet nothing of the user's; it is made by the first pass that needs it, removed however the run ends.
  const valuesDir = path.join(options.outDir, `.unique-values-${randomUUID()}`);
  const spill: PassSpill = {
    prefix: `${valuesDir}${path.sep}`,
    maxBytes: options.uniqueValuesInMemory ?? UNIQUE_VALUES_IN_MEMORY,
  };
  try {
    return await runWith(sourcePath, run, template, edits, now, options, spill);
  } finally {
    if (edits instanceof EditsFile) edits.close();
    await rm(valuesDir, { recursive: true, force: true });
  }
}

async function runWith(
  sourcePath: string,
  run: PreparedRun,
  template: EngineTemplate,
  edits: AlignedEdits | null,
  now: Date,
  options: SplitOptions,
  spill: PassSpill,
): Promise<TransformResult> {
  const { prepared, state } = run;
  if (edits === null) {
    const split = await planSplit(sourcePath, run, template, options);
    if (split !== null) {
      const result = await runSplit(sourcePath, run, template, split, now, options, spill);
      if (result !== null) return result;
      // What the slices wrote is no use to the run in one piece.
      await rm(spill.prefix, { recursive: true, force: true });
    }
  }
  let indexes: DatasetIndexes | null = null;
  let copy = false;
  if (needsFirstPass(prepared)) {
    const first = await wholeFirstPass(sourcePath, run, edits, spill);
    const { observed } = first;
    // The main pass keeps only what the rules look up, and the values found twice.
    const rules = observed.indexes.rules.map((index, r) => prepared.datasetRules[r]!.rule.forChecking(index));
    const duplicates: Set<string>[] = [];
    for (const values of observed.unique) {
      duplicates.push(await findDuplicates([values.finish()], spill.maxBytes));
    }
    indexes = { rules, duplicates };
    // Conditions see the counts only once they are complete.
    state.counts = observed.counts;
    copy = first.sourceIsNormalized;
    collectGarbage();
  }
  return mainPass(run, template, indexes, edits, now, options, copy ? sourcePath : null);
}

/**
 * The first pass over the whole file in this thread: its bytes cut down to the cells the rules
 * read when that is all they read (see `observedFields`), its rows read in full otherwise. A read
 * of the bytes also tells whether the source already is its normalized CSV.
 */
async function wholeFirstPass(
  sourcePath: string,
  run: PreparedRun,
  edits: AlignedEdits | null,
  spill: PassSpill,
): Promise<{ observed: Observations; sourceIsNormalized: boolean }> {
  const { table, prepared, state } = run;
  // Edited cells stand for the source's in the first pass: only whole rows carry them.
  const fields = edits === null ? observedFields(table, prepared) : null;
  if (fields !== null) {
    const stats = emptySliceStats();
    const { size } = await stat(sourcePath);
    const slice = { start: 0, end: size, last: true, rowsBefore: 0, linesBefore: 0 };
    const observed = await unlessMisaligned(
      observeProjected(table, slice, stats, fields, prepared, state, within(spill, 'cut-')),
    );
    // A malformed file is read in full below, which names the line at fault.
    if (observed !== null) {
      const part = { stats, normalizedBytes: observed.normalizedBytes };
      return { observed, sourceIsNormalized: await sourceIsNormalized(sourcePath, table.headers, [part]) };
    }
  }
  return {
    observed: await observeRows(table.rowBatches(), prepared, state, edits, within(spill, 'rows-')),
    sourceIsNormalized: false,
  };
}

/** The run's spill for one pass, its files named apart from another pass's (a pass given up may have left some). */
const within = (spill: PassSpill, name: string): PassSpill => ({
  ...spill,
  prefix: `${spill.prefix}${name}`,
});
