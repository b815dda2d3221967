/**
 * The engine's front door: the one module that code outside src/engine imports (a test holds every
 * other import to it). It exports what the services, the jobs and the command line use, and no
 * more; the engine's own modules import each other directly, never this one. The groups below
 * stand in the order of their paths, which the import sorter keeps.
 */
import type { runTransformation as RunTransformation } from './run/run-transformation.ts';

// The AI matcher of a match task, answered by the thread that sent it.
export { answerAiCall } from './pass/ai-by-caller.ts';
export type { PassResult } from './pass/main-pass.ts';
// A sender's file: the upload options, how they are checked, and its first rows before upload.
export { resolveEncoding } from './read/encoding.ts';
export { parseRecordsPath } from './read/json/records-path.ts';
export { PREVIEW_ROWS, type SourcePreview } from './read/preview-source.ts';
export { SourceError } from './read/source-error.ts';
export type { SourceOptions } from './read/source-table.ts';
// A target file read back as rows (a push in json mode).
export { TargetNotReadable, targetRecords } from './read/target-records.ts';
// The review: the rows a find and replace changed, the store a run writes and its stored rows.
export type { ReplacedRow } from './review/replaced-line.ts';
export type { UniqueRule } from './review/unique-keys.ts';
export {
  growingStoreIn,
  READY_FILE,
  type ReadyMark,
  readReadyMark,
  writeReadyMark,
} from './review-store/growing-store.ts';
export type { ReviewRow } from './review-store/review-row.ts';
export { openReviewStore, type ReviewStore, type StoredRow } from './review-store/review-store.ts';
export {
  ORDINAL_BYTES,
  type ReviewFiles,
  ROW_ENTRY_BYTES,
  readOffset,
} from './review-store/store-layout.ts';
export { openUniqueIndex, type UniqueIndex } from './review-store/unique-index-file.ts';
// What a run follows: the template and the mapping of source columns to its columns.
export type { EngineTemplate, Mapping, MappingColumn, MappingPair } from './template.ts';
export { MappingColumnShape, MappingPairShape } from './template.ts';
export { restoredSaidError, type SaidErrorData, saidErrorData } from './thread/said-errors.ts';

/**
 * A whole run in the calling thread (`ferry transform`): `runTransformation` of
 * ./run/run-transformation.ts, whose modules load on the first call, so that a command can start
 * the threads of a split run first (`prepareThreads`) and they load the engine while it does.
 */
export const runTransformation: typeof RunTransformation = async (...args) =>
  (await import('./run/run-transformation.ts')).runTransformation(...args);

// The slices of a split run, run by the caller of its thread (the server's slice jobs).
export { answerSliceCall } from './split/caller-slice-runner.ts';
// Starting the threads of a whole run early.
export { prepareThreads } from './split/prepare-threads.ts';
export type { JudgeSliceInput, SliceObservation } from './split/slice-passes.ts';
export type { ObserveSliceInput, SliceRunner } from './split/slice-runner.ts';
// Engine tasks in worker threads, off the event loop (the server, the job workers); a find and
// replace split over them.
export { type ReplacedFiles, replaceInThreads } from './tasks/replace-in-threads.ts';
export { runInThread, runSliceInThread } from './tasks/run-task.ts';
export {
  configureEngineThreads,
  keepEngineThreadsWarm,
  keepSliceThreadsWarm,
  prestartEngineThreads,
} from './thread/named-tasks.ts';
export { YOUNG_GENERATION_MB } from './thread/thread-pool.ts';
// Cells of the CSV files a receiver opens in a spreadsheet (reports, the normalized source).
export { neutraliseFormula, neutraliseFormulas } from './write/formula-cells.ts';
// The format test: sample rows rendered with a format being tried.
export {
  type FormatProblem,
  type FormatSample,
  formatProblemOf,
} from './write/render-format-sample.ts';
export type { WrittenColumn } from './write/target-writer.ts';
