/** A stored template with its columns and constraints, and a customer's custom fields, in the shapes the engine reads. */
import type { EngineTemplate } from '../../engine/index.ts';
import { findCustomerById } from '../../store/customers/customers.ts';
import type { Db } from '../../store/db.ts';
import { listColumns } from '../../store/templates/columns.ts';
import { listConstraintsOfTemplate } from '../../store/templates/constraints.ts';
import { findTemplateById } from '../../store/templates/templates.ts';

/** The template of a run, its messages in `language` (the transformation's; English when null). */
export async function engineTemplateOf(
  db: Db,
  templateId: string,
  language: string | null = null,
): Promise<EngineTemplate> {
  const template = await findTemplateById(db, templateId);
  if (!template) throw new Error(`Template ${templateId} is gone.`);
  const [columns, constraints] = await Promise.all([
    listColumns(db, templateId),
    listConstraintsOfTemplate(db, templateId),
  ]);
  return {
    template_handle: template.handle,
    name: template.name,
    item: template.item,
    accept_errors: template.accept_errors,
    file_name: template.file_name,
    extension: template.extension,
    export_empty_columns: template.export_empty_columns,
    format: template.format,
    language,
    columns: columns.map((c) => ({
      column_id: c.column_id,
      technical_name: c.technical_name,
      pretty_name: c.pretty_name,
      position: c.position,
      description: c.description,
      type: c.type as EngineTemplate['columns'][number]['type'],
      importance: c.importance,
      uniqueness: c.uniqueness,
      matchable_with_ai: c.matchable_with_ai,
      hidden: c.hidden,
      conditions: c.conditions,
    })),
    constraints: constraints.map((c) => ({
      constraint_id: c.constraint_id,
      column_id: c.column_id,
      function: c.function,
      label: c.label,
      arguments: c.arguments,
    })),
  };
}

/** The customer's `user_metadata` by name, for `*(name)` references; none for a receiver's upload. */
export async function customFieldsOf(db: Db, customerId: string | null): Promise<Record<string, string>> {
  if (!customerId) return {};
  const customer = await findCustomerById(db, customerId);
  return Object.fromEntries((customer?.user_metadata ?? []).map((m) => [m.name, m.value ?? '']));
}
