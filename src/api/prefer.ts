/** The `Prefer` request header (RFC 7240): what a client would rather get back. */

/** Whether `Prefer` asks for `return=representation`, among any other preferences it lists. */
export function wantsRepresentation(prefer: string | string[] | undefined): boolean {
  const values = Array.isArray(prefer) ? prefer : prefer ? [prefer] : [];
  return values.some((value) =>
    value
      .split(',')
      .map((preference) => preference.split(';')[0]!.replace(/\s+/g, '').replaceAll('"', '').toLowerCase())
      .includes('return=representation'),
  );
}
