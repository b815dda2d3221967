/**
 * Alerts (DESIGN §10), as the routes see them: any user of the organisation reads them; owners,
 * admins and API keys write them (members are stopped by the member-access hook). A sender's token
 * never reaches them; another organisation's alert is 403 and says nothing of it.
 */
import { randomUUID } from 'node:crypto';
import { Forbidden, fromCatalog, NotFound, Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import {
  type AlertKey,
  type AlertRow,
  countAlerts,
  deleteAlert,
  findAlert,
  insertAlert,
  listAlerts,
  organisationOfAlert,
  updateAlert,
} from '../../store/events/alerts.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import { isReceiver, type Principal } from '../principal.ts';
import { type AlertWrite, checkAlert } from './alert-checks.ts';
import { type AlertView, alertViews } from './alert-view.ts';

function writeCursor(row: AlertKey): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.alert_id}`).toString('base64url');
}

function readCursor(cursor: string): AlertKey {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw Violation.of('cursor', cursor, phrase('violation.field.alert_cursor'));
  }
  return { created_at: createdAt, alert_id: id };
}

function requireReceiver(principal: Principal): void {
  if (!isReceiver(principal)) throw new Forbidden(...fromCatalog('exception.alerts.receiver_only'));
}

export class AlertService {
  constructor(private readonly ctx: ServiceContext) {}

  async create(principal: Principal, body: AlertWrite): Promise<AlertView> {
    requireReceiver(principal);
    const { violations, fields } = await checkAlert(this.ctx.db, principal.organisationId, body);
    if (violations.length) throw new Violation(violations);
    const at = this.ctx.now();
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await insertAlert(trx, {
        alert_id: randomUUID(),
        organisation_id: principal.organisationId,
        ...fields,
        created_at: at,
        updated_at: at,
      });
      const view = (await alertViews(trx, [row]))[0]!;
      await recordChange(this.ctx, trx, principal, {
        action: 'create',
        resource_type: 'alert',
        resource_id: row.alert_id,
        after: view,
      });
      return view;
    });
  }

  async get(principal: Principal, alertId: string): Promise<AlertView> {
    return (await alertViews(this.ctx.db, [await this.resolve(principal, alertId)]))[0]!;
  }

  /**
   * Oldest first. With `cursor` (the `next_cursor` of the page before), the page starts after the
   * alert it names and `page` is not used: alerts added meanwhile neither repeat nor go missing.
   */
  async list(
    principal: Principal,
    page: PageRequest,
    cursor?: string,
  ): Promise<Page<AlertView> & { next_cursor: string | null }> {
    requireReceiver(principal);
    const after = cursor === undefined ? null : readCursor(cursor);
    const total = await countAlerts(this.ctx.db, principal.organisationId);
    const offset = after ? 0 : (page.page - 1) * page.per_page;
    const rows = await listAlerts(this.ctx.db, principal.organisationId, after, offset, page.per_page + 1);
    const shown = rows.slice(0, page.per_page);
    const last = shown.at(-1);
    return {
      ...pageOf(await alertViews(this.ctx.db, shown), total, page),
      next_cursor: rows.length > page.per_page && last ? writeCursor(last) : null,
    };
  }

  /** A property not sent keeps its value; the whole alert is checked again. */
  async update(principal: Principal, alertId: string, body: AlertWrite): Promise<AlertView> {
    const stored = await this.get(principal, alertId);
    // A new kind does not inherit the feed or threshold that only the old one had.
    const sameKind = body.kind === undefined || body.kind === stored.kind;
    const keep = <K extends keyof AlertWrite>(key: K, value: AlertWrite[K]) =>
      body[key] === undefined
        ? sameKind || (key !== 'feed_id' && key !== 'threshold')
          ? value
          : null
        : body[key];
    const { violations, fields } = await checkAlert(this.ctx.db, principal.organisationId, {
      kind: keep('kind', stored.kind),
      template_handles: keep('template_handles', stored.template_handles),
      feed_id: keep('feed_id', stored.feed_id),
      threshold: keep('threshold', stored.threshold),
      recipients: keep('recipients', stored.recipients),
      webhook_id: keep('webhook_id', stored.webhook_id),
      enabled: keep('enabled', stored.enabled),
    });
    if (violations.length) throw new Violation(violations);
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await updateAlert(trx, principal.organisationId, stored.alert_id, fields, this.ctx.now());
      const view = (await alertViews(trx, [row]))[0]!;
      await recordChange(this.ctx, trx, principal, {
        action: 'update',
        resource_type: 'alert',
        resource_id: row.alert_id,
        before: stored,
        after: view,
      });
      return view;
    });
  }

  async delete(principal: Principal, alertId: string): Promise<void> {
    const row = await this.resolve(principal, alertId);
    const before = (await alertViews(this.ctx.db, [row]))[0];
    await this.ctx.db.transaction().execute(async (trx) => {
      await deleteAlert(trx, principal.organisationId, row.alert_id);
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'alert',
        resource_id: row.alert_id,
        before,
      });
    });
  }

  private async resolve(principal: Principal, alertId: string): Promise<AlertRow> {
    requireReceiver(principal);
    const found = await findAlert(this.ctx.db, principal.organisationId, alertId);
    if (found) return found;
    if (await organisationOfAlert(this.ctx.db, alertId)) throw new Forbidden();
    throw new NotFound('Alert');
  }
}
