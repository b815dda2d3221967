/** The template as the API returns it: the specification's list-entry shape, for reads and lists alike. */
import type { NameValue } from '../../store/schema.ts';
import type { TemplateRow } from '../../store/templates.ts';

export interface TemplateView {
  template_handle: string;
  is_enabled: boolean;
  name: string | null;
  description: string | null;
  picture_url: string | null;
  user_metadata: NameValue[];
  item: string | null;
  access_type: 'public' | 'restricted' | 'private';
  accept_errors: boolean;
  max_file_size: number | null;
  /** Stored value, date tags unresolved. */
  file_name: string | null;
  extension: string | null;
  export_empty_columns: boolean;
  format: Record<string, unknown> | null;
}

export function templateView(row: TemplateRow): TemplateView {
  return {
    template_handle: row.handle,
    is_enabled: row.is_enabled,
    name: row.name,
    description: row.description,
    picture_url: row.picture_url,
    user_metadata: row.user_metadata,
    item: row.item,
    access_type: row.access_type,
    accept_errors: row.accept_errors,
    max_file_size: row.max_file_size === null ? null : Number(row.max_file_size),
    file_name: row.file_name,
    extension: row.extension,
    export_empty_columns: row.export_empty_columns,
    format: row.format,
  };
}
