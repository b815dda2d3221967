/**
 * Connectors (DESIGN §7): a transformation's confirmed mapping, with its value maps, and the
 * options its file was read with, saved under a name; then listed, read, edited and deleted. A run
 * given a connector applies it (apply-connector.ts). A connector belongs to the sender whose
 * transformation it was saved from (null: the receiver's own), like that transformation.
 */
import { Violation } from '../../domain/errors.ts';
import {
  type ConnectorFields,
  type ConnectorReading,
  deleteConnector,
  listConnectors,
  updateConnector,
} from '../../store/sources/connectors.ts';
import { listColumns } from '../../store/templates/columns.ts';
import { findTemplateByHandle } from '../../store/templates/templates.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import { type Principal, reachesTemplate } from '../principal.ts';
import { shownTo } from '../templates/customer-templates.ts';
import { connectorOf } from './connector-access.ts';
import {
  type ConnectorColumnInput,
  checkColumns,
  checkConnectorName,
  checkPictureUrl,
  collector,
} from './connector-input.ts';
import { type ConnectorView, connectorView, type TemplateShape, templateShape } from './connector-view.ts';
import { checkReading, type ReadingInput } from './reading-input.ts';
import { type ConnectorSave, saveConnector } from './save-connector.ts';

/** An edit: properties not sent stay; `columns` sent replace the columns the caller can see. */
export interface ConnectorEdit extends ConnectorSave {
  reading?: ReadingInput | null;
  columns?: ConnectorColumnInput[] | null;
}

export class ConnectorService {
  constructor(private readonly ctx: ServiceContext) {}

  save(principal: Principal, transformationId: string, body: ConnectorSave): Promise<ConnectorView> {
    return saveConnector(this.ctx, principal, transformationId, body);
  }

  async get(principal: Principal, connectorId: string): Promise<ConnectorView> {
    const row = await connectorOf(this.ctx.db, principal, connectorId);
    return connectorView(row, await templateShape(this.ctx.db, row.template_id), principal);
  }

  async list(principal: Principal, page: PageRequest, templateHandle?: string): Promise<Page<ConnectorView>> {
    let templateId = principal.kind === 'customer' ? principal.templateId : null;
    if (templateHandle !== undefined && templateHandle.trim() !== '') {
      const template = await findTemplateByHandle(
        this.ctx.db,
        principal.organisationId,
        templateHandle.trim(),
      );
      // A template the caller cannot reach lists nothing, as one that does not exist.
      if (!template || !reachesTemplate(principal, template.template_id)) return pageOf([], 0, page);
      templateId = template.template_id;
    }
    const { rows, total } = await listConnectors(
      this.ctx.db,
      {
        organisationId: principal.organisationId,
        customerId: principal.kind === 'customer' ? principal.customerId : null,
        templateId,
      },
      { offset: (page.page - 1) * page.per_page, limit: page.per_page },
    );
    const shapes = new Map<string, Promise<TemplateShape>>();
    const shapeOf = (id: string) => shapes.get(id) ?? shapes.set(id, templateShape(this.ctx.db, id)).get(id)!;
    const views = await Promise.all(
      rows.map(async (row) => connectorView(row, await shapeOf(row.template_id), principal)),
    );
    return pageOf(views, total, page);
  }

  /** Any change moves `updated_at`, so that submissions made with the version before show `changed`. */
  async update(principal: Principal, connectorId: string, body: ConnectorEdit): Promise<ConnectorView> {
    const row = await connectorOf(this.ctx.db, principal, connectorId);
    const { violations, add } = collector();
    const fields: ConnectorFields = {
      name: body.name !== undefined ? checkConnectorName(body.name, add) : row.name,
      picture_url: body.picture_url !== undefined ? checkPictureUrl(body.picture_url, add) : row.picture_url,
      reading:
        body.reading !== undefined && body.reading !== null ? checkReading(body.reading, add) : row.reading,
      columns: row.columns,
    };
    const templateColumns = await listColumns(this.ctx.db, row.template_id);
    if (body.columns !== undefined && body.columns !== null) {
      const visible = new Set(templateColumns.filter((c) => shownTo(principal, c)).map((c) => c.column_id));
      const sent = checkColumns(body.columns, visible, add);
      // A sender cannot see a hidden column: it keeps the receiver's entry for it.
      fields.columns = [
        ...row.columns.filter((c) => !visible.has(c.column_id)),
        ...sent.filter((c) => visible.has(c.column_id)),
      ];
    }
    if (violations.length) throw new Violation(violations);
    // Sending back what was read is not an edit: the version runs applied stays current.
    const shape = { ...(await templateShape(this.ctx.db, row.template_id)), columns: templateColumns };
    if (sameFields(row, fields)) return connectorView(row, shape, principal);
    return this.ctx.db.transaction().execute(async (trx) => {
      const next = await updateConnector(trx, row.connector_id, fields, this.ctx.now());
      const after = connectorView(next, shape, principal);
      await recordChange(this.ctx, trx, principal, {
        action: 'update',
        resource_type: 'connector',
        resource_id: row.connector_id,
        before: connectorView(row, shape, principal),
        after,
      });
      return after;
    });
  }

  async delete(principal: Principal, connectorId: string): Promise<void> {
    const row = await connectorOf(this.ctx.db, principal, connectorId);
    const before = connectorView(row, await templateShape(this.ctx.db, row.template_id), principal);
    await this.ctx.db.transaction().execute(async (trx) => {
      await deleteConnector(trx, row.connector_id);
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'connector',
        resource_id: row.connector_id,
        before,
      });
    });
  }
}

function sameFields(row: ConnectorFields, next: ConnectorFields): boolean {
  const key = (f: ConnectorFields) =>
    JSON.stringify([
      f.name,
      f.picture_url,
      readingKey(f.reading),
      f.columns.map((c) => [c.column_id, c.source, c.value_map]),
    ]);
  return key(row) === key(next);
}

function readingKey(r: ConnectorReading) {
  return [r.encoding, r.delimiter, r.header_row, r.sheet, r.records_path];
}
