/**
 * Table-driven cases for cell functions: each function gets a passing value, a failing value, an
 * empty cell and a bad argument, written as one row of a table in the group's test file.
 */
import { describe, expect, it } from 'vitest';
import type { PreparedCellConstraint } from '../../../src/domain/constraints/prepare.ts';
import { prepareConstraint } from '../../../src/domain/constraints/prepare.ts';
import type { RowContext } from '../../../src/domain/row.ts';

/** Technical names of the template the cases run against. */
export const COLUMNS = ['code', 'country', 'status', 'company', 'role', 'employee_id', 'manager_id', 'data'];

/** 2024-06-15 12:00:00 UTC. */
export const NOON_UTC = new Date(Date.UTC(2024, 5, 15, 12, 0, 0));

export function rowOf(values: Record<string, string> = {}): RowContext {
  return { target: (name) => values[name], source: () => undefined, custom: () => undefined };
}

export function argumentList(args: Record<string, string | null>) {
  return Object.entries(args).map(([name, value]) => ({ name, value }));
}

export function prepareCell(
  fn: string,
  args: Record<string, string | null>,
  clock?: Date,
): PreparedCellConstraint {
  const result = prepareConstraint(fn, argumentList(args), {
    targetColumns: COLUMNS,
    clock: clock ? () => clock : undefined,
  });
  if (!result.ok) throw new Error(`${fn} was refused: ${JSON.stringify(result.violations)}`);
  if (result.rule.kind !== 'cell') throw new Error(`${fn} is not a cell rule`);
  return result.rule;
}

/** A cell value, alone or with the other cells of its row. */
export type Cell = string | { value: string; row: Record<string, string> };

export interface CellCase {
  fn: string;
  args: Record<string, string | null>;
  passes: Cell[];
  fails: Cell[];
  /** Whether an empty cell passes. */
  emptyPasses: boolean;
  /** Arguments that prepareConstraint refuses, and the property path it names. */
  badArgs: Record<string, string | null>;
  badPath: string;
  clock?: Date;
}

const show = (cell: Cell) =>
  typeof cell === 'string'
    ? JSON.stringify(cell)
    : `${JSON.stringify(cell.value)} on ${JSON.stringify(cell.row)}`;

function checkCell(rule: PreparedCellConstraint, cell: Cell): boolean {
  return typeof cell === 'string' ? rule.check(cell, rowOf()) : rule.check(cell.value, rowOf(cell.row));
}

export function describeCellCases(cases: readonly CellCase[]): void {
  for (const c of cases) {
    describe(c.fn, () => {
      const rule = prepareCell(c.fn, c.args, c.clock);
      for (const cell of c.passes) {
        it(`accepts ${show(cell)}`, () => expect(checkCell(rule, cell)).toBe(true));
      }
      for (const cell of c.fails) {
        it(`refuses ${show(cell)}`, () => expect(checkCell(rule, cell)).toBe(false));
      }
      it(c.emptyPasses ? 'lets an empty cell pass' : 'refuses an empty cell', () => {
        expect(rule.check('', rowOf())).toBe(c.emptyPasses);
      });
      it(`refuses the arguments ${JSON.stringify(c.badArgs)} at ${c.badPath}`, () => {
        const result = prepareConstraint(c.fn, argumentList(c.badArgs), { targetColumns: COLUMNS });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.violations.map((v) => v.property_path)).toContain(c.badPath);
      });
    });
  }
}
