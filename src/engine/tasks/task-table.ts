/**
 * The engine's long runs as tasks with plain-data inputs and outputs, so that they can run in a
 * worker thread (../thread/named-tasks.ts) while the server's event loop keeps answering requests.
 * The table of every task by name: the one module that imports them all, loaded by the threads
 * (./thread-main.ts); callers elsewhere import only its types (./run-task.ts).
 */

import { type ApiPage, readApiPage } from '../../domain/api-page.ts';
import type { LearnedMapping } from '../../domain/column-matching/index.ts';
import type { ViolationItem } from '../../domain/errors.ts';
import { validateColumnType } from '../../domain/types/column-type.ts';
import {
  mergeValueList,
  type ValueListInput,
  type ValueListMerge,
} from '../../domain/types/value-lists/value-list-merge.ts';
import { aiByCaller } from '../pass/ai-by-caller.ts';
import type { PassResult } from '../pass/main-pass.ts';
import { proposeMapping, readSamples } from '../pass/propose-mapping.ts';
import { readSourceValues, type SourceValues, type SourceValuesInput } from '../pass/source-values.ts';
import { openSource } from '../read/open-source.ts';
import type { ByteSlice, SourceOptions } from '../read/source-table.ts';
import { type RowRevision, readReviewRows, reviseRows } from '../review/read-rows.ts';
import type { ReviewRow } from '../review-store/review-row.ts';
import type { ReviewFiles } from '../review-store/store-layout.ts';
import { runTransformation } from '../run/run-transformation.ts';
import { COUNT_SLICE, type ScanResult, type SliceCount, scanSource } from '../run/scan-source.ts';
import type { TransformOptions, TransformResult } from '../run-types.ts';
import { callerSliceRunner } from '../split/caller-slice-runner.ts';
import {
  JUDGE_SLICE,
  type JudgeSliceInput,
  OBSERVE_SLICE,
  type SliceObservation,
  type SliceSetup,
} from '../split/slice-passes.ts';
import type { EngineTemplate, Mapping } from '../template.ts';
import type { CallCaller } from '../thread/caller-calls.ts';
import { type CutColumnsInput, cutColumns } from '../write/cut-columns.ts';
import { type FormatSample, renderFormatSample } from '../write/render-format-sample.ts';
import type { WrittenColumn } from '../write/target-writer.ts';
import {
  type ProgressReport,
  REVIEW_TASKS,
  type ReviewTaskInputs,
  type ReviewTaskOutputs,
} from './review-tasks.ts';

/** Edits as plain data: `[row, [[technical_name, text], …]]` pairs (a Map cannot cross threads as is). */
export type EditList = [number, [string, string][]][];

export interface TaskInputs extends ReviewTaskInputs {
  scan: { sourcePath: string; options: SourceOptions; threads?: number };
  match: {
    sourcePath: string;
    options: SourceOptions;
    template: EngineTemplate;
    learned: LearnedMapping[];
    /** The model of the AI matcher the caller answers for (`answerAiCall`); null: none is asked. */
    ai?: { model: string } | null;
  };
  /** The distinct values of one source column, counted over the whole file, with what the run makes of each. */
  sourceValues: SourceValuesInput;
  /** Rows of a review store with the violations the run stored. */
  review: {
    files: ReviewFiles;
    template: EngineTemplate;
    mapping: Mapping;
    rows: number[];
    options: { customFields: Record<string, string>; now: string };
  };
  /** Edited rows of a review store, judged again against the row rules. */
  revise: {
    files: ReviewFiles;
    template: EngineTemplate;
    mapping: Mapping;
    rows: RowRevision[];
    options: { customFields: Record<string, string>; now: string };
  };
  transform: {
    sourcePath: string;
    template: EngineTemplate;
    options: Omit<TransformOptions, 'edits' | 'onProgress' | 'ai' | 'now'> & {
      now: string;
      edits?: EditList;
      /** The later slices of a split run are run by the caller (`onCall` of runInThread): `SliceCall`. */
      slicesByCaller?: boolean;
    };
  };
  /** The rows of one slice of a scan split over threads. */
  countSlice: { sourcePath: string; options: SourceOptions; slice: ByteSlice };
  /** The first pass over one slice of a run split over threads. */
  observeSlice: { setup: SliceSetup; slice: ByteSlice };
  /** The main pass over one slice of a run split over threads. */
  judgeSlice: JudgeSliceInput;
  /** Sample rows rendered with a format being tried (a receiver's Twig runs here, not on the API thread). */
  formatSample: { format: unknown; columns: WrittenColumn[]; rows: Record<string, string>[] };
  /** A column's `type` object checked whole (a list of 100,000 values takes a few hundred ms). */
  columnType: { type: unknown };
  /** A bulk import's lines merged into a LIST_OF_VALUES column's list, and checked. */
  valueList: ValueListInput;
  /** One page of a JSON API source, parsed (up to 32 MiB) and its records written back as text. */
  apiPage: { text: string; recordsPath: string; cursorPath: string | null };
  /** A copy of a target without some columns (the file a sender may download). */
  cutColumns: CutColumnsInput;
}

export interface TaskOutputs extends ReviewTaskOutputs {
  scan: ScanResult;
  match: { mapping: Mapping; headers: string[] };
  sourceValues: SourceValues;
  review: ReviewRow[];
  revise: ReviewRow[];
  transform: TransformResult;
  countSlice: SliceCount | null;
  observeSlice: SliceObservation | null;
  judgeSlice: PassResult;
  formatSample: FormatSample;
  columnType: ViolationItem[];
  valueList: ValueListMerge;
  apiPage: ApiPage;
  cutColumns: { rows: number };
}

export type TaskName = keyof TaskInputs;

/** Buffers of a task's output that are moved to the caller rather than copied. */
export const TRANSFERS: { [K in TaskName]?: (output: TaskOutputs[K]) => ArrayBuffer[] } = {
  observeSlice: OBSERVE_SLICE.transfer,
};

export function editsOf(list: EditList | undefined): Map<number, Map<string, string>> | undefined {
  return list && new Map(list.map(([row, cells]) => [row, new Map(cells)]));
}

/** `report`: how far the task is (rows so far), posted to the caller (runInThread's `onProgress`). */
export const TASKS: {
  [K in TaskName]: (
    input: TaskInputs[K],
    report: ProgressReport,
    call: CallCaller,
  ) => Promise<TaskOutputs[K]>;
} = {
  ...REVIEW_TASKS,
  /** Reads every row once: the file's shape is known, its counters counted, a broken line found early. */
  scan: ({ sourcePath, options, threads }) =>
    scanSource(sourcePath, options, threads === undefined ? {} : { threads }),
  countSlice: COUNT_SLICE.run,
  async match({ sourcePath, options, template, learned, ai }, _report, call) {
    const table = await openSource(sourcePath, options);
    const mapping = await proposeMapping(table.headers, await readSamples(table), template, {
      learned,
      ...(ai && { ai: aiByCaller(call, ai.model) }),
    });
    return { mapping, headers: table.headers };
  },
  sourceValues: (input, report) => readSourceValues(input, report),
  async review({ files, template, mapping, rows, options }) {
    return readReviewRows(files, template, mapping, rows, { ...options, now: new Date(options.now) });
  },
  async revise({ files, template, mapping, rows, options }) {
    return reviseRows(files, template, mapping, rows, { ...options, now: new Date(options.now) });
  },
  async transform({ sourcePath, template, options }, report, call) {
    const { now, edits, slicesByCaller, ...rest } = options;
    return runTransformation(sourcePath, template, {
      ...rest,
      now: new Date(now),
      edits: editsOf(edits),
      onProgress: report,
      ...(slicesByCaller && { sliceRunner: callerSliceRunner(call) }),
    });
  },
  observeSlice: OBSERVE_SLICE.run,
  judgeSlice: JUDGE_SLICE.run,
  formatSample: ({ format, columns, rows }) => renderFormatSample(format, columns, rows),
  columnType: async ({ type }) => validateColumnType(type),
  valueList: async (input) => mergeValueList(input),
  apiPage: async ({ text, recordsPath, cursorPath }) => readApiPage(text, recordsPath, cursorPath),
  cutColumns: (input) => cutColumns(input),
};
