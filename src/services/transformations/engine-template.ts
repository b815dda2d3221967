/** A stored template with its columns, in the shape the engine reads. */
import type { EngineTemplate } from '../../engine/template.ts';
import { listColumns } from '../../store/columns.ts';
import type { Db } from '../templates/db.ts';

export async function engineTemplateOf(db: Db, templateId: string, handle: string): Promise<EngineTemplate> {
  const columns = await listColumns(db, templateId);
  return {
    template_handle: handle,
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
  };
}
