/**
 * JSON.parse that remembers the last text it read. A JSON column converts a cell, then a JSON
 * constraint on that column (json_contains…) reads the same text again: parsing it twice was
 * about 2.5 % of a 1M-row profile of the benchmark template. Only one text is remembered, so the
 * memory held is one cell's. The value is shared by every caller: callers must not modify it.
 */

/** What `parseRemembered` returns for a text that is not JSON. */
export const NOT_JSON: unique symbol = Symbol('not JSON');

let lastText: string | null = null;
let lastValue: unknown = NOT_JSON;

/** The text parsed as JSON, or NOT_JSON. */
export function parseRemembered(text: string): unknown {
  if (text === lastText) return lastValue;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = NOT_JSON;
  }
  lastText = text;
  lastValue = value;
  return value;
}
