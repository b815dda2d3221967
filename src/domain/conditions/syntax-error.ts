import { Violation } from '../errors.ts';
import type { SourcePosition } from './expression.ts';
import { positionAt } from './position.ts';

/** Longest piece of the offending text quoted in a message. */
const MAX_FOUND = 40;

/** Ends of text that a message names instead of quoting. */
export type TextEnd = 'end of input' | 'end of line';

/** How the text found at an error position is described: a quoted excerpt or a named end. */
export function describeFound(found: string): string {
  if (found === 'end of input' || found === 'end of line') return found;
  const excerpt = found.length > MAX_FOUND ? `${found.slice(0, MAX_FOUND)}…` : found;
  return `"${excerpt}"`;
}

/**
 * A `conditions` string that does not follow the DSL. It is a Violation on the `conditions`
 * property, so the API answers 409 with it unchanged; the message says where and what was expected.
 */
export class ConditionSyntaxError extends Violation {
  /** Character offset of the problem, 0-based. */
  readonly position: number;
  /** Line of the problem, 1-based. */
  readonly line: number;
  /** Column of the problem, 1-based. */
  readonly column: number;
  /** What the parser expected there, in words (`an operator (EQUALS, CONTAINS, …)`). */
  readonly expected: string;
  /** What it found instead: a quoted excerpt, or `end of input`. */
  readonly found: string;

  constructor(text: string, offset: number, expected: string, found: string | TextEnd, hint?: string) {
    const at: SourcePosition = positionAt(text, offset);
    const message =
      `line ${at.line}, column ${at.column} (offset ${at.offset}): ` +
      `expected ${expected} but found ${describeFound(found)}${hint ? ` (${hint})` : ''}`;
    super([{ property_path: 'conditions', invalid_value: text, message }]);
    this.message = message;
    this.position = at.offset;
    this.line = at.line;
    this.column = at.column;
    this.expected = expected;
    this.found = describeFound(found);
  }
}
