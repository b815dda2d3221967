/**
 * Text for XML documents (the XML format and the cells of an XLSX file). XML 1.0 cannot hold most
 * control characters at all, not even escaped; they are left out and reported as unencodable.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the control characters XML 1.0 cannot hold
const SPECIAL = /[&<>\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;
const INVALID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the control characters XML 1.0 cannot hold
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Removes the characters XML cannot hold, telling `onInvalid` how many and the first one. */
export function xmlSafe(value: string, onInvalid: (count: number, first: string) => void): string {
  if (!SPECIAL.test(value)) return value;
  const invalid = value.match(INVALID);
  if (!invalid) return value;
  onInvalid(invalid.length, invalid[0]!);
  return value.replace(INVALID, '');
}

/** Escapes element text; fast when there is nothing to escape. */
export function escapeXmlText(value: string, onInvalid: (count: number, first: string) => void): string {
  if (!SPECIAL.test(value)) return value;
  return xmlSafe(value, onInvalid).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
