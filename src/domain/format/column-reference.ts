/** Column references in formats: `#(price)` as in the condition DSL, or the bare technical name. */

/** The technical name a reference points to; null when it is not a string or is blank. */
export function referencedColumn(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^#\((.*)\)$/s.exec(value.trim());
  const name = match ? match[1]! : value.trim();
  return name === '' ? null : name;
}
