import { wildcardBoundProblem } from '../limits.ts';
import type { ConditionOperator } from '../operator.ts';
import { wildcardMatches } from '../patterns.ts';

export default {
  name: 'MATCH',
  arity: 'binary',
  description: 'The whole left value matches the wildcard pattern: * any characters, ? exactly one.',
  checkLiteral: wildcardBoundProblem,
  test: (left, right = '') => wildcardMatches(left, right),
} satisfies ConditionOperator;
