/**
 * Parsers for one input format, built from its pieces (./date-pattern.ts): the fast readers
 * (./fixed-width-date.ts, ./greedy-date.ts) when the format allows them, else RE2.
 */
import { RE2JS } from 're2js';
import type { DateTime } from './calendar.ts';
import { longestDate, type Piece } from './date-pattern.ts';
import { compileFixedWidthReader } from './fixed-width-date.ts';
import { compileGreedyDateReader } from './greedy-date.ts';
import { dateOfTokenValues } from './token-values.ts';

const TOKEN_PATTERN: Record<string, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  MMMM: '(\\p{L}+\\.?)',
  MMM: '(\\p{L}+\\.?)',
  MM: '(\\d{2})',
  M: '(\\d{1,2})',
  DD: '(\\d{2})',
  D: '(\\d{1,2})',
  HH: '(\\d{2})',
  H: '(\\d{1,2})',
  hh: '(\\d{2})',
  h: '(\\d{1,2})',
  mm: '(\\d{2})',
  ss: '(\\d{2})',
  A: '([AaPp][Mm])',
};

/**
 * A parser for one input format: the fixed-width reader when the format allows one, then the
 * greedy reader when no two tokens compete for the same characters, else the format's regex.
 */
export function compileDateParser(pieces: Piece[]): (text: string) => DateTime | null {
  const byRegex = compileGreedyDateReader(pieces, longestDate(pieces)) ?? compileRegexDateParser(pieces);
  const fixedWidth = compileFixedWidthReader(pieces);
  if (fixedWidth === null) return byRegex;
  return (text) => {
    const d = fixedWidth(text);
    return d === undefined ? byRegex(text) : d;
  };
}

/**
 * The regex parser for one input format, run on RE2 (re2js) rather than JavaScript's RegExp: a
 * receiver's format of many variable-width tokens in a row (`MDMDMD…YYYY`) made the backtracking
 * engine try every way of cutting a long run of digits, 47 s for two cells. RE2 reads a cell in
 * time linear in its length and picks the same captures (leftmost, longest tokens first).
 */
export function compileRegexDateParser(pieces: Piece[]): (text: string) => DateTime | null {
  const tokens: string[] = [];
  let source = '^';
  for (const p of pieces) {
    if ('token' in p) {
      tokens.push(p.token);
      source += TOKEN_PATTERN[p.token];
    } else if (p.literal !== '') source += RE2JS.quote(p.literal);
  }
  const pattern = RE2JS.compile(`${source}$`);
  // A longer text has a run of letters no month name is, or more digits than a token reads: it is
  // no date, and RE2 need not read a megabyte cell to say so (0.4 s for `MMMM ` × 19 `YYYY`).
  const longest = longestDate(pieces);
  return (text) => {
    if (text.length > longest) return null;
    const match = pattern.exec(text);
    return match ? dateOfTokenValues(tokens, match.slice(1) as string[]) : null;
  };
}
