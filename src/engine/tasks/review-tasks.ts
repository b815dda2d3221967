/**
 * The importer's review tools as thread tasks (./task-table.ts lists them with the others): a
 * file's first rows before upload, the rows in error per column, find and replace over a store, the
 * index of the keys that must appear once.
 */
import { type PreviewOutcome, previewSource } from '../read/preview-source.ts';
import type { SourceOptions } from '../read/source-table.ts';
import { buildUniqueIndex, type UniqueIndexInput } from '../review/build-unique-index.ts';
import { countErrorsByColumn, type ErrorCounts, pageOfErrorsOn } from '../review/errors-by-column.ts';
import { type ReplaceCounts, type ReplaceInput, replaceInStore } from '../review/replace-cells.ts';
import type { UniqueRule } from '../review/unique-keys.ts';
import type { ReviewFiles } from '../review-store/store-layout.ts';

/** Reports how far a task is (rows read so far); the thread posts it to the caller. */
export type ProgressReport = (done: number) => void;

export interface ReviewTaskInputs {
  /** The first rows of a file as a run would read them. `cut`: only the file's first bytes were kept. */
  preview: { sourcePath: string; options: SourceOptions; rows: number; cut: boolean };
  /** Rows in error per column; `editedPath` lists the edited rows (see ../review/errors-by-column.ts). */
  errorCounts: { files: ReviewFiles; editedPath: string | null; hidden: string[] };
  /** A page of the rows in error on one column (null: on any). */
  errorsOnColumn: {
    files: ReviewFiles;
    editedPath: string | null;
    column: string | null;
    first: number;
    count: number;
  };
  /** Find and replace over a review store; the changed rows are written to `outPath`. */
  replace: Omit<ReplaceInput, 'onProgress'>;
  /** The index of the keys that must appear once, written to `outPath`. */
  uniqueIndex: UniqueIndexInput;
}

export interface ReviewTaskOutputs {
  preview: PreviewOutcome;
  errorCounts: ErrorCounts;
  errorsOnColumn: { total: number; numbers: number[] };
  replace: ReplaceCounts;
  uniqueIndex: { rules: UniqueRule[] };
}

export const REVIEW_TASKS: {
  [K in keyof ReviewTaskInputs]: (
    input: ReviewTaskInputs[K],
    report: ProgressReport,
  ) => Promise<ReviewTaskOutputs[K]>;
} = {
  preview: ({ sourcePath, options, rows, cut }) => previewSource(sourcePath, options, rows, cut),
  errorCounts: ({ files, editedPath, hidden }) => countErrorsByColumn(files, editedPath, hidden),
  errorsOnColumn: ({ files, editedPath, column, first, count }) =>
    pageOfErrorsOn(files, editedPath, column, first, count),
  replace: (input, report) => replaceInStore({ ...input, onProgress: report }),
  uniqueIndex: (input) => buildUniqueIndex(input),
};
