/**
 * `matches`: a receiver's regular expression, written as Twig writes PCRE (`'/^a.c$/i'`), runs on
 * RE2 (re2js): linear time whatever the pattern and the text, so no pattern can hang a worker.
 */
import { RE2JS } from 're2js';
import { TwigError } from './errors.ts';

const FLAGS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  u: 0,
};
/** Patterns kept compiled; a template has few, so the cache is simply emptied when full. */
const CACHE_LIMIT = 200;
const cache = new Map<string, RE2JS>();

/** Longest pattern accepted: RE2 runs in linear time, but compiling a huge pattern is work too. */
const MAX_PATTERN = 1000;

function compile(written: string): RE2JS {
  const cached = cache.get(written);
  if (cached) return cached;
  if (written.length > MAX_PATTERN) {
    throw new TwigError('budget', 'pattern_too_long', { max: MAX_PATTERN });
  }
  const delimiter = written[0];
  const end = written.lastIndexOf(delimiter ?? '');
  if (delimiter === undefined || /[a-zA-Z0-9\\\s]/.test(delimiter) || end <= 0) {
    throw new TwigError('runtime', 'pattern_delimiters', { pattern: written });
  }
  let flags = 0;
  for (const flag of written.slice(end + 1)) {
    if (!(flag in FLAGS)) throw new TwigError('runtime', 'pattern_flag', { flag });
    flags |= FLAGS[flag]!;
  }
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(written.slice(1, end), flags);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new TwigError('runtime', 'pattern_invalid', { pattern: written, detail });
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(written, compiled);
  return compiled;
}

export function matches(text: string, pattern: string): boolean {
  return compile(pattern).matcher(text).find();
}
