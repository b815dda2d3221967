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
