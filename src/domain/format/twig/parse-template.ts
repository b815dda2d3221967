/** The statements of a template: text, `{{ }}` and the allowed tags, each closed by its end tag. */
import type { Expr, FilterCall, Statement } from './ast.ts';
import { TwigError } from './errors.ts';
import { FILTERS } from './filters/index.ts';
import { tokenize } from './lexer.ts';
import { parseArguments, parseExpression, parsePostfix } from './parse-expression.ts';
import { ALLOWED_TAGS, checkName, refuse } from './policy.ts';
import { TokenStream } from './token-stream.ts';

/** Tags that only close or continue another one. */
const INNER_TAGS = new Set(['elseif', 'else', 'endif', 'endfor', 'endset', 'endapply', 'endverbatim']);

export function parseTemplate(source: string): Statement[] {
  const stream = new TokenStream(tokenize(source));
  const { body, end } = parseBody(stream, []);
  if (end !== null) throw unexpected(end, stream.current.line);
  return body;
}

/** Statements until one of `ends` (whose name is returned, its tag left open) or the end of the template. */
function parseBody(stream: TokenStream, ends: string[]): { body: Statement[]; end: string | null } {
  const body: Statement[] = [];
  for (;;) {
    const token = stream.next();
    if (token.type === 'eof') {
      if (ends.length > 0) {
        throw new TwigError('syntax', 'template_ends', { tag: ends[ends.length - 1]! }, token.line);
      }
      return { body, end: null };
    }
    if (token.type === 'text') {
      body.push({ kind: 'text', text: token.value });
    } else if (token.type === 'print') {
      body.push({ kind: 'print', expr: parseExpression(stream), line: token.line });
      stream.expect('end', undefined, '}}');
    } else {
      const tag = stream.expect('name', undefined, 'tag_name');
      if (ends.includes(tag.value)) return { body, end: tag.value };
      if (INNER_TAGS.has(tag.value)) throw unexpected(tag.value, tag.line);
      if (!(ALLOWED_TAGS as readonly string[]).includes(tag.value))
        refuse('tag', tag.value, ALLOWED_TAGS, tag.line);
      body.push(stream.nested(() => parseTag(stream, tag.value, tag.line)));
    }
  }
}

function endTag(stream: TokenStream): void {
  stream.expect('end', undefined, '%}');
}

function parseTag(stream: TokenStream, tag: string, line: number): Statement {
  if (tag === 'if') {
    const branches: { test: ReturnType<typeof parseExpression>; body: Statement[] }[] = [];
    let test = parseExpression(stream);
    for (;;) {
      endTag(stream);
      const { body, end } = parseBody(stream, ['elseif', 'else', 'endif']);
      branches.push({ test, body });
      if (end === 'elseif') {
        test = parseExpression(stream);
        continue;
      }
      if (end === 'endif') {
        endTag(stream);
        return { kind: 'if', branches, otherwise: [], line };
      }
      endTag(stream);
      const rest = parseBody(stream, ['endif']);
      endTag(stream);
      return { kind: 'if', branches, otherwise: rest.body, line };
    }
  }
  if (tag === 'for') {
    const first = variableName(stream);
    const second = stream.skip('op', ',') ? variableName(stream) : null;
    stream.expect('name', 'in');
    const sequence = parseExpression(stream);
    if (stream.test('name', 'if')) {
      throw new TwigError('syntax', 'for_if', {}, line);
    }
    endTag(stream);
    const { body, end } = parseBody(stream, ['else', 'endfor']);
    let otherwise: Statement[] = [];
    endTag(stream);
    if (end === 'else') {
      otherwise = parseBody(stream, ['endfor']).body;
      endTag(stream);
    }
    return {
      kind: 'for',
      key: second ? first : null,
      value: second ?? first,
      sequence,
      body,
      otherwise,
      line,
    };
  }
  if (tag === 'set') {
    const names = [variableName(stream)];
    while (stream.skip('op', ',')) names.push(variableName(stream));
    if (stream.skip('op', '=')) {
      const values = [parseExpression(stream)];
      while (stream.skip('op', ',')) values.push(parseExpression(stream));
      if (values.length !== names.length) {
        throw new TwigError('syntax', 'set_count', {}, line);
      }
      endTag(stream);
      return { kind: 'set', names, values, line };
    }
    if (names.length > 1) throw new TwigError('syntax', 'set_block_names', {}, line);
    endTag(stream);
    const { body } = parseBody(stream, ['endset']);
    endTag(stream);
    return { kind: 'setBlock', name: names[0]!, body, line };
  }
  if (tag === 'apply') {
    const filters = parseFilterChain(stream);
    endTag(stream);
    const { body } = parseBody(stream, ['endapply']);
    endTag(stream);
    return { kind: 'apply', filters, body, line };
  }
  throw unexpected(tag, line);
}

function unexpected(token: string, line: number): TwigError {
  return new TwigError('syntax', 'unexpected', { found: 'token', token }, line);
}

function variableName(stream: TokenStream): string {
  const token = stream.expect('name', undefined, 'variable_name');
  checkName(token.value, token.line);
  return token.value;
}

/** `apply upper|trim('x')`: the filters, in order, as a filter expression over nothing. */
function parseFilterChain(stream: TokenStream): FilterCall[] {
  const name = stream.expect('name', undefined, 'filter_name');
  if (!Object.hasOwn(FILTERS, name.value)) refuse('filter', name.value, Object.keys(FILTERS), name.line);
  const start = { kind: 'literal', value: null } as const;
  const args = stream.test('op', '(') ? parseArguments(stream) : [];
  // `apply a|b` is `(body)|a|b`: the chain is read as filters over a placeholder, then unwound.
  let expr: Expr = parsePostfix(stream, {
    kind: 'filter',
    name: name.value,
    input: start,
    args,
    line: name.line,
  });
  const chain: FilterCall[] = [];
  while (expr.kind === 'filter') {
    chain.unshift({ name: expr.name, args: expr.args, line: expr.line });
    expr = expr.input;
  }
  if (expr !== start) throw new TwigError('syntax', 'apply_filters', {}, name.line);
  return chain;
}
