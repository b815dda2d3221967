/**
 * One page of a JSON API source (api_fetcher): its records, written back one JSON text a record,
 * and the value its cursor path names. Parsing a page of up to 32 MiB takes hundreds of
 * milliseconds, so this runs in an engine thread (task `apiPage`): the worker's event loop, which
 * `ferry serve` shares with the API, only moves the page's text in and the records' text out.
 */

/** What a page holds, as plain data. */
export interface ApiPage {
  /** Whether the answer was JSON at all. */
  json: boolean;
  /** The records, each as one JSON text; null when `records_path` names no list. */
  records: string[] | null;
  /** The value at `cursor_path`, when it is a string, a number or a boolean; null otherwise. */
  cursor: string | number | boolean | null;
}

export function readApiPage(text: string, recordsPath: string, cursorPath: string | null): ApiPage {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { json: false, records: null, cursor: null };
  }
  const found = valueAt(document, recordsPath);
  const cursor = cursorPath ? valueAt(document, cursorPath) : null;
  return {
    json: true,
    records: Array.isArray(found) ? found.map((record) => JSON.stringify(record) ?? 'null') : null,
    cursor: ['string', 'number', 'boolean'].includes(typeof cursor)
      ? (cursor as string | number | boolean)
      : null,
  };
}

/**
 * The dotted paths of an api_fetcher block (`data.items`, `meta.next_cursor`, `results.0.rows`):
 * object keys and array indexes, nothing more. An empty path is the answer itself.
 */
export function valueAt(document: unknown, path: string): unknown {
  if (path.trim() === '') return document;
  let value = document;
  for (const key of path.split('.')) {
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else if (value !== null && typeof value === 'object' && Object.hasOwn(value, key)) {
      value = (value as Record<string, unknown>)[key];
    } else return undefined;
  }
  return value;
}
