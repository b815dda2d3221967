/**
 * A submission refused by its whole-file check (rows in error on a template that does not accept
 * errors) delivers nothing, so it is not kept: the transformation goes back to `transformed` with
 * that check's review store, counters and files, each edited row keeps its cells and takes the
 * violations the check found on it (dataset rules included), and the submission is deleted so the
 * sender can fix the rows and submit again. The line credit is given back by the caller first.
 */
import { DEFAULT_LANGUAGE, say } from '../../domain/messages/index.ts';
import { openReviewStore, type StoredRow } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { deleteSubmission, type SubmissionRow } from '../../store/submissions/submissions.ts';
import { listEditedRows, reviseEditedRows } from '../../store/transformations/transformation-edits.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import { submissionPrefix, transformationPrefix } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import type { RevisedRow } from '../transformations/rows-in-error.ts';

/** Rows the refusal's message names; the rest are listed by `GET …/data?only_errors=true`. */
export const BACK_TO_REVIEW_NAMED_ROWS = 10;

/** What the whole-file check of the submission wrote: the engine run's counters and files. */
export interface WholeFileCheck {
  counters: Record<string, number>;
  files: Record<string, string>;
  targetName: string;
}

/** Files of a run that the transformation's review reads. */
const REVIEWED = [
  'normalized',
  'review_row_index',
  'review_violations',
  'review_error_index',
  'target',
  'error_report',
  'invalid_rows',
] as const;

/**
 * Sends the transformation back to review and returns why, naming the first rows in error.
 * `check` is null when the submission copied the transform stage's files: they are kept as they are.
 */
export async function backToReview(
  ctx: ServiceContext,
  blobs: BlobStore,
  row: TransformationRow,
  submission: SubmissionRow,
  check: WholeFileCheck | null,
): Promise<string> {
  const files = { ...row.files };
  const kept = `${transformationPrefix(row.organisation_id, row.transformation_id)}/checked/${submission.submission_id}`;
  if (check) {
    for (const kind of REVIEWED) {
      const key = check.files[kind];
      if (!key) continue;
      files[kind] = `${kept}/${kind}`;
      await blobs.copy(key, files[kind]);
    }
  }
  const counters = check?.counters ?? row.counters ?? {};
  const edited = await listEditedRows(ctx.db, row.transformation_id);
  const { named, onEdited } = await readStore(
    blobs,
    files,
    edited.map((e) => e.row_number),
  );
  const inError = counters.rows_in_error ?? 0;
  const details = refusalMessage(inError, named, row.language ?? DEFAULT_LANGUAGE);
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const update = await trx
      .updateTable('transformations')
      .set({
        step: 'transformed',
        details,
        updated_at: ctx.now(),
        counters: JSON.stringify(counters),
        files: JSON.stringify(files),
        target_name: check?.targetName ?? row.target_name,
      })
      .where('transformation_id', '=', row.transformation_id)
      .where('step', '=', 'submitting')
      .executeTakeFirst();
    // A newer state (the transformation deleted meanwhile) is left alone, files included.
    if (update.numUpdatedRows !== 1n) return false;
    await trx
      .updateTable('automations')
      .set({ step: 'transformed', details })
      .where('transformation_id', '=', row.transformation_id)
      .execute();
    await deleteSubmission(trx, submission.submission_id);
    if (check) {
      await reviseEditedRows(
        trx,
        row.transformation_id,
        edited.map((e) => {
          const violations = onEdited.get(e.row_number) ?? [];
          return {
            row_number: e.row_number,
            revised: {
              ...(e.revised as unknown as RevisedRow),
              violations,
              was_in_error: violations.length > 0,
              whole_file: true,
            } satisfies RevisedRow,
          };
        }),
      );
    }
    return true;
  });
  if (moved) await blobs.delete(submissionPrefix(row.organisation_id, submission.submission_id));
  return details;
}

/** The first rows in error, and the violations of the edited rows, as the review store holds them. */
export async function readStore(
  blobs: BlobStore,
  files: Record<string, string>,
  editedRows: number[] = [],
): Promise<{ named: StoredRow[]; onEdited: Map<number, StoredRow['violations']> }> {
  const keys = [files.normalized, files.review_row_index, files.review_violations, files.review_error_index];
  const [normalized, rowIndex, violations, errorIndex] = await Promise.all(
    keys.map((k) => (k ? blobs.localPath(k) : null)),
  );
  if (!normalized || !rowIndex || !violations || !errorIndex) return { named: [], onEdited: new Map() };
  const store = await openReviewStore({
    normalized,
    row_index: rowIndex,
    violations,
    error_index: errorIndex,
  });
  try {
    const first: number[] = [];
    for await (const ordinal of store.errorOrdinals()) {
      first.push(ordinal);
      if (first.length === BACK_TO_REVIEW_NAMED_ROWS) break;
    }
    const named = await store.read(first);
    const inStore = editedRows.filter((n) => n <= store.rowCount);
    const onEdited = new Map(
      (await store.read(inStore.map((n) => n - 1))).map((r) => [r.ordinal + 1, r.violations]),
    );
    return { named, onEdited };
  } finally {
    await store.close();
  }
}

/** `: row 1 (email: uniqueness), row 2 (…), and 3 more` in `language`, or nothing when no row is named. */
export function rowList(inError: number, named: readonly StoredRow[], language: string): string {
  if (named.length === 0) return '';
  const rows = named.map((r) => {
    const rules = [...new Set(r.violations.map((v) => `${v.column}: ${v.rule}`))];
    return say(language, 'step.details.row', { row: r.ordinal + 1, rules: rules.join(', ') });
  });
  return say(language, 'step.details.rows', { rows: rows.join(', '), more: inError - named.length });
}

/** Why the submission was refused, naming the first rows in error and their rules, in `language`. */
export function refusalMessage(inError: number, named: readonly StoredRow[], language: string): string {
  return say(language, 'step.details.refused', { count: inError, list: rowList(inError, named, language) });
}
