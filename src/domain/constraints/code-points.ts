/**
 * Lengths count Unicode code points, so "é" and "😀" are one character each, as a person counts
 * them (UTF-16 length would count the emoji twice). Combined accents still count separately.
 */
export function codePointLength(value: string): number {
  let length = 0;
  for (const _ of value) length++;
  return length;
}
