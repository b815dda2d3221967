/**
 * Wildcard patterns for match_pattern: `*` is any run of characters (none included), `?` exactly
 * one character, everything else literal and case-sensitive, and the whole value must match. There
 * is no escape for a literal `*` or `?`; a receiver who needs one writes matches_regex instead.
 * Compiled to re2js so that a pattern like `*a*a*a*b` stays linear on long values.
 */
import { RE2JS } from 're2js';
import { MAX_REGEX_LENGTH } from '../bounded-regex.ts';

/** Characters in a pattern: each `*` compiles to a loop, and 5,000 of them took 0.6 s to compile. */
export const MAX_WILDCARD_LENGTH = MAX_REGEX_LENGTH;

export function compileWildcard(pattern: string): RE2JS {
  let source = '';
  let literal = '';
  const flush = () => {
    if (literal) source += RE2JS.quote(literal);
    literal = '';
  };
  for (const char of pattern) {
    if (char === '*' || char === '?') {
      flush();
      source += char === '*' ? '.*' : '.';
    } else {
      literal += char;
    }
  }
  flush();
  return RE2JS.compile(source, RE2JS.DOTALL);
}
