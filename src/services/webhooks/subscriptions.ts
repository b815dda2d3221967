/**
 * Webhook subscriptions: created, listed and deleted by the receiver. Writing needs the plan's
 * X_WEBHOOKS; reading does not, so that a downgraded organisation still sees what it had. The
 * secret is generated here and returned by creation only.
 */
import { randomUUID } from 'node:crypto';
import { Forbidden, fromCatalog, NotFound, Violation } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/product.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { Db } from '../../store/db.ts';
import { forgetAlertWebhook } from '../../store/events/alerts.ts';
import {
  countWebhooks,
  findWebhook,
  insertWebhook,
  listWebhooks,
  markWebhookDeleted,
  organisationOfWebhook,
  setWebhookTemplates,
  templatesOfWebhooks,
  updateWebhook,
  type WebhookChange,
  type WebhookRow,
} from '../../store/events/webhooks.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import type { SecretBox } from '../identity/secret-box.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import { isReceiver, type Principal } from '../principal.ts';
import { newSigningSecret, sealSigningSecret } from './signing-secret.ts';
import { type CheckedWebhook, checkWebhook, type WebhookWrite } from './subscription-checks.ts';

export interface WebhookView {
  webhook_id: string;
  url: string;
  events: string[];
  /** Handles of the templates listened to; null for every template of the organisation. */
  template_handles: string[] | null;
  enabled: boolean;
  created_at: string;
}

export const WEBHOOKS_PERMISSION = 'X_WEBHOOKS';

/** The columns a checked write sets (the templates listened to are rows of their own). */
function storedFields(checked: CheckedWebhook): WebhookChange {
  return {
    url: checked.url,
    events: checked.events,
    all_templates: checked.templateIds === null,
    enabled: checked.enabled,
  };
}

/** Subscriptions are the receiver's: a sender's token never reaches them. */
export function requireReceiver(principal: Principal): void {
  if (!isReceiver(principal)) throw new Forbidden(...fromCatalog('exception.webhooks.receiver_only'));
}

export class WebhookSubscriptions {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly outbound: OutboundHttp,
    private readonly secrets: SecretBox,
  ) {}

  async create(principal: Principal, body: WebhookWrite): Promise<WebhookView & { secret: string }> {
    await this.requireWebhooks(principal);
    const { violations, checked } = await checkWebhook(
      this.ctx.db,
      this.outbound,
      principal.organisationId,
      body,
    );
    if (violations.length) throw new Violation(violations);
    const webhookId = randomUUID();
    const secret = newSigningSecret();
    const sealed = await sealSigningSecret(this.secrets, webhookId, secret);
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const inserted = await insertWebhook(trx, {
        webhook_id: webhookId,
        organisation_id: principal.organisationId,
        ...storedFields(checked),
        secret: sealed,
        created_at: this.ctx.now(),
      });
      await setWebhookTemplates(trx, inserted.webhook_id, checked.templateIds ?? []);
      await recordChange(this.ctx, trx, principal, {
        action: 'create',
        resource_type: 'webhook',
        resource_id: webhookId,
        after: { ...(await this.views([inserted], trx))[0], secret },
      });
      return inserted;
    });
    return { ...(await this.views([row]))[0]!, secret };
  }

  async get(principal: Principal, webhookId: string): Promise<WebhookView> {
    return (await this.views([await this.resolve(principal, webhookId)]))[0]!;
  }

  /**
   * Changes a subscription; a property not sent keeps its value, the secret is kept. Deliveries
   * still pending go to the new URL: each attempt reads it. Disabled, it gets no new deliveries;
   * those already made keep their retries.
   */
  async update(principal: Principal, webhookId: string, body: WebhookWrite): Promise<WebhookView> {
    await this.requireWebhooks(principal);
    const stored = await this.get(principal, webhookId);
    const { violations, checked } = await checkWebhook(this.ctx.db, this.outbound, principal.organisationId, {
      url: body.url === undefined ? stored.url : body.url,
      events: body.events === undefined ? stored.events : body.events,
      template_handles: body.template_handles === undefined ? stored.template_handles : body.template_handles,
      enabled: body.enabled ?? stored.enabled,
    });
    if (violations.length) throw new Violation(violations);
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const updated = await updateWebhook(
        trx,
        principal.organisationId,
        webhookId,
        storedFields(checked),
        checked.templateIds ?? [],
      );
      await recordChange(this.ctx, trx, principal, {
        action: 'update',
        resource_type: 'webhook',
        resource_id: webhookId,
        before: stored,
        after: (await this.views([updated], trx))[0],
      });
      return updated;
    });
    return (await this.views([row]))[0]!;
  }

  async list(principal: Principal, page: PageRequest): Promise<Page<WebhookView>> {
    requireReceiver(principal);
    const organisationId = principal.organisationId;
    const total = await countWebhooks(this.ctx.db, organisationId);
    const rows = await listWebhooks(
      this.ctx.db,
      organisationId,
      (page.page - 1) * page.per_page,
      page.per_page,
    );
    return pageOf(await this.views(rows), total, page);
  }

  async delete(principal: Principal, webhookId: string): Promise<void> {
    await this.requireWebhooks(principal);
    const row = await this.resolve(principal, webhookId);
    const before = (await this.views([row]))[0];
    await this.ctx.db.transaction().execute(async (trx) => {
      await markWebhookDeleted(trx, principal.organisationId, row.webhook_id, this.ctx.now());
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'webhook',
        resource_id: row.webhook_id,
        before,
      });
      await forgetAlertWebhook(trx, principal.organisationId, row.webhook_id);
    });
  }

  /** The caller's live subscription; another organisation's is 403 and says nothing of it. */
  async resolve(principal: Principal, webhookId: string): Promise<WebhookRow> {
    requireReceiver(principal);
    const found = await findWebhook(this.ctx.db, principal.organisationId, webhookId);
    if (found) return found;
    if (await organisationOfWebhook(this.ctx.db, webhookId)) throw new Forbidden();
    throw new NotFound('Webhook');
  }

  /** 402 unless the organisation's plan grants webhooks. */
  async requireWebhooks(principal: Principal): Promise<void> {
    requireReceiver(principal);
    requirePermission(await planOfOrganisation(this.ctx.db, principal.organisationId), WEBHOOKS_PERMISSION);
  }

  private async views(rows: WebhookRow[], db: Db = this.ctx.db): Promise<WebhookView[]> {
    const templates = await templatesOfWebhooks(
      db,
      rows.map((row) => row.webhook_id),
    );
    return rows.map((row) => ({
      webhook_id: row.webhook_id,
      url: row.url,
      events: row.events,
      template_handles: row.all_templates
        ? null
        : templates.filter((t) => t.webhook_id === row.webhook_id).map((t) => t.handle),
      enabled: row.enabled,
      created_at: row.created_at.toISOString(),
    }));
  }
}
