/**
 * JSON.parse that remembers what it read. A JSON column converts a cell, then a JSON constraint
 * on that column (json_contains…) reads the same text again: the last text is always remembered
 * (parsing it twice was about 2.5 % of a 1M-row profile of the benchmark template). Short texts
 * are also remembered in a map of at most REMEMBERED entries, emptied when full: JSON columns
 * often repeat the same small documents (the benchmark's attributes column has 72 different
 * ones), and parsing them again was another 2 %. The memory held is bounded by the two limits
 * plus one cell. The value is shared by every caller: callers must not modify it.
 */

/** What `parseRemembered` returns for a text that is not JSON. */
export const NOT_JSON: unique symbol = Symbol('not JSON');

const REMEMBERED = 256;
const LONGEST_REMEMBERED = 256;

const recent = new Map<string, unknown>();
let lastText: string | null = null;
let lastValue: unknown = NOT_JSON;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/** The text parsed as JSON, or NOT_JSON. */
export function parseRemembered(text: string): unknown {
  if (text === lastText) return lastValue;
  let value: unknown;
  if (text.length <= LONGEST_REMEMBERED) {
    // JSON.parse never answers undefined: undefined means not remembered.
    value = recent.get(text);
    if (value === undefined) {
      value = parse(text);
      if (recent.size >= REMEMBERED) recent.clear();
      recent.set(text, value);
    }
  } else value = parse(text);
  lastText = text;
  lastValue = value;
  return value;
}
