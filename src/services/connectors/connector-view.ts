/**
 * The Connector resource as read: its reading options and its columns, each named by the
 * template's current technical name, in the template's order. A column deleted from the template since is not shown (a run
 * ignores it too), nor, to a sender, a hidden column.
 */
import type { Db } from '../../store/db.ts';
import type { ConnectorReading, ConnectorRow } from '../../store/sources/connectors.ts';
import { type ColumnRow, listColumns } from '../../store/templates/columns.ts';
import { findTemplateById } from '../../store/templates/templates.ts';
import type { Principal } from '../principal.ts';
import { shownTo } from '../templates/customer-templates.ts';

export interface ConnectorColumnView {
  column_id: string;
  technical_name: string;
  source: string | null;
  value_map: Record<string, string> | null;
}

export interface ConnectorView {
  connector_id: string;
  name: string;
  picture_url: string | null;
  template_handle: string;
  customer_id: string | null;
  transformation_id: string | null;
  reading: ConnectorReading;
  columns: ConnectorColumnView[];
  created_at: string;
  updated_at: string;
}

/** What a view needs of a template; loaded once per template when a page holds several connectors. */
export interface TemplateShape {
  handle: string;
  columns: ColumnRow[];
}

export async function templateShape(db: Db, templateId: string): Promise<TemplateShape> {
  const [template, columns] = await Promise.all([
    findTemplateById(db, templateId),
    listColumns(db, templateId),
  ]);
  return { handle: template?.handle ?? '', columns };
}

export function connectorView(
  row: ConnectorRow,
  template: TemplateShape,
  principal: Principal,
): ConnectorView {
  const shown = new Set(template.columns.filter((c) => shownTo(principal, c)).map((c) => c.column_id));
  const entries = new Map(row.columns.map((c) => [c.column_id, c]));
  return {
    connector_id: row.connector_id,
    name: row.name,
    picture_url: row.picture_url,
    template_handle: template.handle,
    customer_id: row.customer_id,
    transformation_id: row.transformation_id,
    reading: {
      encoding: row.reading.encoding ?? null,
      delimiter: row.reading.delimiter ?? null,
      header_row: row.reading.header_row ?? null,
      sheet: row.reading.sheet ?? null,
      records_path: row.reading.records_path ?? null,
    },
    // In the template's order, whatever order they were written in.
    columns: template.columns.flatMap((column) => {
      const saved = shown.has(column.column_id) ? entries.get(column.column_id) : undefined;
      if (!saved) return [];
      const { column_id, source, value_map } = saved;
      return [{ column_id, technical_name: column.technical_name, source, value_map: value_map ?? null }];
    }),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
