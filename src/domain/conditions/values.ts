/**
 * How operators read values. Values reaching rules are canonical strings (numbers as plain
 * decimals with `.`, dates ISO, booleans `true`/`false`); '' is an empty cell.
 */

/** Empty means nothing but whitespace: a cell holding only spaces is not filled in anyone's eyes. */
export function isEmptyValue(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

// Plain decimals only: `1e3`, `0x10` or `1,5` are text, so a code like `007E1` never reads as a number.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The number a value holds, or undefined when it is not a plain decimal. */
export function asNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * Orders two values: numerically when both are numbers, else by UTF-16 code units (so ISO dates
 * and times order correctly). Undefined when either side is empty: an empty cell is neither
 * greater nor lower than anything.
 */
export function compareValues(left: string, right: string | undefined): number | undefined {
  if (isEmptyValue(left) || right === undefined || isEmptyValue(right)) return undefined;
  const a = asNumber(left);
  const b = asNumber(right);
  if (a !== undefined && b !== undefined) return Math.sign(a - b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Items of a comma-separated list, trimmed, empty items dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Length in characters (code points), so an emoji or an accented letter counts once. */
export function lengthOf(value: string): number {
  return [...value].length;
}

/** A whole number written in plain digits, or undefined. */
export function asWholeNumber(value: string): number | undefined {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

export const WHOLE_NUMBER_EXPECTED = 'a whole number (the length to compare with)';

/** Parse-time check shared by the LENGTH_* operators. */
export function checkWholeNumber(value: string): string | undefined {
  return asWholeNumber(value) === undefined ? WHOLE_NUMBER_EXPECTED : undefined;
}
