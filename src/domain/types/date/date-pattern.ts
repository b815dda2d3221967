import { RE2JS } from 're2js';
import type { DateTime } from './calendar.ts';
import { compileFixedWidthReader } from './fixed-width-date.ts';
import { compileGreedyDateReader } from './greedy-date.ts';
import { LONGEST_MONTH_NAME } from './month-names.ts';
import { dateOfTokenValues } from './token-values.ts';

/**
 * Date formats written by receivers: tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A, any
 * other character literal, text in [brackets] literal too (`[le] DD/MM/YYYY`).
 */
export const DATE_TOKENS = [
  'YYYY',
  'YY',
  'MMMM',
  'MMM',
  'MM',
  'M',
  'DD',
  'D',
  'HH',
  'H',
  'hh',
  'h',
  'mm',
  'ss',
  'A',
];

export type Piece = { token: string } | { literal: string };

/** Splits a format into tokens and literals; a string describing the problem when it is malformed. */
export function tokenizeDateFormat(format: string): Piece[] | string {
  const pieces: Piece[] = [];
  let i = 0;
  while (i < format.length) {
    if (format[i] === '[') {
      const close = format.indexOf(']', i + 1);
      if (close < 0) return 'has a "[" without its "]"';
      pieces.push({ literal: format.slice(i + 1, close) });
      i = close + 1;
      continue;
    }
    const token = DATE_TOKENS.find((t) => format.startsWith(t, i));
    if (token) {
      pieces.push({ token });
      i += token.length;
    } else {
      pieces.push({ literal: format[i]! });
      i += 1;
    }
  }
  return pieces;
}

/** Tokens of a format already validated by checkDateFormat; a malformed one is a programming error. */
export function validPieces(format: string): Piece[] {
  const pieces = tokenizeDateFormat(format);
  if (typeof pieces === 'string') throw new TypeError(`invalid date format ${format}, validate it first`);
  return pieces;
}

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

/** Most characters a token can read into a real date: a month name and its dot, else its digits. */
const TOKEN_WIDTH: Record<string, number> = {
  YYYY: 4,
  MMMM: LONGEST_MONTH_NAME + 1,
  MMM: LONGEST_MONTH_NAME + 1,
};

/** Length of the longest text of the format's shape that can be a real date. */
export function longestDate(pieces: Piece[]): number {
  return pieces.reduce((sum, p) => sum + ('token' in p ? (TOKEN_WIDTH[p.token] ?? 2) : p.literal.length), 0);
}

/** Tokens used by a format, to check that an input format names a year and a month. */
export function tokensOf(pieces: Piece[]): Set<string> {
  const tokens = new Set<string>();
  for (const p of pieces) if ('token' in p) tokens.add(p.token);
  return tokens;
}

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
