/** The parsed template: statements (text, print, tags) holding expressions. Plain data, no code. */
import type { Value } from './values.ts';

export type Expr =
  | { kind: 'literal'; value: Value }
  | { kind: 'list'; items: Expr[] }
  | { kind: 'hash'; entries: [Expr, Expr][] }
  | { kind: 'name'; name: string }
  | { kind: 'attribute'; object: Expr; key: Expr }
  | { kind: 'unary'; op: string; operand: Expr }
  | { kind: 'binary'; op: string; left: Expr; right: Expr }
  | { kind: 'conditional'; test: Expr; whenTrue: Expr; whenFalse: Expr }
  | { kind: 'filter'; name: string; input: Expr; args: Expr[]; line: number }
  | { kind: 'function'; name: string; args: Expr[]; line: number }
  | { kind: 'test'; name: string; input: Expr; args: Expr[]; negated: boolean };

export interface FilterCall {
  name: string;
  args: Expr[];
  line: number;
}

export type Statement =
  | { kind: 'text'; text: string }
  | { kind: 'print'; expr: Expr; line: number }
  | { kind: 'if'; branches: { test: Expr; body: Statement[] }[]; otherwise: Statement[]; line: number }
  | {
      kind: 'for';
      key: string | null;
      value: string;
      sequence: Expr;
      body: Statement[];
      otherwise: Statement[];
      line: number;
    }
  | { kind: 'set'; names: string[]; values: Expr[]; line: number }
  | { kind: 'setBlock'; name: string; body: Statement[]; line: number }
  | { kind: 'apply'; filters: FilterCall[]; body: Statement[]; line: number };
