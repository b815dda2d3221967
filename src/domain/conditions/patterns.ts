/**
 * Compiled patterns for REGEX and MATCH. Receivers' patterns run on RE2 (re2js): linear time,
 * so no pattern can hang a worker. Compiled patterns are cached because the same condition runs
 * on every row.
 */
import { RE2JS } from 're2js';
import { MAX_PATTERN_LENGTH, patternBoundProblem } from './limits.ts';

/** Distinct patterns kept compiled; the cache is simply emptied when full (patterns per job are few). */
const CACHE_LIMIT = 500;
const cache = new Map<string, RE2JS | null>();

function cached(key: string, compile: () => RE2JS): RE2JS | null {
  let compiled = cache.get(key);
  if (compiled === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    try {
      compiled = compile();
    } catch {
      compiled = null;
    }
    cache.set(key, compiled);
  }
  return compiled;
}

/**
 * The compiled regular expression, or null when the pattern is invalid or larger than a literal
 * may be: a pattern read from a cell is held to the same bounds as one written in the conditions.
 */
export function compileRegex(pattern: string): RE2JS | null {
  if (pattern.length > MAX_PATTERN_LENGTH) return null;
  return cached(`r:${pattern}`, () => {
    const problem = patternBoundProblem(pattern);
    if (problem) throw new Error(problem);
    return RE2JS.compile(pattern);
  });
}

/** Why a pattern is not a valid RE2 regular expression within the bounds, or undefined when it is. */
export function regexProblem(pattern: string): string | undefined {
  const tooLarge = patternBoundProblem(pattern);
  if (tooLarge) return tooLarge;
  try {
    RE2JS.compile(pattern);
    return undefined;
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : '';
    return `a valid regular expression (${detail})`;
  }
}

/**
 * Whether the whole value matches a wildcard pattern: `*` any run of characters, `?` exactly one.
 * A pattern longer than MAX_PATTERN_LENGTH matches nothing.
 */
export function wildcardMatches(value: string, pattern: string): boolean {
  // A pattern read from a cell is held to the bound of a written one: each `*` compiles to a loop.
  if (pattern.length > MAX_PATTERN_LENGTH) return false;
  const compiled = cached(`w:${pattern}`, () =>
    RE2JS.compile(
      [...pattern].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : RE2JS.quote(c))).join(''),
      RE2JS.DOTALL,
    ),
  );
  return compiled?.testExact(value) ?? false;
}
