/**
 * `GET /deliveries` and `POST /delivery/{id}/retry` (DESIGN §10): what Ferry sent outside, over
 * its three channels (webhooks, pushes, e-mails), in one list newest first, and sending a failed
 * one again through its own channel: a webhook's redelivery, a push's next attempt, the e-mail
 * sent again. Only a failed delivery is retried (409 otherwise): a pending one is still under way
 * and a succeeded one was received. Reading is open to every role; retrying is an owner's or an
 * admin's (a member gets 403 from the route), as the webhooks' own redelivery is.
 */
import { Forbidden, fromCatalog, NotFound, Violation, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import {
  attemptsOfDeliveries,
  type Channel,
  type DeliveryListRow,
  type DeliveryState,
  findAnyDelivery,
  listAllDeliveries,
} from '../../store/events/deliveries.ts';
import { findEmailDelivery } from '../../store/events/email-deliveries.ts';
import { findDelivery } from '../../store/events/webhook-deliveries.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import { isReceiver, type Principal } from '../principal.ts';
import type { PushService } from '../pushes/push-service.ts';
import type { WebhookService } from '../webhooks/webhooks.ts';
import { decodeDeliveryCursor, encodeDeliveryCursor } from './delivery-cursor.ts';
import type { RecordedMail } from './recorded-mail.ts';

export interface DeliveryAttemptView {
  at: string;
  /** The HTTP status answered; null for an e-mail or when no answer came. */
  status_code: number | null;
  duration_ms: number;
  /** The start of the answer, or why the attempt failed. */
  excerpt: string | null;
}

export interface DeliveryListView {
  delivery_id: string;
  channel: Channel;
  /** The URL called, or the e-mail address. */
  target: string | null;
  event: string;
  submission_id: string | null;
  status: DeliveryState;
  attempts: DeliveryAttemptView[];
  next_attempt_at: string | null;
  created_at: string;
}

export interface DeliveryQuery {
  channel?: Channel;
  status?: DeliveryState;
  submission_id?: string;
  from?: string;
  to?: string;
  cursor?: string;
  per_page?: number;
}

export interface DeliveryPage {
  entries: DeliveryListView[];
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: string | null;
}

function dateOf(name: 'from' | 'to', value: string | undefined): Date | null {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw Violation.of(name, value, phrase('violation.field.iso_date'));
  return date;
}

export class DeliveryService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly webhooks: WebhookService,
    private readonly pushes: PushService,
    private readonly mail: RecordedMail,
  ) {}

  async list(principal: Principal, query: DeliveryQuery): Promise<DeliveryPage> {
    requireReceiver(principal);
    const perPage = query.per_page ?? 20;
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      throw Violation.of('per_page', perPage, phrase('violation.field.between', { min: 1, max: 100 }));
    const rows = await listAllDeliveries(this.ctx.db, {
      organisationId: principal.organisationId,
      channel: query.channel,
      status: query.status,
      submissionId: query.submission_id,
      from: dateOf('from', query.from),
      to: dateOf('to', query.to),
      after: query.cursor ? decodeDeliveryCursor(query.cursor) : null,
      limit: perPage + 1,
    });
    const page = rows.slice(0, perPage);
    const last = page.at(-1);
    return {
      entries: await this.views(page),
      next_cursor:
        rows.length > perPage && last
          ? encodeDeliveryCursor({ createdAt: last.created_at, deliveryId: last.delivery_id })
          : null,
    };
  }

  /** Sends a failed delivery again through its channel; answers it as it then stands. */
  async retry(principal: Principal, deliveryId: string): Promise<DeliveryListView> {
    requireReceiver(principal);
    const organisationId = principal.organisationId;
    const found = await findAnyDelivery(this.ctx.db, organisationId, deliveryId);
    // Another organisation's delivery is not found either: its id says nothing.
    if (!found) throw new NotFound('Delivery');
    if (found.status !== 'failed') throw notFailed(found);
    if (found.channel === 'webhook') {
      const row = await findDelivery(this.ctx.db, organisationId, deliveryId);
      await this.webhooks.retry(principal, row!.webhook_id, deliveryId);
    } else if (found.channel === 'push') {
      if (!(await this.pushes.pushAgain(deliveryId))) throw notFailed(found);
    } else {
      await this.mail.sendAgain((await findEmailDelivery(this.ctx.db, organisationId, deliveryId))!);
    }
    const after = await findAnyDelivery(this.ctx.db, organisationId, deliveryId);
    const [view] = await this.views([after!]);
    // A webhook's retry is recorded by the webhooks' own delivery log, which both routes go through.
    if (found.channel !== 'webhook') {
      await recordChange(this.ctx, this.ctx.db, principal, {
        action: 'retry',
        resource_type: 'delivery',
        resource_id: deliveryId,
        before: { channel: found.channel, target: found.target, event: found.event, status: found.status },
        after: { channel: view!.channel, target: view!.target, event: view!.event, status: view!.status },
      });
    }
    return view!;
  }

  private async views(rows: DeliveryListRow[]): Promise<DeliveryListView[]> {
    const attempts = await attemptsOfDeliveries(this.ctx.db, rows);
    return rows.map((row) => ({
      delivery_id: row.delivery_id,
      channel: row.channel,
      target: row.target,
      event: row.event,
      submission_id: row.submission_id,
      status: row.status,
      attempts: attempts
        .filter((a) => a.delivery_id === row.delivery_id)
        .map((a) => ({
          at: a.at.toISOString(),
          status_code: a.status_code,
          duration_ms: a.duration_ms,
          excerpt: a.excerpt,
        })),
      next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    }));
  }
}

function requireReceiver(principal: Principal): void {
  if (!isReceiver(principal)) throw new Forbidden(...fromCatalog('exception.deliveries.receiver_only'));
}

function notFailed(row: DeliveryListRow): Violation {
  // The message says why: still under way (pending), or received (any other status).
  return new Violation(
    [
      violationOf(
        'status',
        row.status,
        phrase('violation.field.delivery_not_failed', { status: row.status }),
      ),
    ],
    'exception.delivery_not_failed',
  );
}
