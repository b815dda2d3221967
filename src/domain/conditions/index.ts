/** The condition DSL: parse, serialize, evaluate and check a column's `conditions`. */

export type { EvaluationOptions } from './evaluate.ts';
export { evaluateConditions } from './evaluate.ts';
export type {
  Chaining,
  Condition,
  ConditionExpression,
  LiteralOperand,
  Operand,
  ReferenceOperand,
  SourcePosition,
} from './expression.ts';
export {
  ConditionsTooLarge,
  MAX_CONDITIONS,
  MAX_CONDITIONS_LENGTH,
  MAX_PATTERN_LENGTH,
  MAX_PATTERN_STEPS,
} from './limits.ts';
export type { ConditionOperator, OperatorContext } from './operator.ts';
export { parseConditions } from './parse.ts';
export { conditionReferences, countedReferences } from './references.ts';
export { findOperator, operators } from './registry.ts';
export { serializeConditions } from './serialize.ts';
export { ConditionSyntaxError } from './syntax-error.ts';
export type { ConditionsCheck } from './validate.ts';
export { checkConditionSyntax, validateConditions } from './validate.ts';
