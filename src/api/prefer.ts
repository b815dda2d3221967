/** The `Prefer` request header (RFC 7240): what a client would rather get back. */

function prefers(prefer: string | string[] | undefined, wanted: string): boolean {
  const values = Array.isArray(prefer) ? prefer : prefer ? [prefer] : [];
  return values.some((value) =>
    value
      .split(',')
      .map((preference) => preference.split(';')[0]!.replace(/\s+/g, '').replaceAll('"', '').toLowerCase())
      .includes(wanted),
  );
}

/** Whether `Prefer` asks for `return=representation`, among any other preferences it lists. */
export function wantsRepresentation(prefer: string | string[] | undefined): boolean {
  return prefers(prefer, 'return=representation');
}

/** Whether `Prefer` asks for `respond-async`: 202 at once rather than waiting for a long task. */
export function wantsAsync(prefer: string | string[] | undefined): boolean {
  return prefers(prefer, 'respond-async');
}
