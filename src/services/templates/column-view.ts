/** The column as the API returns it (the specification's Column). */
import type { ColumnRow } from '../../store/templates/columns.ts';

/** The stored column without its internal fields, named by its template's handle. */
export type ColumnView = Omit<ColumnRow, 'template_id' | 'created_at'> & { template_handle: string };

export function columnView(row: ColumnRow, templateHandle: string): ColumnView {
  const { template_id: _template, created_at: _created, ...fields } = row;
  return { ...fields, template_handle: templateHandle };
}
