/** The delivery log of a subscription, as the receiver reads it, and the manual redelivery. */
import { NotFound } from '../../domain/errors.ts';
import {
  type AttemptRow,
  attemptsOf,
  countDeliveries,
  type DeliveryRow,
  findDelivery,
  listDeliveries,
} from '../../store/events/webhook-deliveries.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import type { Principal } from '../principal.ts';
import type { WebhookDelivery } from './delivery.ts';
import type { WebhookSubscriptions } from './subscriptions.ts';

export interface AttemptView {
  attempt: number;
  /** False for an attempt the receiver asked for. */
  automatic: boolean;
  started_at: string;
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string | null;
  error: string | null;
}

export interface DeliveryView {
  delivery_id: string;
  webhook_id: string;
  type: string;
  /** The `webhook-id` header of every attempt. */
  message_id: string;
  status: 'pending' | 'succeeded' | 'failed';
  created_at: string;
  next_attempt_at: string | null;
  /** The body sent: `{type, timestamp, data}`. */
  payload: unknown;
  attempts: AttemptView[];
}

function attemptView(row: AttemptRow): AttemptView {
  return {
    attempt: row.attempt,
    automatic: row.automatic,
    started_at: row.started_at.toISOString(),
    status_code: row.status_code,
    duration_ms: row.duration_ms,
    response_excerpt: row.response_excerpt,
    error: row.error,
  };
}

export class WebhookDeliveryLog {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly subscriptions: WebhookSubscriptions,
    private readonly delivery: WebhookDelivery,
  ) {}

  /** Deliveries of one of the caller's subscriptions, newest first, each with its attempts. */
  async list(principal: Principal, webhookId: string, page: PageRequest): Promise<Page<DeliveryView>> {
    const hook = await this.subscriptions.resolve(principal, webhookId);
    const organisationId = principal.organisationId;
    const total = await countDeliveries(this.ctx.db, organisationId, hook.webhook_id);
    const rows = await listDeliveries(
      this.ctx.db,
      organisationId,
      hook.webhook_id,
      (page.page - 1) * page.per_page,
      page.per_page,
    );
    return pageOf(await this.views(organisationId, rows), total, page);
  }

  /** A new attempt of the same message, made now; answers the delivery with it. */
  async retry(principal: Principal, webhookId: string, deliveryId: string): Promise<DeliveryView> {
    await this.subscriptions.requireWebhooks(principal);
    const hook = await this.subscriptions.resolve(principal, webhookId);
    const found = await findDelivery(this.ctx.db, principal.organisationId, deliveryId);
    if (!found || found.webhook_id !== hook.webhook_id) throw new NotFound('Delivery');
    await this.delivery.attemptNow(found);
    const after = await findDelivery(this.ctx.db, principal.organisationId, deliveryId);
    // Recorded once the attempt is made: the attempt is a call outside, no transaction holds it.
    await recordChange(this.ctx, this.ctx.db, principal, {
      action: 'retry',
      resource_type: 'delivery',
      resource_id: deliveryId,
      before: { channel: 'webhook', target: hook.url, event: found.type, status: found.status },
      after: { channel: 'webhook', target: hook.url, event: after!.type, status: after!.status },
    });
    return (await this.views(principal.organisationId, [after!]))[0]!;
  }

  private async views(organisationId: string, rows: DeliveryRow[]): Promise<DeliveryView[]> {
    const attempts = await attemptsOf(
      this.ctx.db,
      organisationId,
      rows.map((row) => row.delivery_id),
    );
    return rows.map((row) => ({
      delivery_id: row.delivery_id,
      webhook_id: row.webhook_id,
      type: row.type,
      message_id: row.message_id,
      status: row.status,
      created_at: row.created_at.toISOString(),
      next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
      payload: JSON.parse(row.body),
      attempts: attempts.filter((a) => a.delivery_id === row.delivery_id).map(attemptView),
    }));
  }
}
