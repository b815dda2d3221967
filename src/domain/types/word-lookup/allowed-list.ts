const SHOWN = 10;

/** The allowed values named in a message, cut after ten so that a long list stays readable. */
export function describeAllowed(values: readonly string[]): string {
  if (values.length <= SHOWN) return values.join(', ');
  return `${values.slice(0, SHOWN).join(', ')}, … (${values.length} in all)`;
}
