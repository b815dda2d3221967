/**
 * The settings form of a template as strings and booleans the inputs hold, read from the
 * template and turned back into the PUT /template/{handle} body.
 */
import type { RequestBody } from '../../../../shared/api-payload.ts';
import type { MetadataItem } from '../../ui/metadata-editor.tsx';
import { metadataToSend } from '../../ui/metadata-editor.tsx';
import type { Template } from './model.ts';

export const ACCESS_TYPES = ['public', 'restricted', 'private'] as const;
/** The date tags a file name may hold, resolved in UTC when the file is written. */
export const DATE_TAGS = ['{YYYY}', '{MM}', '{DD}', '{HH}', '{mm}', '{ss}'] as const;
/** The size field is in megabytes; the API stores bytes. */
export const MEGABYTE = 1024 * 1024;

export interface SettingsForm {
  name: string;
  description: string;
  picture_url: string;
  item: string;
  access_type: (typeof ACCESS_TYPES)[number];
  accept_errors: boolean;
  max_file_size: string;
  file_name: string;
  extension: string;
  export_empty_columns: boolean;
  is_enabled: boolean;
  user_metadata: MetadataItem[];
}

/** The fields the form shows, for the refusals the server names. */
export const SETTINGS_FIELDS = [
  'name',
  'description',
  'picture_url',
  'item',
  'access_type',
  'accept_errors',
  'max_file_size',
  'file_name',
  'extension',
  'export_empty_columns',
  'is_enabled',
  'user_metadata',
] as const;

export function settingsOf(template: Template): SettingsForm {
  return {
    name: template.name ?? '',
    description: template.description ?? '',
    picture_url: template.picture_url ?? '',
    item: template.item ?? '',
    access_type: template.access_type,
    accept_errors: template.accept_errors,
    max_file_size:
      template.max_file_size === null ? '' : String(+(template.max_file_size / MEGABYTE).toFixed(3)),
    file_name: template.file_name ?? '',
    extension: template.extension ?? '',
    export_empty_columns: template.export_empty_columns,
    is_enabled: template.is_enabled,
    user_metadata: template.user_metadata.map((item) => ({ ...item })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function settingsBody(form: SettingsForm): RequestBody<'putTemplateTemplateHandle'> {
  const size = form.max_file_size.trim();
  return {
    name: form.name.trim(),
    description: orNull(form.description),
    picture_url: orNull(form.picture_url),
    item: orNull(form.item),
    access_type: form.access_type,
    accept_errors: form.accept_errors,
    // Not a number is sent as written, for the server to name the field.
    max_file_size:
      size === '' ? null : Number.isFinite(+size) ? Math.round(+size * MEGABYTE) : (size as never),
    file_name: orNull(form.file_name),
    extension: orNull(form.extension),
    export_empty_columns: form.export_empty_columns,
    is_enabled: form.is_enabled,
    user_metadata: metadataToSend(form.user_metadata),
  };
}

/** The file name as it would be written now: the date tags resolved in UTC. */
export function resolveFileName(name: string, now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const parts: Record<string, string> = {
    '{YYYY}': String(now.getUTCFullYear()),
    '{MM}': two(now.getUTCMonth() + 1),
    '{DD}': two(now.getUTCDate()),
    '{HH}': two(now.getUTCHours()),
    '{mm}': two(now.getUTCMinutes()),
    '{ss}': two(now.getUTCSeconds()),
  };
  return name.replace(/\{(YYYY|MM|DD|HH|mm|ss)\}/g, (tag) => parts[tag] ?? tag);
}
