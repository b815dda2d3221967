/** Filters over text. Each scans its input once (no backtracking pattern on a receiver's text). */
import { TwigError } from '../errors.ts';
import { CHARS_PER_STEP, MAX_RANGE } from '../limits.ts';
import { entriesOf, isHash, toNumber, toText, type Value } from '../values.ts';
import { rawUrlEncode } from './escape.ts';
import type { Filter } from './filter.ts';
import { sprintf } from './sprintf.ts';

const PHP_WHITESPACE = ' \t\n\r\0\x0B';

function trim(input: Value, [chars = null, side = 'both']: Value[]): string {
  const text = toText(input);
  const set = new Set(chars === null ? PHP_WHITESPACE : toText(chars));
  const sideName = toText(side);
  if (!['both', 'left', 'right'].includes(sideName)) {
    throw new TwigError('runtime', 'trim_side', { side: sideName });
  }
  let start = 0;
  let end = text.length;
  if (sideName !== 'right') while (start < end && set.has(text[start]!)) start++;
  if (sideName !== 'left') while (end > start && set.has(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** `replace({from: to})`, PHP's strtr: at each position the longest key matches, text is not re-read. */
const replace: Filter = (input, [pairs = null], budget) => {
  if (!isHash(pairs)) throw new TwigError('runtime', 'replace_pairs');
  const text = toText(input);
  const keys = [...pairs.keys()].filter((key) => key !== '').sort((a, b) => b.length - a.length);
  // Each position may compare every key over its length: that is the work charged.
  const keyLength = keys.reduce((sum, key) => sum + key.length, 0);
  budget.step(Math.floor((text.length * keyLength) / CHARS_PER_STEP));
  let out = '';
  let at = 0;
  while (at < text.length) {
    const key = keys.find((k) => text.startsWith(k, at));
    if (key === undefined) {
      out += text[at];
      at += 1;
    } else {
      out += toText(pairs.get(key)!);
      at += key.length;
    }
    if (out.length > text.length) budget.text(out);
  }
  return budget.text(out);
};

/** PHP's strip_tags, reduced to what a text needs: everything from `<` to the next `>` goes. */
function stripTags(input: Value): string {
  const text = toText(input);
  let out = '';
  let inTag = false;
  for (const char of text) {
    if (inTag) inTag = char !== '>';
    else if (char === '<') inTag = true;
    else out += char;
  }
  return out;
}

/** PHP's explode with its limit, or chunks of `limit` characters when the delimiter is empty. */
const split: Filter = (input, [delimiter = '', limit = null], budget) => {
  const text = toText(input);
  const by = toText(delimiter);
  const max = limit === null ? null : Math.trunc(toNumber(limit));
  let parts: string[];
  if (by === '') {
    const size = Math.max(1, max ?? 1);
    budget.entries(Math.ceil(text.length / size));
    parts = [];
    for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
    return parts;
  }
  parts = text.split(by, MAX_RANGE + 1);
  budget.entries(parts.length);
  if (max !== null && max > 0 && parts.length > max) {
    parts = [...parts.slice(0, max - 1), parts.slice(max - 1).join(by)];
  } else if (max !== null && max < 0) {
    parts = parts.slice(0, max);
  }
  return parts;
};

function title(input: Value): string {
  return toText(input)
    .toLowerCase()
    .replace(
      /(^|[^\p{L}\p{N}'])(\p{L})/gu,
      (_m, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

const urlEncode: Filter = (input) =>
  isHash(input)
    ? entriesOf(input)
        .map(([key, value]) => `${rawUrlEncode(toText(key))}=${rawUrlEncode(toText(value))}`)
        .join('&')
    : rawUrlEncode(toText(input));

export const TEXT_FILTERS: Record<string, Filter> = {
  upper: (input) => toText(input).toUpperCase(),
  lower: (input) => toText(input).toLowerCase(),
  title,
  capitalize: (input) => {
    const text = toText(input);
    return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
  },
  trim,
  replace,
  striptags: stripTags,
  nl2br: (input, _args, budget) => budget.text(toText(input).replace(/\r\n|\n|\r/g, '<br />$&')),
  spaceless: (input) => toText(input).replace(/>\s+</g, '><').trim(),
  split,
  url_encode: (input, args, budget) => budget.text(toText(urlEncode(input, args, budget))),
  format: (input, args, budget) => budget.text(sprintf(toText(input), args)),
};
