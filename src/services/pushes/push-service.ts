/**
 * Pushes (DESIGN §8): when a submission of a template with a `push` is ready, its target is sent
 * to the receiver by a background job, attempt after attempt on the webhooks' retry schedule
 * (`FERRY_WEBHOOK_RETRY_SECONDS`) until one delivers it all or the schedule is spent. Mode and
 * batch size are fixed when the push is made; url, method and headers are the template's at each
 * attempt, and so is the X_PUSH permission: a plan that lost it sends nothing more, and the report
 * says why. The first complete delivery sets the submission's `pushed_at`.
 */
import { resolveFormat } from '../../domain/format/defaults.ts';
import type { PushDestination } from '../../events/push/push-request.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import {
  findPush,
  finishPush,
  insertPush,
  type PushRow,
  reopenPush,
  startAttempt,
} from '../../store/events/pushes.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import { findSubmission, markSubmissionPushed } from '../../store/submissions/submissions.ts';
import { findTemplateById } from '../../store/templates/templates.ts';
import type { BackgroundJobs } from '../background-jobs.ts';
import type { ServiceContext } from '../context.ts';
import { type SecretBox, SecretUnreadable } from '../identity/secret-box.ts';
import { openPushHeaders } from '../templates/push-secrets.ts';
import { PushAttempt, type PushAttemptOutcome } from './push-attempt.ts';
import { publishPushReport } from './push-report.ts';

/** The data of a `push` job. */
export interface PushJob {
  submissionId: string;
  /** 1 for the first attempt; the retry schedule's delay before attempt n is its entry n - 1. */
  attempt: number;
}

export class PushService {
  private readonly attempts: PushAttempt;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly jobs: BackgroundJobs,
    outbound: OutboundHttp,
    private readonly secrets: SecretBox,
  ) {
    this.attempts = new PushAttempt(ctx, blobs, outbound);
  }

  /** A submission is ready: its push is recorded and its first attempt sent, once, if the template has a push. */
  async submissionReady(submissionId: string): Promise<void> {
    const submission = await findSubmission(this.ctx.db, submissionId);
    if (!submission || submission.failed || !submission.template_id) return;
    const template = await findTemplateById(this.ctx.db, submission.template_id);
    if (!template?.push) return;
    const made = await insertPush(this.ctx.db, {
      submission_id: submissionId,
      organisation_id: submission.organisation_id,
      template_id: template.template_id,
      mode: template.push.mode,
      batch_size: template.push.batch_size,
      // How the target was written, to read its rows back even if the template changes meanwhile.
      target_format: resolveFormat(template.format) as unknown as Record<string, unknown>,
    });
    if (!made) return;
    await publishPushReport(this.ctx.db, this.blobs, submission);
    await this.jobs.send('push', { submissionId, attempt: 1 } satisfies PushJob);
  }

  /**
   * A push given up, sent once more (`POST /delivery/{id}/retry`): one attempt, from the first
   * row not yet delivered; false when it was not given up.
   */
  async pushAgain(submissionId: string): Promise<boolean> {
    const attempt = await reopenPush(this.ctx.db, submissionId);
    if (attempt === null) return false;
    await this.jobs.send('push', { submissionId, attempt } satisfies PushJob);
    return true;
  }

  /** The `push` job: one attempt, then the next one scheduled, or the push finished. */
  async run(job: PushJob): Promise<void> {
    const push = await findPush(this.ctx.db, job.submissionId);
    if (push?.status !== 'pending') return;
    const submission = await findSubmission(this.ctx.db, job.submissionId);
    if (!submission || !(await startAttempt(this.ctx.db, job.submissionId, job.attempt))) return;
    const input = { push, attempt: job.attempt };
    const destination = await this.destination(push);
    let result: PushAttemptOutcome;
    if (typeof destination === 'string') {
      await this.attempts.note(input, `${destination}: nothing was sent.`);
      result = 'final';
    } else {
      const progress = () => publishPushReport(this.ctx.db, this.blobs, submission);
      result = await this.attempts.run({ ...input, submission, destination, progress });
    }
    await this.settle(job, result);
    await publishPushReport(this.ctx.db, this.blobs, submission);
  }

  /** Where this attempt sends, as the template and the plan now say; or why it sends nothing. */
  private async destination(push: PushRow): Promise<PushDestination | string> {
    const template = push.template_id ? await findTemplateById(this.ctx.db, push.template_id) : undefined;
    if (!template?.push) return 'The template no longer has a push';
    const plan = await planOfOrganisation(this.ctx.db, push.organisation_id);
    if (!plan.permissions.includes('X_PUSH')) return 'The plan no longer includes pushes (X_PUSH)';
    try {
      return {
        ...template.push,
        headers: await openPushHeaders(this.secrets, push.organisation_id, template.push),
      };
    } catch (error) {
      if (error instanceof SecretUnreadable) return 'The push headers cannot be read with this server’s key';
      throw error;
    }
  }

  private async settle(job: PushJob, result: PushAttemptOutcome): Promise<void> {
    if (result === 'superseded') return;
    const now = this.ctx.now();
    if (result === 'delivered') {
      await finishPush(this.ctx.db, job.submissionId, 'succeeded', now);
      await markSubmissionPushed(this.ctx.db, job.submissionId, now);
      return;
    }
    const schedule = this.ctx.config.deliveryRetrySeconds;
    if (result === 'retry' && job.attempt <= schedule.length) {
      const next: PushJob = { submissionId: job.submissionId, attempt: job.attempt + 1 };
      await this.jobs.send('push', { ...next }, { startAfterSeconds: schedule[job.attempt - 1] });
      return;
    }
    if (result === 'retry') {
      const push = await findPush(this.ctx.db, job.submissionId);
      await this.attempts.note(
        { push: push!, attempt: job.attempt },
        `Given up after ${job.attempt} attempts: nothing more will be sent.`,
      );
    }
    await finishPush(this.ctx.db, job.submissionId, 'given_up', now);
  }
}
