/** The column as the API returns it (the specification's Column). */
import type { ColumnRow } from '../../store/columns.ts';
import type { NameValue } from '../../store/schema.ts';

export interface ColumnView {
  column_id: string;
  template_handle: string;
  position: number;
  technical_name: string;
  pretty_name: string;
  description: string | null;
  type: Record<string, unknown>;
  uniqueness: boolean;
  importance: 'required' | 'conditional' | 'optional';
  matchable_with_ai: boolean;
  hidden: boolean;
  user_metadata: NameValue[];
  /** Canonical DSL form, or null when the column has none. */
  conditions: string | null;
}

export function columnView(row: ColumnRow, templateHandle: string): ColumnView {
  return {
    column_id: row.column_id,
    template_handle: templateHandle,
    position: row.position,
    technical_name: row.technical_name,
    pretty_name: row.pretty_name,
    description: row.description,
    type: row.type,
    uniqueness: row.uniqueness,
    importance: row.importance,
    matchable_with_ai: row.matchable_with_ai,
    hidden: row.hidden,
    user_metadata: row.user_metadata,
    conditions: row.conditions,
  };
}
