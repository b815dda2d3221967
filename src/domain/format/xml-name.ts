/**
 * XML element names (XML 1.0, fifth edition, `Name`), without the colon: a prefix would need a
 * namespace declaration that a template cannot give, and namespace-aware readers reject it.
 */

const START =
  'A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D' +
  '\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const REST = `${START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
const NAME = new RegExp(`^[${START}][${REST}]*$`, 'u');
const NOT_REST = new RegExp(`[^${REST}]`, 'gu');

/** Whether `name` can be used as an element name. */
export function isXmlName(name: string): boolean {
  return NAME.test(name);
}

/**
 * An element name for any column name: invalid characters become `_`, and a name that cannot start
 * an element (a digit, `-`, `.`, or nothing) gets a leading `_`. `2nd price` → `_2nd_price`.
 */
export function toXmlName(name: string): string {
  if (isXmlName(name)) return name;
  const cleaned = name.replace(NOT_REST, '_');
  return isXmlName(cleaned) ? cleaned : `_${cleaned}`;
}
