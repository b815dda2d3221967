/**
 * Submitting a transformation (DESIGN §4, §6): `POST …/submit` records the Submission and sends the
 * transformation to `to_submit`; the submit job grants the line credit, writes the submission's own
 * files and completes it. When nothing changed since the transform stage (no edits, enough credit)
 * its files are copied as they are; otherwise the engine runs again over the whole file, so edited
 * rows and dataset rules are judged together. When that check finds rows in error and the template
 * does not accept errors, the transformation goes back to review (./back-to-review.ts).
 */
import { randomUUID } from 'node:crypto';
import { NotFound, Violation } from '../../domain/errors.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import {
  completeSubmission,
  findSubmissionOfTransformation,
  insertSubmission,
  type SubmissionRow,
} from '../../store/submissions.ts';
import { findTemplateById } from '../../store/templates.ts';
import { listEditedRows } from '../../store/transformation-edits.ts';
import {
  findTransformation,
  grantLineCredit,
  refundLineCredit,
  updateStep,
} from '../../store/transformations.ts';
import { submissionPrefix } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import { actorOf, type Principal } from '../principal.ts';
import type { StageQueue } from '../stages/stage-queue.ts';
import { StageRunner } from '../stages/stage-runner.ts';
import { isUniqueViolation } from '../templates/access.ts';
import { transformationOf } from '../transformations/access.ts';
import { rowsInErrorBeforeRun } from '../transformations/rows-in-error.ts';
import type { StepRunner } from '../transformations/run-steps.ts';
import { backToReview, readStore, rowList, type WholeFileCheck } from './back-to-review.ts';

/** How long `POST …/submit` waits for the submit job before answering the submission as it stands. */
const SUBMIT_WAIT_MS = 5_000;

/** Output files a submission keeps under its own prefix. */
const OUTPUTS = ['target', 'error_report', 'invalid_rows'] as const;

export class SubmitService extends StageRunner {
  constructor(
    ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly steps: StepRunner,
    private readonly queue: StageQueue,
  ) {
    super(ctx);
  }

  /**
   * Records the submission and enqueues its job; a second call returns the same submission.
   * Refused (409) before the data is transformed, and while rows are in error unless the template
   * accepts errors.
   */
  async submit(principal: Principal, transformationId: string): Promise<SubmissionRow> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    const existing = await findSubmissionOfTransformation(this.ctx.db, row.transformation_id);
    if (existing) return existing;
    if (row.step !== 'transformed') {
      throw Violation.of(
        'step',
        row.step,
        'The data can be submitted once it is transformed (step transformed).',
      );
    }
    const template = await findTemplateById(this.ctx.db, row.template_id);
    if (!template) throw Violation.of('template_handle', row.template_handle, 'The template was deleted.');
    if (!template.accept_errors) {
      const { count, rows } = await rowsInErrorBeforeRun(this.ctx.db, row);
      if (count > 0) {
        // Without edits since the last whole-file check, its review store names the rows exactly.
        const named = rows.length
          ? ` (row${rows.length === 1 ? '' : 's'} ${rows.join(', ')})`
          : rowList(count, (await readStore(this.blobs, row.files)).named);
        throw Violation.of(
          'rows_in_error',
          count,
          `${count} row${count === 1 ? ' is' : 's are'} still in error and this template does not accept errors${named}. Fix them first.`,
        );
      }
    }
    const submissionId = randomUUID();
    try {
      await this.ctx.db.transaction().execute(async (trx) => {
        await insertSubmission(trx, {
          submission_id: submissionId,
          transformation_id: row.transformation_id,
          organisation_id: row.organisation_id,
          template_id: row.template_id,
          customer_id: row.customer_id,
          source_id: row.source_id,
          created_by: actorOf(principal),
          template_name: template.name,
          template_item: template.item,
          template_picture_url: template.picture_url,
        });
        const moved = await trx
          .updateTable('transformations')
          .set({ step: 'to_submit', details: null, updated_at: this.ctx.now() })
          .where('transformation_id', '=', row.transformation_id)
          .where('step', '=', 'transformed')
          .executeTakeFirst();
        if (moved.numUpdatedRows !== 1n)
          throw Violation.of('step', row.step, 'The transformation moved on meanwhile.');
        await trx
          .updateTable('automations')
          .set({ step: 'to_submit', details: null })
          .where('transformation_id', '=', row.transformation_id)
          .execute();
      });
    } catch (error) {
      // Two submits at once: the second finds the first's submission.
      if (!isUniqueViolation(error)) throw error;
    }
    await this.queue.enqueue('submit', row.transformation_id);
    return this.settled(row.transformation_id);
  }

  /**
   * The submission once processed, or as it stands after SUBMIT_WAIT_MS: a small file is answered
   * complete, a large one is answered at once and followed through the automation status. A
   * submission refused by its whole-file check is gone and the transformation is back in review:
   * that is answered as the refusal before the run is, naming the rows.
   */
  private async settled(transformationId: string): Promise<SubmissionRow> {
    const deadline = Date.now() + SUBMIT_WAIT_MS;
    for (;;) {
      const submission = await findSubmissionOfTransformation(this.ctx.db, transformationId);
      if (submission && (submission.processed_at || Date.now() >= deadline)) return submission;
      if (!submission) {
        const row = await findTransformation(this.ctx.db, transformationId);
        if (row?.step === 'transformed') {
          throw Violation.of('rows_in_error', row.counters?.rows_in_error ?? null, row.details ?? '');
        }
        if (!row || Date.now() >= deadline) throw new NotFound('Submission');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The submit job: idempotent, so a retry after a crash redoes it with the same grant of credit. */
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
        const edited = await listEditedRows(this.ctx.db, transformationId);
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
        if (edited.length === 0 && granted >= (counted.rows_in_target ?? 0)) {
          for (const kind of OUTPUTS) {
            const key = row.files[kind];
            if (!key) continue;
            files[kind] = `${prefix}/${kind}`;
            await this.blobs.copy(key, files[kind]);
          }
        } else {
          const edits = edited.map(
            (e) => [e.row_number, Object.entries(e.cells)] as [number, [string, string][]],
          );
          const review = { review: strict, normalized: strict };
          check = await this.steps.runEngine(row, prefix, { edits, lineCredit: granted, ...review });
          if (strict && (check.counters.rows_in_error ?? 0) > 0 && granted < (counted.rows_in_target ?? 0)) {
            // Cut at the line credit, the check judged only the rows it could deliver: the review
            // needs every row, so the refused data is checked once more without the cut.
            check = await this.steps.runEngine(row, prefix, { edits, lineCredit: null, ...review });
          }
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
        await updateStep(this.ctx.db, transformationId, { step: 'processed', counters }, this.ctx.now(), [
          'submitting',
        ]);
      },
      fail,
    );
  }
}
