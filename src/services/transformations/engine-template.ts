/** A stored template with its columns and constraints, in the shape the engine reads. */
import type { EngineTemplate } from '../../engine/template.ts';
import { listColumns } from '../../store/columns.ts';
import { listConstraintsOfTemplate } from '../../store/constraints.ts';
import { findTemplateById } from '../../store/templates.ts';
import type { Db } from '../templates/db.ts';

export async function engineTemplateOf(db: Db, templateId: string): Promise<EngineTemplate> {
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
