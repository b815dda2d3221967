/**
 * Submitting a transformation (DESIGN §4, §6): `POST …/submit` records the Submission, sends the
 * transformation to `to_submit` and enqueues the submit stage (./submit-stage.ts), then waits a
 * little for it. Refused at once while rows are known to be in error on a template that does not
 * accept errors.
 */

import { randomUUID } from 'node:crypto';
import { NotFound, Violation } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { isDuplicateKey } from '../../store/duplicate-key.ts';
import {
  findSubmissionOfTransformation,
  insertSubmission,
  type SubmissionRow,
} from '../../store/submissions/submissions.ts';
import { findTemplateById } from '../../store/templates/templates.ts';
import { findTransformation } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { actorOf, type Principal } from '../principal.ts';
import type { StageQueue } from '../stages/stage-queue.ts';
import { transformationOf } from '../transformations/access.ts';
import { refuseWhileReplacing } from '../transformations/replace-running.ts';
import { rowsInErrorBeforeRun } from '../transformations/rows-in-error.ts';
import { readStore, rowList } from './back-to-review.ts';

/** How long `POST …/submit` waits for the submit job before answering the submission as it stands. */
const SUBMIT_WAIT_MS = 5_000;

export class SubmitRequestService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly queue: StageQueue,
  ) {}

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
      throw Violation.of('step', row.step, phrase('violation.field.submit_not_transformed'));
    }
    await refuseWhileReplacing(this.ctx.db, row.transformation_id, this.ctx.now());
    const template = await findTemplateById(this.ctx.db, row.template_id);
    if (!template)
      throw Violation.of('template_handle', row.template_handle, phrase('violation.field.template_deleted'));
    if (!template.accept_errors) {
      const { count, rows } = await rowsInErrorBeforeRun(this.ctx.db, row);
      if (count > 0) {
        // Without edits since the last whole-file check, its review store names the rows exactly.
        const named: Phrase | string = rows.length
          ? phrase('violation.field.rows_named', {
              count: rows.length,
              rows: rows.join(', '),
              more: Math.max(0, count - rows.length),
            })
          : // Said in the caller's language, which the violation is read in.
            rowList(count, (await readStore(this.blobs, row.files)).named, principal.language);
        throw Violation.of(
          'rows_in_error',
          count,
          phrase('violation.field.rows_still_in_error', { count, rows: named }),
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
          feed_id: row.feed_id,
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
          throw Violation.of('step', row.step, phrase('violation.field.moved_on'));
        await trx
          .updateTable('automations')
          .set({ step: 'to_submit', details: null })
          .where('transformation_id', '=', row.transformation_id)
          .execute();
      });
    } catch (error) {
      // Two submits at once: the second finds the first's submission.
      if (!isDuplicateKey(error)) throw error;
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
}
