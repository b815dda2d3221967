/**
 * Making deliveries: the automatic tries of the retry schedule, run as `webhook-delivery` jobs,
 * and a manual attempt asked for by the receiver. Each try is checked against the stored counter
 * before it sends, so a job pg-boss runs again after it finished sends nothing twice; one that
 * died mid-request is sent again, which the unchanged `webhook-id` lets receivers ignore.
 */
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { Db } from '../../store/db.ts';
import { markSubmissionPushed } from '../../store/submissions.ts';
import {
  type AttemptResult,
  abandonDelivery,
  type DeliveryRow,
  findDelivery,
  finishAutomaticTry,
  markDeliverySucceeded,
  recordAttempt,
} from '../../store/webhook-deliveries.ts';
import { type Signing, signingOf } from '../../store/webhooks.ts';
import type { BackgroundJobs } from '../background-jobs.ts';
import type { ServiceContext } from '../context.ts';
import type { SecretBox } from '../identity/secret-box.ts';
import { sendAttempt, succeeded } from './send-attempt.ts';
import { openSigningSecret } from './signing-secret.ts';

/** What a `webhook-delivery` job carries: the delivery and which automatic try of it this is (from 1). */
export interface DeliveryJob {
  organisationId: string;
  deliveryId: string;
  try: number;
}

export class WebhookDelivery {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly jobs: BackgroundJobs,
    private readonly outbound: OutboundHttp,
    private readonly secrets: SecretBox,
  ) {}

  /** The first try of new deliveries, due now. */
  async start(organisationId: string, deliveryIds: string[]): Promise<void> {
    for (const deliveryId of deliveryIds) {
      await this.jobs.send('webhook-delivery', { organisationId, deliveryId, try: 1 } satisfies DeliveryJob);
    }
  }

  /** One automatic try; a failure schedules the next one, or gives up when the schedule is spent. */
  async deliver(job: DeliveryJob): Promise<void> {
    const { organisationId, deliveryId } = job;
    const delivery = await findDelivery(this.ctx.db, organisationId, deliveryId);
    // Already delivered, given up, or this try already ran: a job run again does nothing.
    if (delivery?.status !== 'pending' || delivery.automatic_tries !== job.try - 1) return;
    const hook = await signingOf(this.ctx.db, organisationId, delivery.webhook_id);
    if (!hook || hook.deleted_at) {
      await abandonDelivery(this.ctx.db, organisationId, deliveryId);
      return;
    }
    const result = await this.attempt(hook, delivery);
    const ok = succeeded(result);
    const delay = this.ctx.config.webhookRetrySeconds[job.try - 1];
    const status = ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending';
    const next = status === 'pending' ? new Date(this.ctx.now().getTime() + delay! * 1000) : null;
    await this.ctx.db.transaction().execute(async (trx) => {
      await recordAttempt(trx, organisationId, deliveryId, true, result);
      if (!(await finishAutomaticTry(trx, organisationId, deliveryId, job.try, status, next))) return;
      if (ok) await this.received(trx, delivery);
      // Sent before the commit: if the commit fails, this job runs again and the early next try,
      // finding the counter behind it, does nothing.
      if (status === 'pending') {
        const nextJob: DeliveryJob = { organisationId, deliveryId, try: job.try + 1 };
        await this.jobs.send('webhook-delivery', { ...nextJob }, { startAfterSeconds: delay });
      }
    });
  }

  /**
   * A manual attempt, now, of any delivery (a receiver that lost a message asks for it again). A
   * success settles the delivery; a failure leaves its status and schedule as they were.
   */
  async attemptNow(delivery: DeliveryRow): Promise<void> {
    const { organisation_id: organisationId, delivery_id: deliveryId } = delivery;
    const hook = await signingOf(this.ctx.db, organisationId, delivery.webhook_id);
    if (!hook) return;
    const result = await this.attempt(hook, delivery);
    await this.ctx.db.transaction().execute(async (trx) => {
      await recordAttempt(trx, organisationId, deliveryId, false, result);
      if (!succeeded(result)) return;
      await markDeliverySucceeded(trx, organisationId, deliveryId);
      await this.received(trx, delivery);
    });
  }

  /** Signs and sends; a secret this server's key cannot open is a failed attempt that says so. */
  private async attempt(hook: Signing, delivery: DeliveryRow): Promise<AttemptResult> {
    let secret: string;
    try {
      secret = await openSigningSecret(this.secrets, hook.webhook_id, hook.secret);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        started_at: this.ctx.now(),
        status_code: null,
        duration_ms: 0,
        response_excerpt: null,
        error: message,
      };
    }
    return sendAttempt(this.outbound, { url: hook.url, secret, ...delivery }, this.ctx.now);
  }

  /** A READY_FOR_DOWNLOAD received tells the submission it was pushed (the first time only). */
  private async received(db: Db, delivery: DeliveryRow): Promise<void> {
    if (delivery.type !== 'READY_FOR_DOWNLOAD') return;
    const submissionId = (JSON.parse(delivery.body) as { data?: { submission_id?: unknown } }).data
      ?.submission_id;
    if (typeof submissionId === 'string') await markSubmissionPushed(db, submissionId, this.ctx.now());
  }
}
