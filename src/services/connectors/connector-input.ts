/**
 * Checks of what a caller writes on a connector: each bad field is one violation with its path,
 * all reported at once (409), so nothing half-checked is stored.
 */
import type { ViolationItem } from '../../domain/errors.ts';
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

export type Add = (path: string, value: unknown, message: string) => void;

export function collector(): { violations: ViolationItem[]; add: Add } {
  const violations: ViolationItem[] = [];
  return {
    violations,
    add: (property_path, invalid_value, message) =>
      violations.push({ property_path, invalid_value: invalid_value ?? null, message }),
  };
}

export const length = (value: string) => [...value].length;

export function checkConnectorName(name: string | null | undefined, add: Add): string {
  if (name === undefined || name === null || name.trim() === '') {
    add('name', name, 'This value should not be blank.');
    return '';
  }
  const trimmed = name.trim();
  if (length(trimmed) > NAME_MAX)
    add('name', name, `This value is too long. It should have ${NAME_MAX} characters or less.`);
  return trimmed;
}

/** A thumbnail shown in consoles and importers: https only, so a page served over https can show it. */
export function checkPictureUrl(url: string | null | undefined, add: Add): string | null {
  if (url === undefined || url === null || url.trim() === '') return null;
  const trimmed = url.trim();
  if (length(trimmed) > PICTURE_URL_MAX) {
    add('picture_url', url, `This value is too long. It should have ${PICTURE_URL_MAX} characters or less.`);
  } else if (!isHttpsUrl(trimmed)) {
    add('picture_url', url, 'This value is not a valid https URL.');
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
      add(`${at}.column_id`, entry.column_id, 'This column is not in the template.');
    else if (seen.has(entry.column_id))
      add(`${at}.column_id`, entry.column_id, 'This column is given twice.');
    seen.add(entry.column_id);
    const source =
      entry.source === undefined || entry.source === null || entry.source === '' ? null : entry.source;
    if (source !== null && length(source) > SOURCE_MAX) {
      add(`${at}.source`, source, `This value is too long. It should have ${SOURCE_MAX} characters or less.`);
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
    add(at, entries.length, `A value map has at most ${VALUE_MAP_MAX} entries.`);
    return null;
  }
  const checked: Record<string, string> = {};
  for (const [from, to] of entries) {
    if (typeof to !== 'string') add(`${at}.${from}`, to, 'A value map turns a text into a text.');
    else if (length(from) > VALUE_MAX || length(to) > VALUE_MAX)
      add(`${at}.${from}`, to, `Each value has at most ${VALUE_MAX} characters.`);
    else checked[from] = to;
  }
  return entries.length ? checked : null;
}
