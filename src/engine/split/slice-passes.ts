/**
 * The two passes over one slice of a split run, as a thread runs them (`OBSERVE_SLICE`,
 * `JUDGE_SLICE`). Each thread prepares the run again from the same file, template and mapping, so
 * that it decides every number and date style from the same first rows as the others.
 */

import type { DatasetIndex } from '../../domain/constraints/definition.ts';
import { ValueSet, type ValueSetData } from '../../domain/value-set.ts';
import type { DatasetIndexes } from '../judge/check-row.ts';
import type { ValueCounts } from '../judge/row-state.ts';
import { collectGarbage } from '../pass/collect-garbage.ts';
import { observedFields, observeProjected, observeRows, type PassSpill } from '../pass/first-pass.ts';
import { type PassFiles, type PassResult, writePass } from '../pass/main-pass.ts';
import { type PreparedRun, prepareRun } from '../pass/prepare-run.ts';
import type { UniqueValuesPart } from '../pass/unique-values.ts';
import type { ByteSlice, SliceStats, SourceOptions } from '../read/source-table.ts';
import type { EngineTemplate, Mapping } from '../template.ts';
import { threadTask } from '../thread/thread-task.ts';
import { emptySliceStats, unlessMisaligned } from './read-slices.ts';

/** What every slice's thread needs to prepare the same run. */
export interface SliceSetup {
  sourcePath: string;
  template: EngineTemplate;
  source: SourceOptions;
  mapping: Mapping;
  customFields: Record<string, string>;
  /** The run's time, ISO 8601. */
  now: string;
  /**
   * Where the slices' first passes write values that outgrow memory, and the share of the bound
   * each slice of the caller's process holds.
   */
  spill: PassSpill;
  /**
   * The run's whole bound on the values of one column held in memory: a slice run by another
   * process holds that process's share of it (its slices run at once).
   */
  valuesBound: number;
}

/** The first pass over a slice (null when the slice does not end where a record ends). */
export interface SliceObservation {
  stats: SliceStats;
  rows: number;
  /** Bytes of the slice's rows in the normalized CSV. */
  normalizedBytes: number;
  /**
   * Per uniqueness column, what the slice found: the values repeated within it, the values seen
   * (a ValueSet in the calling thread, its typed arrays when they come from another one) or the
   * files they went to.
   */
  unique: UniqueValuesPart[];
  /**
   * The dataset rules' indexes over the slice, in the order of the prepared template's rules:
   * the indexes in the calling thread, packed (see `pack` of the rule) when they come from another.
   */
  rules: unknown[];
  counts: ValueCounts;
}

/** DatasetIndexes with each rule's index packed for another thread. */
export interface PackedIndexes {
  rules: unknown[];
  duplicates: Set<string>[];
}

/** The indexes packed for the threads of the slices: once, whatever the number of threads. */
export function packIndexes(run: PreparedRun, indexes: DatasetIndexes): PackedIndexes {
  const rules = run.prepared.datasetRules;
  return { ...indexes, rules: indexes.rules.map((index, r) => rules[r]!.rule.pack(index)) };
}

function unpackIndexes(run: PreparedRun, packed: PackedIndexes): DatasetIndexes {
  const rules = run.prepared.datasetRules;
  return { ...packed, rules: packed.rules.map((data, r) => rules[r]!.rule.unpack(data)) };
}

export interface JudgeSliceInput {
  setup: SliceSetup;
  slice: ByteSlice;
  /**
   * Indexes and counts of the whole file, joined from every slice's first pass; the rules'
   * indexes packed (see `pack` of the rule) to reach the slice's thread. Null without indexes.
   */
  indexes: PackedIndexes | null;
  counts: ValueCounts;
  files: PassFiles;
  lineCredit: number | null;
  /** Rows judged so far by each slice, for the caller's progress: this slice writes entry `k`. */
  progress: { rows: Int32Array; k: number } | null;
}

async function prepare(setup: SliceSetup): Promise<PreparedRun> {
  const { sourcePath, template, source, mapping, customFields } = setup;
  return prepareRun(sourcePath, template, { source, mapping, customFields }, new Date(setup.now));
}

/** The first pass over a slice, in a thread of its own: the values seen go back as typed arrays. */
export async function observeSlice(setup: SliceSetup, slice: ByteSlice): Promise<SliceObservation | null> {
  const run = await prepare(setup);
  const observed = await observeSliceOf(run, slice, setup.spill);
  if (observed === null) return null;
  return {
    ...observed,
    unique: observed.unique.map((part) => ({
      ...part,
      values: part.values instanceof ValueSet ? part.values.release() : part.values,
    })),
    rules: observed.rules.map((index, r) => run.prepared.datasetRules[r]!.rule.pack(index as DatasetIndex)),
  };
}

/** The first pass over a slice with a run already prepared. */
export async function observeSliceOf(
  run: PreparedRun,
  slice: ByteSlice,
  runSpill: PassSpill,
): Promise<SliceObservation | null> {
  const { table, prepared, state } = run;
  const stats = emptySliceStats();
  const spill = { ...runSpill, prefix: `${runSpill.prefix}slice-${slice.start}-` };
  // When the rules read a source column or two, only those cells are cut from the bytes.
  const fields = observedFields(table, prepared);
  const observing =
    fields === null
      ? observeRows(table.sliceBatches!(slice, stats), prepared, state, null, spill, true)
      : observeProjected(table, slice, stats, fields, prepared, state, spill);
  const observed = await unlessMisaligned(observing);
  if (observed === null) return null;
  return {
    stats,
    rows: observed.rows,
    normalizedBytes: observed.normalizedBytes,
    unique: observed.unique.map((values) => values.finish()),
    rules: observed.indexes.rules,
    counts: observed.counts,
  };
}

/** `observeSlice` as a thread task. */
export const OBSERVE_SLICE = threadTask(
  'observeSlice',
  ({ setup, slice }: { setup: SliceSetup; slice: ByteSlice }) => observeSlice(setup, slice),
  // The values a slice's first pass held: some 10 MB a million rows, released by the thread's set.
  (output) =>
    output === null
      ? []
      : output.unique.flatMap(({ values }) => {
          const data = values as ValueSetData | null;
          return data === null
            ? []
            : ([data.bytes.buffer, data.starts.buffer, data.hashes.buffer] as ArrayBuffer[]);
        }),
);

/** The main pass over a slice, in a thread of its own. */
export async function judgeSlice(input: JudgeSliceInput): Promise<PassResult> {
  const run = await prepare(input.setup);
  return judgeSliceOf(run, input, input.indexes && unpackIndexes(run, input.indexes));
}

/** `judgeSlice` as a thread task. */
export const JUDGE_SLICE = threadTask('judgeSlice', judgeSlice);

/** The main pass over a slice with a run already prepared, and the indexes unpacked. */
export async function judgeSliceOf(
  run: PreparedRun,
  input: JudgeSliceInput,
  indexes: DatasetIndexes | null,
): Promise<PassResult> {
  const { setup, slice, progress } = input;
  run.state.counts = input.counts;
  // What the first pass held (the slice's values) is dropped before the main pass fills the heap.
  collectGarbage();
  const stats = emptySliceStats();
  return writePass(
    run,
    setup.template,
    indexes,
    null,
    new Date(setup.now),
    {
      lineCredit: input.lineCredit,
      ...(progress && {
        onProgress: (rows: number) => {
          Atomics.store(progress.rows, progress.k, rows);
        },
      }),
    },
    {
      batches: run.table.sliceBatches!(slice, stats),
      slice: { slice, stats },
      rowsBefore: slice.rowsBefore,
      begins: slice.start === 0,
      files: input.files,
    },
  );
}
