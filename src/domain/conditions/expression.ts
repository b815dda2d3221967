/**
 * The parsed form of a `conditions` string. Conditions are kept as the flat, ordered list the
 * receiver wrote (so serializing gives back the same conditions); precedence (AND before OR) is
 * applied when evaluating. See docs/conditions.md.
 */
import type { ColumnRef } from '../row.ts';

/** How a condition joins the ones before it. The first condition's chaining is always AND. */
export type Chaining = 'AND' | 'OR';

/** A place in the conditions text. */
export interface SourcePosition {
  /** Character offset from the start of the text, 0-based (UTF-16 code units). */
  offset: number;
  /** Line, 1-based; CRLF, LF and CR each end a line. */
  line: number;
  /** Column within the line, 1-based. */
  column: number;
}

/** A column reference operand: `#(x)`, `%(x)` or `*(x)`. */
export interface ReferenceOperand {
  type: 'reference';
  /** What the reference points to. */
  ref: ColumnRef;
  /** Where the reference starts in the parsed text; absent on expressions built in code. */
  at?: SourcePosition;
}

/** A literal operand, unescaped. Never empty, never holds a line break or surrounding whitespace. */
export interface LiteralOperand {
  type: 'literal';
  /** The literal text after unescaping `\/` and `\\`. */
  value: string;
  /** Where the literal starts in the parsed text; absent on expressions built in code. */
  at?: SourcePosition;
}

export type Operand = ReferenceOperand | LiteralOperand;

/** One `[chaining/]left/operator[/right]` condition. */
export interface Condition {
  /** AND or OR with what comes before; AND on the first condition. */
  chaining: Chaining;
  /** The value tested: always a column reference. */
  left: ReferenceOperand;
  /** The operator's upper-case name, as the registry knows it (`EQUALS`). */
  operator: string;
  /** The value compared against; absent for unary operators. */
  right?: Operand;
  /** Where the condition starts in the parsed text; absent on expressions built in code. */
  at?: SourcePosition;
}

/** A non-empty list of conditions. A blank `conditions` string parses to null instead. */
export interface ConditionExpression {
  /** The conditions in the order written. */
  conditions: Condition[];
}
