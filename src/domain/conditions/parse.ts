/**
 * Parses the condition DSL (grammar in docs/conditions.md):
 *   conditions = condition { chaining condition } ;   condition = left operator [ right ]
 * with parts separated by `/` or line breaks. Keywords (AND, OR, operators) are case-insensitive.
 */
import { closest, distance } from 'fastest-levenshtein';
import type { Chaining, Condition, ConditionExpression, Operand, ReferenceOperand } from './expression.ts';
import {
  checkConditionsLength,
  MAX_CONDITIONS,
  MAX_PATTERN_STEPS,
  PATTERN_BUDGET_EXPECTED,
  tooManyConditions,
} from './limits.ts';
import type { ConditionOperator } from './operator.ts';
import { linePositions } from './position.ts';
import { findOperator, operators } from './registry.ts';
import { type Part, scanParts } from './scanner.ts';
import { ConditionSyntaxError } from './syntax-error.ts';

export const EXPECTED_REFERENCE = 'a column reference (#(…) target, %(…) source or *(…) custom field)';
export const EXPECTED_OPERATOR = 'an operator (EQUALS, CONTAINS, …)';
export const EXPECTED_CHAINING = '"AND" or "OR"';
export const expectedRight = (operator: string) => `a value or a column reference after ${operator}`;

const SIGIL_LIKE = /^[^\p{L}\p{N}\s\\]\(/u;

/**
 * Parses a conditions text; null for a blank one. Throws ConditionSyntaxError, or ConditionsTooLarge
 * for a text over the limits of limits.ts (its length is checked before anything else reads it).
 */
export function parseConditions(text: string): ConditionExpression | null {
  checkConditionsLength(text);
  if (text.trim() === '') return null;
  return new Parser(text, scanParts(text)).parse();
}

class Parser {
  private next = 0;
  /** Estimated size of the patterns checked so far (MAX_PATTERN_STEPS). */
  private patternSteps = 0;
  private readonly positionAt: ReturnType<typeof linePositions>;
  constructor(
    private readonly text: string,
    private readonly parts: Part[],
  ) {
    this.positionAt = linePositions(text);
  }

  parse(): ConditionExpression {
    const conditions: Condition[] = [];
    do {
      if (conditions.length === MAX_CONDITIONS) throw tooManyConditions(this.text);
      conditions.push(this.condition(conditions.at(-1)));
    } while (this.next < this.parts.length);
    return { conditions };
  }

  private condition(previous: Condition | undefined): Condition {
    const first = this.parts[this.next];
    const chaining = this.chaining(previous);
    const leftPart = this.take();
    const left = this.left(leftPart);
    const opPart = this.take();
    if (opPart?.kind !== 'word' || opPart.raw === '') this.fail(opPart, EXPECTED_OPERATOR);
    const operator = findOperator(opPart.raw);
    if (!operator) this.fail(opPart, EXPECTED_OPERATOR, suggestOperator(opPart.raw));
    const condition: Condition = { chaining, left, operator: operator.name, at: this.at(first) };
    if (operator.arity === 'binary') condition.right = this.right(operator);
    return condition;
  }

  private chaining(previous: Condition | undefined): Chaining {
    const part = this.parts[this.next];
    const word = part?.kind === 'word' ? part.raw.toUpperCase() : undefined;
    // On the first condition only AND may be written: a leading OR joins nothing.
    if (!previous) {
      if (word === 'AND') this.next++;
      return 'AND';
    }
    if (word === 'AND' || word === 'OR') {
      this.next++;
      return word;
    }
    const hint = previous.right ? undefined : `${previous.operator} takes no right side`;
    return this.fail(part, EXPECTED_CHAINING, hint);
  }

  private left(part: Part | undefined): ReferenceOperand {
    if (part?.kind === 'reference') return this.reference(part);
    const hint = part && SIGIL_LIKE.test(part.raw) ? `unknown reference sigil "${part.raw[0]}"` : undefined;
    return this.fail(part, EXPECTED_REFERENCE, hint);
  }

  private right({ name: operator, checkLiteral: check, literalCost }: ConditionOperator): Operand {
    const part = this.take();
    if (!part || (part.kind === 'word' && part.raw === '')) return this.fail(part, expectedRight(operator));
    if (part.kind === 'reference') return this.reference(part);
    // `#(a)/EQUALS` then `AND/#(b)/…` on the next line: the AND is not meant as the value.
    const word = part.raw.toUpperCase();
    if ((word === 'AND' || word === 'OR') && this.parts[this.next]?.kind === 'reference') {
      return this.fail(part, expectedRight(operator));
    }
    const value = unescapeLiteral(part.raw);
    if (literalCost) {
      this.patternSteps += literalCost(value);
      if (this.patternSteps > MAX_PATTERN_STEPS) this.fail(part, PATTERN_BUDGET_EXPECTED);
    }
    const problem = check?.(value);
    if (problem) this.fail(part, problem);
    return { type: 'literal', value, at: this.at(part) };
  }

  private reference(part: Part & { kind: 'reference' }): ReferenceOperand {
    return { type: 'reference', ref: { kind: part.refKind, name: part.name }, at: this.at(part) };
  }

  private take(): Part | undefined {
    return this.parts[this.next++];
  }

  private at(part: Part | undefined) {
    return this.positionAt(part?.start ?? this.text.trimEnd().length);
  }

  private fail(part: Part | undefined, expected: string, hint?: string): never {
    if (!part)
      throw new ConditionSyntaxError(this.text, this.text.trimEnd().length, expected, 'end of input', hint);
    const found = part.raw === '' ? (this.text[part.start] ?? '') : part.raw;
    throw new ConditionSyntaxError(this.text, part.start, expected, found, hint);
  }
}

/** Longest word worth comparing with the operator names: a longer one is no misspelling of them. */
const MAX_SUGGESTED_FROM = 40;

function suggestOperator(written: string): string | undefined {
  if (written.length > MAX_SUGGESTED_FROM) return undefined;
  const names = [...operators.keys()];
  const guess = closest(written.toUpperCase(), names);
  return distance(written.toUpperCase(), guess) <= 3 ? `did you mean ${guess}?` : undefined;
}

/** `\/` is `/`, `\\` is `\`; a leading `\` before `#(`, `%(` or `*(` makes the rest a literal. */
export function unescapeLiteral(raw: string): string {
  const text = /^\\[#%*]\(/.test(raw) ? raw.slice(1) : raw;
  return text.replace(/\\([/\\])/g, '$1');
}
