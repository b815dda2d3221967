/**
 * `POST /submission/{id}/replay` (DESIGN §10): a submission's source file run again as a new
 * automation, with the old mapping and value maps against the template as it is now. It runs as
 * any run that goes on by itself (../source-runs/auto-continue.ts): the same stages, the same
 * share of the organisation's running stages, the same line credit at submit, and the same stop at
 * `transformed` when rows are in error on a template that does not accept them. The old
 * submission and its transformation are left as they are; the new rows carry `replay_of`.
 */
import { randomUUID } from 'node:crypto';
import { Forbidden, Violation, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import {
  findTransformation,
  insertTransformation,
  type TransformationRow,
} from '../../store/transformations/transformations.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import { transformationPrefix } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import { actorOf, isReceiver, type Principal } from '../principal.ts';
import type { StageQueue } from '../stages/stage-queue.ts';
import { type AutomationView, automationView } from '../transformations/view.ts';
import type { SubmissionService } from './submissions.ts';

export class ReplayService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly queue: StageQueue,
    private readonly submissions: SubmissionService,
  ) {}

  async replay(principal: Principal, submissionId: string): Promise<AutomationView> {
    // Replaying is the receiver's: a sender submits again by uploading.
    if (!isReceiver(principal)) throw new Forbidden();
    const submission = await this.submissions.rowOf(principal, submissionId);
    const old = await this.replayable(submission.transformation_id, submission.template_id);
    const id = randomUUID();
    const sourceKey = `${transformationPrefix(principal.organisationId, id)}/source`;
    // A copy, not a shared key: deleting either transformation must leave the other its file.
    await this.blobs.copy(old.source_key, sourceKey);
    await this.ctx.db.transaction().execute(async (trx) => {
      await insertTransformation(trx, {
        transformation_id: id,
        organisation_id: principal.organisationId,
        template_id: old.template_id,
        // The same sender's submission again; its run acts as that sender (hidden columns stay hidden).
        customer_id: old.customer_id,
        source_key: sourceKey,
        original_name: old.original_name,
        options: old.options,
        step: 'to_normalize',
        type: 'replay',
        created_by: actorOf(principal),
        auto_submit: true,
        replay_of: submissionId,
        language: old.language,
      });
      // The replayed submission is the resource; `after` names the run it started.
      await recordChange(this.ctx, trx, principal, {
        action: 'replay',
        resource_type: 'submission',
        resource_id: submission.submission_id,
        after: { replay_of: submission.submission_id, transformation_id: id },
      });
    });
    await this.queue.enqueue('normalize', id);
    const row = await findTransformation(this.ctx.db, id);
    return automationView(row!, principal.language, this.ctx.config.publicUrl);
  }

  /** The old transformation, while its row (the mapping) and its source file are still kept. */
  private async replayable(
    transformationId: string | null,
    templateId: string | null,
  ): Promise<TransformationRow> {
    if (!templateId) throw gone('template');
    // Deleting a transformation removes its files: the submission then keeps only its own outputs.
    const old = transformationId ? await findTransformation(this.ctx.db, transformationId) : undefined;
    if (!old || !(await this.blobs.stat(old.source_key))) throw gone('source');
    return old;
  }
}

function gone(what: 'template' | 'source'): Violation {
  return new Violation(
    [violationOf('submission_id', null, phrase(`violation.field.replay_${what}_gone`))],
    `exception.replay_${what}_gone`,
  );
}
