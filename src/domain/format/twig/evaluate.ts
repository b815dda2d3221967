/** Evaluates expressions over plain data, each node a step of the render's budget. */
import type { Expr } from './ast.ts';
import type { Budget } from './budget.ts';
import { TwigError } from './errors.ts';
import { FILTERS } from './filters/index.ts';
import { FUNCTIONS, range } from './functions.ts';
import { matches } from './matches.ts';
import { TESTS } from './tests.ts';
import {
  attributeOf,
  compare,
  type Hash,
  isHash,
  isList,
  looseEquals,
  toNumber,
  toText,
  truthy,
  type Value,
} from './values.ts';

export interface Scope {
  vars: Hash;
  budget: Budget;
}

/** A name or attribute that is not there is `undefined` here (for `is defined`, `??` and `default`). */
export function lookup(expr: Expr, scope: Scope): Value | undefined {
  if (expr.kind === 'name') {
    scope.budget.step();
    return scope.vars.get(expr.name);
  }
  if (expr.kind === 'attribute') {
    scope.budget.step();
    const object = lookup(expr.object, scope);
    return object === undefined ? undefined : attributeOf(object, evaluate(expr.key, scope));
  }
  return evaluate(expr, scope);
}

export function evaluate(expr: Expr, scope: Scope): Value {
  const { budget } = scope;
  budget.step();
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'name':
    case 'attribute':
      return lookup(expr, scope) ?? null;
    case 'list':
      budget.entries(expr.items.length);
      return expr.items.map((item) => evaluate(item, scope));
    case 'hash': {
      budget.entries(expr.entries.length);
      const hash: Hash = new Map();
      for (const [key, value] of expr.entries) hash.set(toText(evaluate(key, scope)), evaluate(value, scope));
      return hash;
    }
    case 'unary': {
      const operand = evaluate(expr.operand, scope);
      if (expr.op === 'not') return !truthy(operand);
      return expr.op === '-' ? -toNumber(operand) : toNumber(operand);
    }
    case 'conditional':
      return truthy(evaluate(expr.test, scope))
        ? evaluate(expr.whenTrue, scope)
        : evaluate(expr.whenFalse, scope);
    case 'filter': {
      const input =
        expr.name === 'default' ? (lookup(expr.input, scope) ?? null) : evaluate(expr.input, scope);
      budget.read(input);
      return FILTERS[expr.name]!(input, argumentsOf(expr.args, scope), budget);
    }
    case 'function':
      return FUNCTIONS[expr.name]!(argumentsOf(expr.args, scope), budget);
    case 'test': {
      const input = expr.name === 'defined' ? lookup(expr.input, scope) : evaluate(expr.input, scope);
      budget.read(input);
      const result = TESTS[expr.name]!(
        input,
        expr.args.map((arg) => evaluate(arg, scope)),
        budget,
      );
      return expr.negated ? !result : result;
    }
    case 'binary':
      return binary(expr.op, expr.left, expr.right, scope);
  }
}

function argumentsOf(args: Expr[], scope: Scope): Value[] {
  return args.map((arg) => {
    const value = evaluate(arg, scope);
    scope.budget.read(value);
    return value;
  });
}

function binary(op: string, leftExpr: Expr, rightExpr: Expr, scope: Scope): Value {
  if (op === 'and') return truthy(evaluate(leftExpr, scope)) && truthy(evaluate(rightExpr, scope));
  if (op === 'or') return truthy(evaluate(leftExpr, scope)) || truthy(evaluate(rightExpr, scope));
  if (op === '??') return lookup(leftExpr, scope) ?? evaluate(rightExpr, scope);
  const left = evaluate(leftExpr, scope);
  const right = evaluate(rightExpr, scope);
  scope.budget.read(left);
  scope.budget.read(right);
  switch (op) {
    case '==':
      return looseEquals(left, right, scope.budget);
    case '!=':
      return !looseEquals(left, right, scope.budget);
    case '<':
      return compare(left, right) < 0;
    case '>':
      return compare(left, right) > 0;
    case '<=':
      return compare(left, right) <= 0;
    case '>=':
      return compare(left, right) >= 0;
    case '<=>':
      return compare(left, right);
    case 'in':
      return contains(right, left, scope.budget);
    case 'not in':
      return !contains(right, left, scope.budget);
    case 'matches':
      return matches(toText(left), toText(right));
    case 'starts with':
      return typeof left === 'string' && left.startsWith(toText(right));
    case 'ends with':
      return typeof left === 'string' && left.endsWith(toText(right));
    case '..':
      return range([left, right], scope.budget);
    case '~':
      return scope.budget.text(toText(left) + toText(right));
    default:
      return arithmetic(op, toNumber(left), toNumber(right));
  }
}

function contains(haystack: Value, needle: Value, budget: Budget): boolean {
  // Comparing a long text costs its length: each value compared is charged as it is read.
  const equal = (value: Value) => {
    budget.read(value);
    return looseEquals(value, needle, budget);
  };
  if (isList(haystack)) return haystack.some(equal);
  if (isHash(haystack)) return [...haystack.values()].some(equal);
  if (typeof haystack === 'string' || typeof haystack === 'number') {
    return typeof needle !== 'object' || needle === null ? toText(haystack).includes(toText(needle)) : false;
  }
  return false;
}

function arithmetic(op: string, a: number, b: number): number {
  if ((op === '/' || op === '//' || op === '%') && b === 0)
    throw new TwigError('runtime', 'division_by_zero');
  const result =
    op === '+'
      ? a + b
      : op === '-'
        ? a - b
        : op === '*'
          ? a * b
          : op === '/'
            ? a / b
            : op === '//'
              ? Math.floor(a / b)
              : op === '%'
                ? Math.trunc(a) % Math.trunc(b)
                : a ** b;
  if (!Number.isFinite(result)) throw new TwigError('runtime', 'number_too_large');
  return result;
}
