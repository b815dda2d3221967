/**
 * Making deliveries: the automatic tries of the retry schedule, run as `webhook-delivery` jobs,
 * and a manual attempt asked for by the receiver. Each try is checked against the stored counter
 * before it sends, so a job pg-boss runs again after it finished sends nothing twice; one that
 * died mid-request is sent again, which the unchanged `webhook-id` lets receivers ignore. A try
 * being sent holds a lease on its delivery; an organisation holding its share of them waits, so
 * its hanging endpoints never hold every worker.
 */
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import {
  type AttemptResult,
  abandonDelivery,
  type DeliveryRow,
  findDelivery,
  finishAutomaticTry,
  markDeliverySucceeded,
  recordAttempt,
} from '../../store/events/webhook-deliveries.ts';
import { claimSending, releaseSending } from '../../store/events/webhook-sending.ts';
import { type Signing, signingOf } from '../../store/events/webhooks.ts';
import { type BackgroundJobs, JobDeferred } from '../background-jobs.ts';
import type { ServiceContext } from '../context.ts';
import type { SecretBox } from '../identity/secret-box.ts';
import { deliveryReceived } from './received.ts';
import { DELIVERY_TIMEOUT_MS, sendAttempt, succeeded } from './send-attempt.ts';
import { openSigningSecret } from './signing-secret.ts';

/** What a `webhook-delivery` job carries: the delivery and which automatic try of it this is (from 1). */
export interface DeliveryJob {
  organisationId: string;
  deliveryId: string;
  try: number;
}

/** Internal settings, smaller in tests. */
export interface DeliveryOptions {
  /** The whole attempt's deadline (DESIGN §8: 15 s). */
  timeoutMs: number;
  /** Automatic tries of one organisation sent at once across every worker; its others wait. */
  inFlightPerOrganisation: number;
}

export const DELIVERY_DEFAULTS: DeliveryOptions = {
  timeoutMs: DELIVERY_TIMEOUT_MS,
  inFlightPerOrganisation: 2,
};

export class WebhookDelivery {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly jobs: BackgroundJobs,
    private readonly outbound: OutboundHttp,
    private readonly secrets: SecretBox,
    private readonly options: DeliveryOptions = DELIVERY_DEFAULTS,
  ) {}

  /** The first try of new deliveries, due now. */
  async start(organisationId: string, deliveryIds: string[]): Promise<void> {
    for (const deliveryId of deliveryIds) {
      await this.jobs.send('webhook-delivery', { organisationId, deliveryId, try: 1 } satisfies DeliveryJob);
    }
  }

  /**
   * One automatic try; a failure schedules the next one, or gives up when the schedule is spent.
   * Throws JobDeferred when the organisation already sends as many as it may: the queue runs the
   * job again shortly, and its workers go on with other organisations' deliveries meanwhile.
   */
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
    const now = this.ctx.now();
    // The lease outlives the attempt's deadline by a minute, for the recording after it.
    const until = new Date(now.getTime() + this.options.timeoutMs + 60_000);
    const limit = this.options.inFlightPerOrganisation;
    const claim = await claimSending(this.ctx.db, organisationId, deliveryId, job.try, now, until, limit);
    if (claim === 'gone') return;
    if (claim === 'busy') throw new JobDeferred(organisationId);
    try {
      await this.finish(job, delivery, await this.attempt(hook, delivery));
    } finally {
      await releaseSending(this.ctx.db, organisationId, deliveryId);
    }
  }

  /** Records an automatic try, the delivery's new status and, when tries remain, the next one's job. */
  private async finish(job: DeliveryJob, delivery: DeliveryRow, result: AttemptResult): Promise<void> {
    const { organisationId, deliveryId } = job;
    const ok = succeeded(result);
    const delay = this.ctx.config.deliveryRetrySeconds[job.try - 1];
    const status = ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending';
    const next = status === 'pending' ? new Date(this.ctx.now().getTime() + delay! * 1000) : null;
    await this.ctx.db.transaction().execute(async (trx) => {
      await recordAttempt(trx, organisationId, deliveryId, true, result);
      if (!(await finishAutomaticTry(trx, organisationId, deliveryId, job.try, status, next))) return;
      if (ok) await deliveryReceived(trx, delivery, this.ctx.now());
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
      await deliveryReceived(trx, delivery, this.ctx.now());
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
    return sendAttempt(
      this.outbound,
      { url: hook.url, secret, ...delivery },
      this.ctx.now,
      this.options.timeoutMs,
    );
  }
}
