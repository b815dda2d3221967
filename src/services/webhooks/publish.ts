/**
 * Turning an event into deliveries: one per live, enabled subscription of the organisation that
 * listens to its type (and to its template, when bound to some), each with its own `msg_…` id and
 * the exact body every attempt will send. An organisation whose plan lost X_WEBHOOKS keeps its
 * subscriptions but is sent nothing until the permission comes back.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { BlobStore } from '../../files/blob-store.ts';
import { firstTriesDue, insertDeliveries } from '../../store/events/webhook-deliveries.ts';
import { findWebhook, subscribersOf } from '../../store/events/webhooks.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import { findSubmission } from '../../store/submissions/submissions.ts';
import { findTransformation } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { submissionView } from '../submissions/view.ts';
import { automationView } from '../transformations/view.ts';
import type { WebhookDelivery } from './delivery.ts';
import type { FerryEvent } from './event.ts';
import { WEBHOOKS_PERMISSION } from './subscriptions.ts';

/**
 * `msg_` and 128 bits: random, or derived from the subscription and the event's own key when it
 * has one, so that an event told twice (a stage run again after a crash) is one message, which
 * each subscription receives once and receivers can deduplicate on.
 */
function messageId(webhookId: string, key: string | null): string {
  const bits = key
    ? createHash('sha256').update(`${webhookId}\n${key}`).digest().subarray(0, 16)
    : randomBytes(16);
  return `msg_${bits.toString('hex')}`;
}

export class WebhookPublisher {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly delivery: WebhookDelivery,
  ) {}

  /**
   * `key`: what makes this event the same one if it is told again; null for none. `addressed`: a
   * subscription of the organisation that hears it whatever events it lists (an alert's webhook).
   */
  async publish(
    event: FerryEvent,
    key: string | null = null,
    addressed: string | null = null,
  ): Promise<void> {
    const { db } = this.ctx;
    const subscribers = await subscribersOf(db, event.organisationId, event.type, event.templateId);
    if (addressed && !subscribers.some((s) => s.webhook_id === addressed)) {
      const named = await findWebhook(db, event.organisationId, addressed);
      if (named?.enabled) subscribers.push({ webhook_id: named.webhook_id });
    }
    if (subscribers.length === 0) return;
    const plan = await planOfOrganisation(db, event.organisationId);
    if (!plan.permissions.includes(WEBHOOKS_PERMISSION)) return;
    const at = this.ctx.now();
    const body = JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: event.data });
    const rows = subscribers.map((subscriber) => ({
      message_id: messageId(subscriber.webhook_id, key),
      webhook_id: subscriber.webhook_id,
      organisation_id: event.organisationId,
      type: event.type,
      body,
      next_attempt_at: at,
      created_at: at,
    }));
    await insertDeliveries(db, rows);
    // Those inserted now, and those an earlier telling inserted but could not queue (the queue
    // failed, the stage was run again): a first try queued twice runs once.
    const due = await firstTriesDue(
      db,
      event.organisationId,
      rows.map((row) => row.message_id),
    );
    await this.delivery.start(event.organisationId, due);
  }

  /** READY_FOR_DOWNLOAD with the Submission as `GET /submission/{id}` returns it. */
  async submissionReady(submissionId: string): Promise<void> {
    const row = await findSubmission(this.ctx.db, submissionId);
    if (!row || row.failed) return;
    await this.publish(
      {
        organisationId: row.organisation_id,
        type: 'READY_FOR_DOWNLOAD',
        templateId: row.template_id,
        data: await submissionView(row, this.blobs, this.ctx.config.publicUrl),
      },
      `READY_FOR_DOWNLOAD:${submissionId}`,
    );
  }

  /** AUTOMATION_FAILED with the Automation status as `GET /transformation/automation/{id}` returns it. */
  async automationFailed(transformationId: string): Promise<void> {
    const row = await findTransformation(this.ctx.db, transformationId);
    if (!row) return;
    await this.publish(
      {
        organisationId: row.organisation_id,
        type: 'AUTOMATION_FAILED',
        templateId: row.template_id,
        // A receiver's server reads it, not a person at a screen: English, as violation messages are.
        data: automationView(row, 'en', this.ctx.config.publicUrl),
      },
      `AUTOMATION_FAILED:${transformationId}`,
    );
  }
}
