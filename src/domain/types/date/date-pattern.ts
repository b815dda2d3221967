import { type Phrase, phrase } from '../../messages/index.ts';
import { LONGEST_MONTH_NAME } from './month-names.ts';

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

/** Splits a format into tokens and literals; what is wrong with it when it is malformed. */
export function tokenizeDateFormat(format: string): Piece[] | Phrase {
  const pieces: Piece[] = [];
  let i = 0;
  while (i < format.length) {
    if (format[i] === '[') {
      const close = format.indexOf(']', i + 1);
      if (close < 0) return phrase('violation.field.date_bracket_unclosed');
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
  if (!Array.isArray(pieces)) throw new TypeError(`invalid date format ${format}, validate it first`);
  return pieces;
}

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
