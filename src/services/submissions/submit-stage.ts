/**
 * The submit stage, run by its job: grants the line credit, writes the submission's own files and
 * completes it. When nothing changed since the transform stage (no edits, enough credit) its files
 * are copied as they are; otherwise the engine runs again over the whole file, so edited rows and
 * dataset rules are judged together. When that check finds rows in error and the template does not
 * accept errors, the transformation goes back to review (./back-to-review.ts).
 */
import type { BlobStore } from '../../files/blob-store.ts';
import { completeSubmission, findSubmissionOfTransformation } from '../../store/submissions/submissions.ts';
import { findTemplateById } from '../../store/templates/templates.ts';
import { hasEditedRows } from '../../store/transformations/transformation-edits.ts';
import { updateStep } from '../../store/transformations/transformations.ts';
import { submissionPrefix } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import { StageRunner } from '../stages/stage-runner.ts';
import type { StepEvents } from '../stages/step-events.ts';
import { rowsRead, runEngine } from '../transformations/engine-run.ts';
import { backToReview, type WholeFileCheck } from './back-to-review.ts';
import { grantLineCredit, refundLineCredit } from './line-credit.ts';

/** Output files a submission keeps under its own prefix. */
const OUTPUTS = ['target', 'error_report', 'invalid_rows'] as const;

export class SubmitStage extends StageRunner {
  constructor(
    ctx: ServiceContext,
    private readonly blobs: BlobStore,
    events: StepEvents,
  ) {
    super(ctx, events);
  }

  /** The stage: idempotent, so a retry after a crash redoes it with the same grant of credit. */
  async process(transformationId: string): Promise<void> {
    const row = await this.begin(transformationId, ['to_submit', 'submitting'], 'submitting');
    if (!row) return;
    const submission = await findSubmissionOfTransformation(this.ctx.db, transformationId);
    if (!submission) throw new Error(`Transformation ${transformationId} has no submission to process.`);
    const fail = async (details: string) => {
      await refundLineCredit(this.ctx.db, transformationId, row.organisation_id);
      await completeSubmission(this.ctx.db, submission.submission_id, {
        failed: true,
        error_message: details,
        processed_at: this.ctx.now(),
      });
    };
    await this.guard(
      row,
      async () => {
        const counted = row.counters ?? {};
        const granted = await grantLineCredit(
          this.ctx.db,
          transformationId,
          row.organisation_id,
          counted.rows_in_source ?? 0,
        );
        const edited = await hasEditedRows(this.ctx.db, transformationId);
        const prefix = submissionPrefix(row.organisation_id, submission.submission_id);
        const template = await findTemplateById(this.ctx.db, row.template_id);
        // Only a template that refuses errors may send the data back to review: only then is the
        // review store of the whole-file check written (a copy of the normalized CSV and its index).
        const strict = template?.accept_errors === false;
        let counters = counted;
        let targetName = row.target_name;
        let check: WholeFileCheck | null = null;
        const files: Record<string, string> = { source: row.source_key };
        if (row.files.normalized) files.normalized = row.files.normalized;
        if (!edited && granted >= (counted.rows_in_target ?? 0)) {
          for (const kind of OUTPUTS) {
            const key = row.files[kind];
            if (!key) continue;
            files[kind] = `${prefix}/${kind}`;
            await this.blobs.copy(key, files[kind]);
          }
        } else {
          const review = { review: strict, normalized: strict };
          check = await runEngine(this.ctx, this.blobs, row, prefix, {
            edited,
            lineCredit: granted,
            ...review,
          });
          if (strict && (check.counters.rows_in_error ?? 0) > 0 && granted < (counted.rows_in_target ?? 0)) {
            // Cut at the line credit, the check judged only the rows it could deliver: the review
            // needs every row, so the refused data is checked once more without the cut.
            this.events.rowsRead?.('submit', rowsRead(check.counters));
            check = await runEngine(this.ctx, this.blobs, row, prefix, {
              edited,
              lineCredit: null,
              ...review,
            });
          }
          this.events.rowsRead?.('submit', rowsRead(check.counters));
          for (const kind of OUTPUTS) if (check.files[kind]) files[kind] = check.files[kind];
          counters = check.counters;
          targetName = check.targetName;
        }
        if (strict && (counters.rows_in_error ?? 0) > 0) {
          await refundLineCredit(this.ctx.db, transformationId, row.organisation_id);
          await backToReview(this.ctx, this.blobs, row, submission, check);
          return;
        }
        if (check?.files.review_row_index) {
          for (const kind of ['normalized', 'review_row_index', 'review_violations', 'review_error_index']) {
            if (check.files[kind]) await this.blobs.delete(check.files[kind]);
          }
        }
        await completeSubmission(this.ctx.db, submission.submission_id, {
          target_name: targetName,
          maximum_number_of_columns: counters.maximum_number_of_columns ?? 0,
          counters,
          files,
          failed: false,
          error_message: null,
          processed_at: this.ctx.now(),
        });
        // Told before the step moves on: a crash in between repeats the event rather than losing it,
        // and webhook receivers deduplicate on the message id.
        await this.events.submissionReady(submission.submission_id);
        await updateStep(this.ctx.db, transformationId, { step: 'processed', counters }, this.ctx.now(), [
          'submitting',
        ]);
      },
      fail,
    );
  }
}
