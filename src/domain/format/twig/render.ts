/** Runs statements: text and prints go to the output; `for`, `if`, `set` and `apply` as Twig runs them. */
import type { Statement } from './ast.ts';
import { TwigError } from './errors.ts';
import { evaluate, type Scope } from './evaluate.ts';
import { FILTERS } from './filters/index.ts';
import { entriesOf, type Hash, toText, truthy, type Value } from './values.ts';

export function renderBody(body: Statement[], scope: Scope, out: string[]): void {
  for (const statement of body) {
    try {
      renderStatement(statement, scope, out);
    } catch (error) {
      // A problem found deep in a filter names no line: the statement that ran it does.
      if (error instanceof TwigError && error.line === undefined && 'line' in statement) {
        throw error.on(statement.line);
      }
      throw error;
    }
  }
}

function write(text: string, scope: Scope, out: string[]): void {
  scope.budget.write(text);
  out.push(text);
}

function capture(body: Statement[], scope: Scope): string {
  const inner: string[] = [];
  renderBody(body, scope, inner);
  return scope.budget.text(inner.join(''));
}

function renderStatement(statement: Statement, scope: Scope, out: string[]): void {
  scope.budget.step();
  switch (statement.kind) {
    case 'text':
      write(statement.text, scope, out);
      return;
    case 'print':
      write(toText(evaluate(statement.expr, scope)), scope, out);
      return;
    case 'if': {
      const branch = statement.branches.find(({ test }) => truthy(evaluate(test, scope)));
      renderBody(branch ? branch.body : statement.otherwise, scope, out);
      return;
    }
    case 'set': {
      const values = statement.values.map((value) => evaluate(value, scope));
      for (const [i, name] of statement.names.entries()) scope.vars.set(name, values[i]!);
      return;
    }
    case 'setBlock':
      scope.vars.set(statement.name, capture(statement.body, scope));
      return;
    case 'apply': {
      let value: Value = capture(statement.body, scope);
      for (const filter of statement.filters) {
        const args = filter.args.map((arg) => evaluate(arg, scope));
        scope.budget.read(value);
        value = FILTERS[filter.name]!(value, args, scope.budget);
      }
      write(toText(value), scope, out);
      return;
    }
    case 'for':
      renderFor(statement, scope, out);
      return;
  }
}

/**
 * `loop.parent` is left out: it would put the variables inside a value they hold, and a value
 * that contains itself has no end for json_encode or `==`. Twig's loop scoping: the loop sees a copy of the variables; afterwards, variables that existed
 * before keep what the loop set, new ones are dropped, and the loop's own names are restored.
 */
function renderFor(statement: Extract<Statement, { kind: 'for' }>, scope: Scope, out: string[]): void {
  const entries = entriesOf(evaluate(statement.sequence, scope));
  if (entries.length === 0) {
    renderBody(statement.otherwise, scope, out);
    return;
  }
  const parent = scope.vars;
  scope.budget.step(1 + (parent.size >> 4));
  const vars: Hash = new Map(parent);
  const inner: Scope = { vars, budget: scope.budget };
  const length = entries.length;
  for (const [index, [key, value]] of entries.entries()) {
    scope.budget.step();
    vars.set(
      'loop',
      new Map<string, Value>([
        ['index', index + 1],
        ['index0', index],
        ['revindex', length - index],
        ['revindex0', length - index - 1],
        ['first', index === 0],
        ['last', index === length - 1],
        ['length', length],
      ]),
    );
    if (statement.key !== null) vars.set(statement.key, key);
    vars.set(statement.value, value);
    renderBody(statement.body, inner, out);
  }
  const own = new Set([statement.key, statement.value, 'loop']);
  for (const name of parent.keys()) if (!own.has(name)) parent.set(name, vars.get(name)!);
}
