/**
 * The only values a template ever sees: plain data. Hashes are `Map`s, lists are arrays, so an
 * attribute lookup reads own entries and nothing else: `constructor`, `__proto__` or `toString`
 * are simply not there, and no value is ever a function.
 */
import type { Budget } from './budget.ts';
import { TwigError } from './errors.ts';

export type Value = null | boolean | number | string | Value[] | Hash;
export type Hash = Map<string, Value>;

/** Plain data from a render's variables: own enumerable entries only, functions and symbols dropped. */
export function toValue(input: unknown, depth = 0): Value {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string' || typeof input === 'boolean') return input;
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (depth > 16 || typeof input !== 'object') return null;
  if (Array.isArray(input)) return input.map((v) => toValue(v, depth + 1));
  if (input instanceof Map) {
    return new Map([...input].map(([k, v]) => [String(k), toValue(v, depth + 1)]));
  }
  const hash: Hash = new Map();
  for (const key of Object.keys(input)) {
    const descriptor = Object.getOwnPropertyDescriptor(input, key);
    // A getter would run code of the caller's choosing, a function is code: plain data has neither.
    const value = descriptor && 'value' in descriptor ? descriptor.value : undefined;
    if (typeof value !== 'function' && typeof value !== 'symbol' && value !== undefined) {
      hash.set(key, toValue(value, depth + 1));
    }
  }
  return hash;
}

export const isHash = (value: Value): value is Hash => value instanceof Map;
export const isList = (value: Value): value is Value[] => Array.isArray(value);

/** PHP's truthiness, which Twig follows: '', '0', 0, null, false and empty lists or hashes are false. */
export function truthy(value: Value): boolean {
  if (value === null || value === false || value === '' || value === '0' || value === 0) return false;
  if (isList(value)) return value.length > 0;
  if (isHash(value)) return value.size > 0;
  return true;
}

/** Numbers print as PHP prints them: 14 significant digits, so 0.1 + 0.2 is 0.3. */
export function numberText(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toPrecision(14)));
}

/** Text of a printable value; a list or hash cannot be printed (`join` or `json_encode` it). */
export function toText(value: Value): string {
  if (value === null || value === false) return '';
  if (value === true) return '1';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return value;
  throw new TwigError('runtime', 'not_text', { kind: isList(value) ? 'list' : 'hash' });
}

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;
const LEADING = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/;

export const isNumeric = (value: Value): boolean =>
  typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value));

/** A number as PHP arithmetic reads it: a numeric prefix of a string, otherwise 0. */
export function toNumber(value: Value): number {
  if (typeof value === 'number') return value;
  if (value === true) return 1;
  if (value === null || value === false) return 0;
  if (typeof value === 'string') {
    const match = LEADING.exec(value);
    return match ? Number(match[0]) : 0;
  }
  throw new TwigError('runtime', 'not_number', { kind: isList(value) ? 'list' : 'hash' });
}

/** Twig's `==` (PHP 8 loose comparison, for the kinds of values a template holds). */
export function looseEquals(a: Value, b: Value, budget: Budget, depth = 0): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return truthy(a) === truthy(b);
  if (a === null || b === null) return truthy(a) === truthy(b) && (a ?? b) !== '0';
  if (isList(a) || isHash(a) || isList(b) || isHash(b)) return sameData(a, b, looseEquals, budget, depth);
  if (typeof a === 'number' || typeof b === 'number') {
    if (isNumeric(a) && isNumeric(b)) return toNumber(a) === toNumber(b);
    return toText(a) === toText(b);
  }
  if (isNumeric(a) && isNumeric(b)) return toNumber(a) === toNumber(b);
  return a === b;
}

/** `same as`: equal kind and value. */
export function strictEquals(a: Value, b: Value, budget: Budget, depth = 0): boolean {
  if (isList(a) || isHash(a) || isList(b) || isHash(b)) return sameData(a, b, strictEquals, budget, depth);
  return a === b;
}

/** Deepest nesting of lists and hashes that comparisons and json_encode walk. */
export const MAX_VALUE_DEPTH = 256;

export function checkValueDepth(depth: number): void {
  if (depth > MAX_VALUE_DEPTH) {
    throw new TwigError('budget', 'nested_too_deep', { max: MAX_VALUE_DEPTH });
  }
}

/** Lists and hashes compared entry by entry, each entry a step (values may share parts, so size is not depth). */
function sameData(
  a: Value,
  b: Value,
  equal: (x: Value, y: Value, budget: Budget, depth: number) => boolean,
  budget: Budget,
  depth: number,
): boolean {
  checkValueDepth(depth);
  budget.step();
  const same = (x: Value, y: Value) => {
    budget.read(x);
    return equal(x, y, budget, depth + 1);
  };
  if (isList(a) && isList(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]!));
  if (isHash(a) && isHash(b))
    return a.size === b.size && [...a].every(([k, v]) => b.has(k) && same(v, b.get(k)!));
  return false;
}

/** Twig's `<=>`: numbers when both sides are numeric, text otherwise. */
export function compare(a: Value, b: Value): number {
  if (
    (isNumeric(a) || a === null || typeof a === 'boolean') &&
    (isNumeric(b) || b === null || typeof b === 'boolean')
  ) {
    const x = toNumber(a);
    const y = toNumber(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (isList(a) && isList(b)) return Math.sign(a.length - b.length);
  const x = toText(a);
  const y = toText(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Entries of a list or hash as [key, value] pairs; anything else has none. */
export function entriesOf(value: Value): [Value, Value][] {
  if (isList(value)) return value.map((v, i) => [i, v]);
  if (isHash(value)) return [...value];
  return [];
}

/** Reads `key` of a list (an integer index) or a hash (an own entry); anything else is null. */
export function attributeOf(value: Value, key: Value): Value | undefined {
  if (isList(value)) {
    const index = typeof key === 'number' ? key : isNumeric(key) ? toNumber(key) : Number.NaN;
    return Number.isInteger(index) && index >= 0 && index < value.length ? value[index]! : undefined;
  }
  if (isHash(value) && (typeof key === 'string' || typeof key === 'number')) {
    return value.get(typeof key === 'number' ? numberText(key) : key);
  }
  return undefined;
}

/** Short kind name for messages. */
export function kindOf(value: Value): string {
  if (value === null) return 'null';
  if (isList(value)) return 'list';
  if (isHash(value)) return 'hash';
  return typeof value;
}
