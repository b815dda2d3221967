/**
 * Checks of what a caller writes on a connector: each bad field is one violation with its path,
 * all reported at once (409), so nothing half-checked is stored.
 */
import { type ViolationItem, violationOf } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import type { ConnectorColumn } from '../../store/sources/connectors.ts';

export const NAME_MAX = 255;
export const PICTURE_URL_MAX = 2000;
const SOURCE_MAX = 255;
const VALUE_MAP_MAX = 1000;
const VALUE_MAX = 1000;

export interface ConnectorColumnInput {
  column_id: string;
  source?: string | null;
  value_map?: Record<string, unknown> | null;
}

/** Records a violation: a phrase of the catalog, or the English of another module's error as it came. */
export type Add = (path: string, value: unknown, message: Phrase | string) => void;

export function collector(): { violations: ViolationItem[]; add: Add } {
  const violations: ViolationItem[] = [];
  return {
    violations,
    add: (property_path, invalid_value, message) =>
      violations.push(
        typeof message === 'string'
          ? { property_path, invalid_value: invalid_value ?? null, message }
          : violationOf(property_path, invalid_value, message),
      ),
  };
}

export const length = (value: string) => [...value].length;

export function checkConnectorName(name: string | null | undefined, add: Add): string {
  if (name === undefined || name === null || name.trim() === '') {
    add('name', name, phrase('violation.field.blank'));
    return '';
  }
  const trimmed = name.trim();
  if (length(trimmed) > NAME_MAX) add('name', name, phrase('violation.field.too_long', { max: NAME_MAX }));
  return trimmed;
}

/** A thumbnail shown in consoles and importers: https only, so a page served over https can show it. */
export function checkPictureUrl(url: string | null | undefined, add: Add): string | null {
  if (url === undefined || url === null || url.trim() === '') return null;
  const trimmed = url.trim();
  if (length(trimmed) > PICTURE_URL_MAX) {
    add('picture_url', url, phrase('violation.field.too_long', { max: PICTURE_URL_MAX }));
  } else if (!isHttpsUrl(trimmed)) {
    add('picture_url', url, phrase('violation.field.https_url'));
  }
  return trimmed;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The columns: each a column of the template (`known`), at most once; a source header or null;
 * a value map of text to text. Columns the caller may not see are not `known`.
 */
export function checkColumns(
  input: ConnectorColumnInput[],
  known: ReadonlySet<string>,
  add: Add,
): ConnectorColumn[] {
  const seen = new Set<string>();
  const columns: ConnectorColumn[] = [];
  input.forEach((entry, i) => {
    const at = `columns[${i}]`;
    if (!known.has(entry.column_id))
      add(`${at}.column_id`, entry.column_id, phrase('violation.field.column_not_in_template'));
    else if (seen.has(entry.column_id))
      add(`${at}.column_id`, entry.column_id, phrase('violation.field.column_given_twice'));
    seen.add(entry.column_id);
    const source =
      entry.source === undefined || entry.source === null || entry.source === '' ? null : entry.source;
    if (source !== null && length(source) > SOURCE_MAX) {
      add(`${at}.source`, source, phrase('violation.field.too_long', { max: SOURCE_MAX }));
    }
    columns.push({
      column_id: entry.column_id,
      source,
      value_map: checkValueMap(entry.value_map, `${at}.value_map`, add),
    });
  });
  return columns;
}

function checkValueMap(
  map: Record<string, unknown> | null | undefined,
  at: string,
  add: Add,
): Record<string, string> | null {
  if (map === undefined || map === null) return null;
  const entries = Object.entries(map);
  if (entries.length > VALUE_MAP_MAX) {
    add(at, entries.length, phrase('violation.field.value_map_size', { max: VALUE_MAP_MAX }));
    return null;
  }
  const checked: Record<string, string> = {};
  for (const [from, to] of entries) {
    if (typeof to !== 'string') add(`${at}.${from}`, to, phrase('violation.field.value_map_text'));
    else if (length(from) > VALUE_MAX || length(to) > VALUE_MAX)
      add(`${at}.${from}`, to, phrase('violation.field.value_map_length', { max: VALUE_MAX }));
    else checked[from] = to;
  }
  return entries.length ? checked : null;
}
