/**
 * Hostile and random conditions texts: parsing never fails but with a Ferry error that says what is
 * wrong, accepted texts keep their meaning through the canonical form, and the limits hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConditionExpression } from '../../../src/domain/conditions/index.ts';
import {
  ConditionSyntaxError,
  ConditionsTooLarge,
  MAX_CONDITIONS,
  MAX_CONDITIONS_LENGTH,
  operators,
  parseConditions,
  serializeConditions,
} from '../../../src/domain/conditions/index.ts';

const SEED = 13;

const OPERATOR_SPELLINGS = [...operators.keys()].flatMap((name) => [name, name.toLowerCase()]);

const name = fc.stringMatching(/^[a-zA-Z0-9 _()\\/é%#*-]{0,12}$/);
const reference = fc
  .tuple(fc.constantFrom('#', '%', '*', '$', '!', '\\#'), name, fc.constantFrom(')', '', '))', '\\)'))
  .map(([sigil, inner, close]) => `${sigil}(${inner}${close}`);
const literal = fc.oneof(
  fc.stringMatching(/^[a-zA-Z0-9 ,.:^$*?+{}[\]|-]{1,16}$/),
  fc.constantFrom(
    '\\/',
    'a\\/b',
    '\\\\',
    'ends with \\',
    '2024-01-31',
    'today',
    'now',
    '12',
    '-3.5',
    '^\\d{5}$',
  ),
  fc.constantFrom('(a', '[z-a]', '(?P<x', 'a{1000}{1000}', '(?:a{1000}|b{1000})'),
  fc.integer({ min: 1, max: 12_000 }).map((length) => 'x'.repeat(length)),
);
const word = fc.oneof(
  { weight: 3, arbitrary: reference },
  { weight: 3, arbitrary: fc.constantFrom(...OPERATOR_SPELLINGS, 'EQUAL', 'SOUNDS_LIKE', '') },
  { weight: 2, arbitrary: fc.constantFrom('AND', 'OR', 'and', 'or', 'XOR') },
  { weight: 3, arbitrary: literal },
);
const separator = fc.constantFrom('/', '/', ' / ', '\n', '\r\n', '\r', '//', '\\/', '\t');

/** Any sequence of parts: mostly malformed, sometimes by chance well formed. */
const anyText = fc
  .array(fc.tuple(separator, word), { maxLength: 40 })
  .map((parts) => parts.map(([sep, w], i) => (i === 0 ? w : `${sep}${w}`)).join(''));

/** A well-formed condition, right side chosen to pass the operator's own check. */
const wellFormed = fc
  .tuple(
    fc.constantFrom('#', '%', '*'),
    fc.stringMatching(/^[a-z][a-z0-9_ ]{0,8}$/),
    fc.constantFrom(...operators.keys()),
  )
  .map(([sigil, ref, operator]) => {
    const left = `${sigil}(${ref})`;
    const op = operators.get(operator)!;
    if (op.arity === 'unary') return `${left}/${operator}`;
    const right = operator.startsWith('DATE_') ? 'today' : operator.startsWith('LENGTH_') ? '3' : 'v\\/1';
    return `${left}/${operator}/${right}`;
  });

/** Long and deep AND/OR chains, around the limit on the number of conditions. */
const join = fc.constantFrom('/AND/', '/OR/', '\nAND/', '\nor/');
const chain = fc
  .integer({ min: MAX_CONDITIONS - 20, max: MAX_CONDITIONS + 20 })
  .chain((count) =>
    fc.tuple(
      fc.array(wellFormed, { minLength: count, maxLength: count }),
      fc.array(join, { minLength: count, maxLength: count }),
    ),
  )
  .map(([conditions, joins]) => conditions.map((c, i) => (i === 0 ? c : `${joins[i]}${c}`)).join(''));

const conditionsText = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 2, arbitrary: chain },
  { weight: 2, arbitrary: wellFormed },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
);

/** The parse, or the Ferry error it ended with; anything else thrown fails the property. */
function attempt(text: string): ConditionExpression | null | ConditionSyntaxError | ConditionsTooLarge {
  try {
    return parseConditions(text);
  } catch (error) {
    if (error instanceof ConditionSyntaxError || error instanceof ConditionsTooLarge) return error;
    throw error;
  }
}

const withoutPositions = (expr: ConditionExpression | null) =>
  JSON.parse(JSON.stringify(expr, (key, value) => (key === 'at' ? undefined : value)));

describe('parseConditions on generated texts', () => {
  it('returns conditions or a Ferry error with a message, never anything else', () => {
    fc.assert(
      fc.property(conditionsText, (text) => {
        const result = attempt(text);
        if (result instanceof ConditionSyntaxError) {
          expect(result.message).toMatch(/^line \d+, column \d+ \(offset \d+\): expected .+ but found .+/);
          expect(result.violations[0]?.property_path).toBe('conditions');
        } else if (result instanceof ConditionsTooLarge) {
          expect(result.violations[0]?.message).toMatch(/^Conditions are limited to /);
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('keeps an accepted text through the canonical form: parse, serialize, parse gives it back', () => {
    fc.assert(
      fc.property(conditionsText, (text) => {
        const parsed = attempt(text);
        if (parsed instanceof Error || parsed === null) return;
        const canonical = serializeConditions(parsed);
        expect(canonical.length).toBeLessThanOrEqual(MAX_CONDITIONS_LENGTH);
        const again = parseConditions(canonical);
        expect(withoutPositions(again)).toEqual(withoutPositions(parsed));
        expect(serializeConditions(again)).toBe(canonical);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('refuses by the limits, and only by them, a text too long or with too many conditions', () => {
    fc.assert(
      fc.property(conditionsText, fc.integer({ min: 1, max: 3 * MAX_CONDITIONS_LENGTH }), (text, pad) => {
        const long = `${text}${' '.repeat(Math.max(0, MAX_CONDITIONS_LENGTH + 1 - text.length))}`.slice(
          0,
          MAX_CONDITIONS_LENGTH + pad,
        );
        expect(long.length).toBeGreaterThan(MAX_CONDITIONS_LENGTH);
        expect(attempt(long)).toBeInstanceOf(ConditionsTooLarge);
        const result = attempt(text);
        if (result instanceof ConditionsTooLarge && text.length <= MAX_CONDITIONS_LENGTH) {
          expect(result.violations[0]?.message).toBe(
            `Conditions are limited to ${MAX_CONDITIONS} conditions joined by AND or OR (this one has more).`,
          );
          expect(text.split(/AND\/|OR\//i).length).toBeGreaterThan(MAX_CONDITIONS);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
