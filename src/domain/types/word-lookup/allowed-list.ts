const SHOWN = 10;

/**
 * The allowed values named in a message, cut after ten so that a long list stays readable:
 * `allowed` joined by commas, and `total` the whole list's length when it was cut (0 when not),
 * which the catalog's message says as "… (N in all)" in the reader's language.
 */
export function describeAllowed(values: readonly string[]): { allowed: string; total: number } {
  if (values.length <= SHOWN) return { allowed: values.join(', '), total: 0 };
  return { allowed: values.slice(0, SHOWN).join(', '), total: values.length };
}
