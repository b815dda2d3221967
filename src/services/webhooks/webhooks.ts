/**
 * Webhooks, as the rest of Ferry sees them: the routes' subscriptions and delivery log, the
 * `webhook-delivery` job, and the events (`publish`, and the two step events) that make
 * deliveries. Each part lives in its own file beside this one.
 */
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { ServiceContext } from '../context.ts';
import type { SecretBox } from '../identity/secret-box.ts';
import type { PageRequest } from '../pagination.ts';
import type { Ports } from '../ports.ts';
import type { Principal } from '../principal.ts';
import { DELIVERY_DEFAULTS, type DeliveryJob, type DeliveryOptions, WebhookDelivery } from './delivery.ts';
import { WebhookDeliveryLog } from './delivery-log.ts';
import type { FerryEvent, PublishEvent } from './event.ts';
import { WebhookPublisher } from './publish.ts';
import type { WebhookWrite } from './subscription-checks.ts';
import { WebhookSubscriptions } from './subscriptions.ts';

export class WebhookService {
  private readonly subscriptions: WebhookSubscriptions;
  private readonly delivery: WebhookDelivery;
  private readonly log: WebhookDeliveryLog;
  private readonly publisher: WebhookPublisher;

  constructor(
    ctx: ServiceContext,
    ports: Pick<Ports, 'blobs' | 'jobs'>,
    outbound: OutboundHttp,
    secrets: SecretBox,
    options: Partial<DeliveryOptions> = {},
  ) {
    this.subscriptions = new WebhookSubscriptions(ctx, outbound, secrets);
    this.delivery = new WebhookDelivery(ctx, ports.jobs, outbound, secrets, {
      ...DELIVERY_DEFAULTS,
      ...options,
    });
    this.log = new WebhookDeliveryLog(ctx, this.subscriptions, this.delivery);
    this.publisher = new WebhookPublisher(ctx, ports.blobs, this.delivery);
  }

  create(principal: Principal, body: WebhookWrite) {
    return this.subscriptions.create(principal, body);
  }

  get(principal: Principal, webhookId: string) {
    return this.subscriptions.get(principal, webhookId);
  }

  update(principal: Principal, webhookId: string, body: WebhookWrite) {
    return this.subscriptions.update(principal, webhookId, body);
  }

  list(principal: Principal, page: PageRequest) {
    return this.subscriptions.list(principal, page);
  }

  delete(principal: Principal, webhookId: string) {
    return this.subscriptions.delete(principal, webhookId);
  }

  deliveries(principal: Principal, webhookId: string, page: PageRequest) {
    return this.log.list(principal, webhookId, page);
  }

  retry(principal: Principal, webhookId: string, deliveryId: string) {
    return this.log.retry(principal, webhookId, deliveryId);
  }

  /** Bound: other services take it as their `PublishEvent`. */
  readonly publish: PublishEvent = (event: FerryEvent) => this.publisher.publish(event);

  /** An event told once per `key`, also to the `addressed` subscription whatever events it lists. */
  publishTo(event: FerryEvent, key: string, addressed: string | null): Promise<void> {
    return this.publisher.publish(event, key, addressed);
  }

  /** The `webhook-delivery` job. */
  deliver(job: DeliveryJob): Promise<void> {
    return this.delivery.deliver(job);
  }

  submissionReady(submissionId: string): Promise<void> {
    return this.publisher.submissionReady(submissionId);
  }

  automationFailed(transformationId: string): Promise<void> {
    return this.publisher.automationFailed(transformationId);
  }
}
