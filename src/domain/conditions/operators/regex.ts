import { estimatedRegexSize } from '../../bounded-regex.ts';
import type { ConditionOperator } from '../operator.ts';
import { compileRegex, regexProblem } from '../patterns.ts';

/**
 * Searches (not full match, like JavaScript's RegExp.test): anchor with ^ and $ for the whole
 * value. A literal pattern is checked at parse time; a pattern read from a column that is not a
 * valid expression matches nothing.
 */
export default {
  name: 'REGEX',
  arity: 'binary',
  description: 'The left value contains a match of the RE2 regular expression (use ^…$ for the whole value).',
  checkLiteral: regexProblem,
  literalCost: estimatedRegexSize,
  test: (left, right = '') => compileRegex(right)?.test(left) ?? false,
} satisfies ConditionOperator;
