/**
 * Twig expressions by precedence climbing, with Twig 3's operator precedences. Filters, functions
 * and tests are checked against the policy here, so a refused one never reaches rendering.
 */
import type { Expr } from './ast.ts';
import { TwigError } from './errors.ts';
import { FILTERS } from './filters/index.ts';
import { FUNCTIONS } from './functions.ts';
import { checkName, refuse } from './policy.ts';
import { TESTS } from './tests.ts';
import type { TokenStream } from './token-stream.ts';

const BINARY: Record<string, { precedence: number; right?: boolean }> = {
  or: { precedence: 10 },
  and: { precedence: 15 },
  '==': { precedence: 20 },
  '!=': { precedence: 20 },
  '<=>': { precedence: 20 },
  '<': { precedence: 20 },
  '>': { precedence: 20 },
  '<=': { precedence: 20 },
  '>=': { precedence: 20 },
  in: { precedence: 20 },
  'not in': { precedence: 20 },
  matches: { precedence: 20 },
  'starts with': { precedence: 20 },
  'ends with': { precedence: 20 },
  '..': { precedence: 25 },
  '+': { precedence: 30 },
  '-': { precedence: 30 },
  '~': { precedence: 40 },
  '*': { precedence: 60 },
  '/': { precedence: 60 },
  '//': { precedence: 60 },
  '%': { precedence: 60 },
  is: { precedence: 100 },
  'is not': { precedence: 100 },
  '**': { precedence: 200, right: true },
  '??': { precedence: 300, right: true },
};
const LITERALS: Record<string, boolean | null> = { true: true, false: false, null: null, none: null };
/** Operators of Twig left out, by the name of the message that says so. */
const UNSUPPORTED: Record<string, string> = {
  '=>': 'arrow_function',
  '...': 'spread_operator',
  '?.': 'null_safe_operator',
};

/** The binary operator at the cursor (joining two-word ones), or null. */
function binaryAt(stream: TokenStream): { op: string; size: number } | null {
  const { type, value } = stream.current;
  if (type === 'op' && UNSUPPORTED[value])
    throw new TwigError('refused', UNSUPPORTED[value]!, {}, stream.current.line);
  if (type !== 'op' && type !== 'name') return null;
  const next = stream.peek();
  const pair = next.type === 'name' ? `${value} ${next.value}` : '';
  if (
    type === 'name' &&
    (pair === 'not in' || pair === 'starts with' || pair === 'ends with' || pair === 'is not')
  ) {
    return { op: pair, size: 2 };
  }
  return BINARY[value] ? { op: value, size: 1 } : null;
}

export function parseExpression(stream: TokenStream, minPrecedence = 0): Expr {
  return stream.nested(() => {
    let left = parseUnary(stream);
    for (let found = binaryAt(stream); found; found = binaryAt(stream)) {
      const { precedence, right } = BINARY[found.op]!;
      if (precedence < minPrecedence) break;
      for (let i = 0; i < found.size; i++) stream.next();
      if (found.op === 'is' || found.op === 'is not') {
        left = parseTest(stream, left, found.op === 'is not');
        continue;
      }
      const operand = parseExpression(stream, right ? precedence : precedence + 1);
      left = { kind: 'binary', op: found.op, left, right: operand };
    }
    return minPrecedence === 0 ? parseConditional(stream, left) : left;
  });
}

function parseConditional(stream: TokenStream, test: Expr): Expr {
  if (stream.skip('op', '?:')) {
    return { kind: 'conditional', test, whenTrue: test, whenFalse: parseExpression(stream) };
  }
  if (!stream.skip('op', '?')) return test;
  const whenTrue = parseExpression(stream);
  const whenFalse: Expr = stream.skip('op', ':') ? parseExpression(stream) : { kind: 'literal', value: '' };
  return { kind: 'conditional', test, whenTrue, whenFalse };
}

function parseUnary(stream: TokenStream): Expr {
  if (stream.skip('name', 'not')) return { kind: 'unary', op: 'not', operand: parseExpression(stream, 50) };
  if (stream.test('op', '-') || stream.test('op', '+')) {
    const op = stream.next().value;
    return { kind: 'unary', op, operand: parseExpression(stream, 500) };
  }
  return parsePostfix(stream, parsePrimary(stream));
}

function parsePrimary(stream: TokenStream): Expr {
  const token = stream.next();
  if (token.type === 'number') return { kind: 'literal', value: Number(token.value) };
  if (token.type === 'string') return { kind: 'literal', value: token.value };
  if (token.type === 'name') {
    if (token.value in LITERALS) return { kind: 'literal', value: LITERALS[token.value]! };
    checkName(token.value, token.line);
    if (!stream.test('op', '(')) return { kind: 'name', name: token.value };
    if (!Object.hasOwn(FUNCTIONS, token.value))
      refuse('function', token.value, Object.keys(FUNCTIONS), token.line);
    return { kind: 'function', name: token.value, args: parseArguments(stream), line: token.line };
  }
  if (token.type === 'op' && token.value === '(') {
    if (arrowAhead(stream)) throw new TwigError('refused', UNSUPPORTED['=>']!, {}, token.line);
    const inner = parseExpression(stream);
    stream.expect('op', ')');
    return inner;
  }
  if (token.type === 'op' && token.value === '[') {
    const items: Expr[] = [];
    while (!stream.skip('op', ']')) {
      if (items.length > 0) stream.expect('op', ',');
      if (stream.skip('op', ']')) break;
      items.push(parseExpression(stream));
    }
    return { kind: 'list', items };
  }
  if (token.type === 'op' && token.value === '{') return parseHash(stream);
  if (token.type === 'op' && UNSUPPORTED[token.value])
    throw new TwigError('refused', UNSUPPORTED[token.value]!, {}, token.line);
  const found = token.type === 'eof' || token.type === 'end' ? 'end_of_tag' : 'token';
  throw new TwigError('syntax', 'unexpected', { found, token: token.value }, token.line);
}

/** Whether the parenthesis just opened closes on a list of names followed by `=>`: `(a, b) => …`. */
function arrowAhead(stream: TokenStream): boolean {
  for (let offset = 0; ; offset += 2) {
    const name = stream.peek(offset);
    const after = stream.peek(offset + 1);
    if (offset === 0 && name.type === 'op' && name.value === ')') return stream.peek(1).value === '=>';
    if (name.type !== 'name' || after.type !== 'op') return false;
    if (after.value === ')') return stream.peek(offset + 2).value === '=>';
    if (after.value !== ',') return false;
  }
}

function parseHash(stream: TokenStream): Expr {
  const entries: [Expr, Expr][] = [];
  while (!stream.skip('op', '}')) {
    if (entries.length > 0) stream.expect('op', ',');
    if (stream.skip('op', '}')) break;
    const token = stream.current;
    let key: Expr;
    if (token.type === 'name' || token.type === 'string' || token.type === 'number') {
      stream.next();
      key = { kind: 'literal', value: token.value };
    } else if (stream.skip('op', '(')) {
      key = parseExpression(stream);
      stream.expect('op', ')');
    } else {
      throw new TwigError('syntax', 'hash_key', {}, token.line);
    }
    stream.expect('op', ':');
    entries.push([key, parseExpression(stream)]);
  }
  return { kind: 'hash', entries };
}

export function parseArguments(stream: TokenStream): Expr[] {
  const args: Expr[] = [];
  stream.expect('op', '(');
  while (!stream.skip('op', ')')) {
    if (args.length > 0) stream.expect('op', ',');
    if (stream.test('name') && stream.peek().type === 'op' && stream.peek().value === '=') {
      throw new TwigError('syntax', 'named_arguments', {}, stream.current.line);
    }
    args.push(parseExpression(stream));
  }
  return args;
}

export function parsePostfix(stream: TokenStream, start: Expr): Expr {
  let expr = start;
  for (;;) {
    const token = stream.current;
    if (stream.skip('op', '.')) {
      const key = stream.next();
      if (key.type !== 'name' && key.type !== 'number') {
        throw new TwigError('syntax', 'attribute_name', {}, key.line);
      }
      checkName(key.value, key.line);
      if (stream.test('op', '(')) {
        throw new TwigError('refused', 'method_call', { name: key.value }, key.line);
      }
      const value = key.type === 'number' ? Number(key.value) : key.value;
      expr = { kind: 'attribute', object: expr, key: { kind: 'literal', value } };
    } else if (stream.skip('op', '[')) {
      const key = parseExpression(stream);
      stream.expect('op', ']');
      expr = { kind: 'attribute', object: expr, key };
    } else if (stream.skip('op', '|')) {
      const name = stream.expect('name', undefined, 'filter_name');
      if (!Object.hasOwn(FILTERS, name.value)) refuse('filter', name.value, Object.keys(FILTERS), name.line);
      const args = stream.test('op', '(') ? parseArguments(stream) : [];
      expr = { kind: 'filter', name: name.value, input: expr, args, line: token.line };
    } else {
      return expr;
    }
  }
}

function parseTest(stream: TokenStream, input: Expr, negated: boolean): Expr {
  const first = stream.expect('name', undefined, 'test_name');
  let name = first.value;
  const two = `${name} ${stream.current.value}`;
  if (stream.test('name') && Object.hasOwn(TESTS, two)) {
    stream.next();
    name = two;
  }
  if (!Object.hasOwn(TESTS, name)) refuse('test', name, Object.keys(TESTS), first.line);
  const args = stream.test('op', '(') ? parseArguments(stream) : [];
  return { kind: 'test', name, input, args, negated };
}
