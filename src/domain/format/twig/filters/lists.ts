/** Filters over lists and hashes (and texts where Twig allows them): new values, inputs left as they are. */
import { TwigError } from '../errors.ts';
import { compare, entriesOf, type Hash, isHash, isList, toNumber, toText, type Value } from '../values.ts';
import type { Filter } from './filter.ts';

/**
 * Characters as PHP's mb_ functions count them: code points. A text without surrogate pairs (most
 * of them) is used as it is, sparing an array of a million one-character strings for a long text.
 */
const SURROGATE = /[\uD800-\uDFFF]/;
const characters = (
  text: string,
): ArrayLike<string> & { slice(from?: number, to?: number): string | string[] } =>
  SURROGATE.test(text) ? Array.from(text) : text;
const joined = (part: string | string[]) => (typeof part === 'string' ? part : part.join(''));

function length(input: Value): number {
  if (isList(input)) return input.length;
  if (isHash(input)) return input.size;
  if (input === null) return 0;
  let count = 0;
  for (const _ of toText(input)) count++;
  return count;
}

/** PHP's array_slice/mb_substr offsets: a negative start counts from the end, a negative length stops before it. */
function bounds(size: number, start: Value, count: Value): [number, number] {
  let from = Math.trunc(toNumber(start));
  if (from < 0) from = Math.max(0, size + from);
  from = Math.min(from, size);
  let to = size;
  if (count !== null) {
    const n = Math.trunc(toNumber(count));
    to = n < 0 ? Math.max(from, size + n) : Math.min(size, from + n);
  }
  return [from, to];
}

const slice: Filter = (input, [start = 0, count = null]) => {
  if (isList(input)) return input.slice(...bounds(input.length, start, count));
  if (isHash(input)) return new Map([...input].slice(...bounds(input.size, start, count)));
  const chars = characters(toText(input));
  return joined(chars.slice(...bounds(chars.length, start, count)));
};

function edge(input: Value, last: boolean): Value {
  if (isList(input) || isHash(input)) {
    const values = isList(input) ? input : [...input.values()];
    return (last ? values[values.length - 1] : values[0]) ?? null;
  }
  const chars = characters(toText(input));
  return (last ? chars[chars.length - 1] : chars[0]) ?? '';
}

/** `merge`: lists are appended; otherwise hashes are merged, later keys winning. */
const merge: Filter = (input, [other = null], budget) => {
  if (!(isList(other) || isHash(other))) throw new TwigError('runtime', 'merge_argument');
  const base = input === null ? [] : input;
  if (!(isList(base) || isHash(base))) throw new TwigError('runtime', 'merge_input');
  if (isList(base) && isList(other)) {
    budget.entries(base.length + other.length);
    return [...base, ...other];
  }
  const merged: Hash = new Map(entriesOf(base).map(([k, v]) => [toText(k), v]));
  for (const [k, v] of entriesOf(other)) merged.set(toText(k), v);
  budget.entries(merged.size);
  return merged;
};

const batch: Filter = (input, [size = 1, fill = null], budget) => {
  const values = isList(input) ? input : [...entriesOf(input).map(([, v]) => v)];
  const n = Math.trunc(toNumber(size));
  if (n < 1) throw new TwigError('runtime', 'batch_size');
  const rows: Value[][] = [];
  budget.entries(values.length + n);
  for (let i = 0; i < values.length; i += n) rows.push(values.slice(i, i + n));
  const lastRow = rows[rows.length - 1];
  if (fill !== null && lastRow) while (lastRow.length < n) lastRow.push(fill);
  return rows;
};

const sort: Filter = (input, args, budget) => {
  if (args.length > 0) throw new TwigError('refused', 'sort_argument');
  const values = isList(input) ? input : isHash(input) ? [...input.values()] : null;
  if (values === null) throw new TwigError('runtime', 'sort_input');
  // Each value takes part in about log2(n) comparisons, each costing its length.
  const rounds = Math.ceil(Math.log2(values.length + 1));
  for (let i = 0; i < rounds; i++) for (const value of values) budget.read(value);
  budget.step(values.length * rounds);
  return isList(input)
    ? [...input].sort(compare)
    : new Map([...(input as Hash)].sort(([, a], [, b]) => compare(a, b)));
};

const isEmpty = (value: Value) =>
  value === null ||
  value === '' ||
  value === false ||
  (isList(value) && value.length === 0) ||
  (isHash(value) && value.size === 0);

export const LIST_FILTERS: Record<string, Filter> = {
  length,
  default: (input, [fallback = '']) => (isEmpty(input) ? fallback : input),
  join: (input, [glue = '', and = null], budget) => {
    const values = entriesOf(input).map(([, value]) => toText(value));
    if (and !== null && values.length > 1) {
      return budget.text(values.slice(0, -1).join(toText(glue)) + toText(and) + values[values.length - 1]);
    }
    return budget.text(values.join(toText(glue)));
  },
  slice,
  first: (input) => edge(input, false),
  last: (input) => edge(input, true),
  keys: (input) => entriesOf(input).map(([key]) => key),
  reverse: (input) => {
    if (isList(input)) return [...input].reverse();
    if (isHash(input)) return new Map([...input].reverse());
    return Array.from(toText(input)).reverse().join('');
  },
  sort,
  merge,
  batch,
};
