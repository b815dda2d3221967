/**
 * Bounds on a `conditions` text, checked before and while it is parsed so that no text a receiver
 * sends can make saving a column or preparing a run slow. Measured at these bounds (docs/decisions/security.md):
 * the worst accepted text parses in under a millisecond, and in 15–40 ms when its REGEX literals
 * fill their budget, so parsing stays on the API thread.
 */
import { MAX_REGEX_LENGTH, regexBoundProblem } from '../bounded-regex.ts';
import { Violation } from '../errors.ts';

/** Characters in a conditions text, blanks included: room for 200 conditions of 50 characters. */
export const MAX_CONDITIONS_LENGTH = 10_000;

/** Conditions joined by AND or OR in one text; CONTAINED_IN is the tool for long lists of values. */
export const MAX_CONDITIONS = 200;

/** Characters in a REGEX literal (its expanded size is bounded too, see bounded-regex.ts). */
export const MAX_PATTERN_LENGTH = MAX_REGEX_LENGTH;

/**
 * Estimated RE2 size of all the REGEX literals of one text together: each is compiled when the text
 * is parsed, and 200 literals just under the size bound took 0.6 s; at this budget 15–40 ms.
 */
export const MAX_PATTERN_STEPS = 5_000;

const count = (n: number) => n.toLocaleString('en-US');

/** What the literal that takes a text's patterns over MAX_PATTERN_STEPS is expected to be. */
export const PATTERN_BUDGET_EXPECTED = `fewer or smaller regular expressions (together they may expand to ${count(MAX_PATTERN_STEPS)} steps)`;

/** A conditions text over one of the limits: a 409 on `conditions`, decided before any parsing. */
export class ConditionsTooLarge extends Violation {
  constructor(text: string, message: string) {
    super([{ property_path: 'conditions', invalid_value: text, message }]);
  }
}

/** Throws ConditionsTooLarge when the text is longer than allowed; reads nothing but its length. */
export function checkConditionsLength(text: string): void {
  if (text.length <= MAX_CONDITIONS_LENGTH) return;
  throw new ConditionsTooLarge(
    text,
    `Conditions are limited to ${count(MAX_CONDITIONS_LENGTH)} characters (this one has ${count(text.length)}).`,
  );
}

/** The refusal of a text holding more than MAX_CONDITIONS conditions. */
export function tooManyConditions(text: string): ConditionsTooLarge {
  return new ConditionsTooLarge(
    text,
    `Conditions are limited to ${MAX_CONDITIONS} conditions joined by AND or OR (this one has more).`,
  );
}

/** What a REGEX literal too long or too repetitive to compile quickly is expected to be, or undefined. */
export function patternBoundProblem(pattern: string): string | undefined {
  const problem = regexBoundProblem(pattern);
  return problem && `a shorter regular expression (this one ${problem})`;
}

/** What a MATCH pattern too long to compile quickly is expected to be, or undefined. */
export function wildcardBoundProblem(pattern: string): string | undefined {
  if (pattern.length <= MAX_PATTERN_LENGTH) return undefined;
  return `a shorter wildcard pattern (this one has ${count(pattern.length)} characters, more than the ${count(MAX_PATTERN_LENGTH)} allowed)`;
}
