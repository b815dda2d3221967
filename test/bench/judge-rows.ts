/**
 * Judges parsed rows against the benchmark template with the domain rules alone (types,
 * importance, conditions, cell constraints), so the tests can tell whether the generator's valid
 * values really are valid and its invalid ones really are rejected. Dataset rules are left out.
 */
import { evaluateConditions, validateConditions } from '../../src/domain/conditions/index.ts';
import { type PreparedCellConstraint, prepareConstraint } from '../../src/domain/constraints/prepare.ts';
import type { RowContext } from '../../src/domain/row.ts';
import { prepareColumnType } from '../../src/domain/types/column-type.ts';
import type { EngineTemplate, Mapping } from '../../src/engine/template.ts';

/** Rows (1-based, after the header) that break at least one rule, with the first reason. */
export function judgeRows(
  template: EngineTemplate,
  mapping: Mapping,
  header: readonly string[],
  records: readonly string[][],
): Map<number, string> {
  const names = template.columns.map((column) => column.technical_name);
  const columns = template.columns.map((column) => {
    const source = mapping.columns.find((m) => m.column_id === column.column_id)?.source ?? null;
    const index = source === null ? -1 : header.indexOf(source);
    const samples = index < 0 ? [] : records.slice(0, 1000).map((record) => record[index] ?? '');
    const rules = (template.constraints ?? [])
      .filter((constraint) => constraint.column_id === column.column_id)
      .map((constraint) => {
        const prepared = prepareConstraint(constraint.function, constraint.arguments ?? [], {
          targetColumns: names,
        });
        if (!prepared.ok || prepared.rule.kind !== 'cell')
          throw new Error(`unexpected constraint ${constraint.function}`);
        return prepared.rule as PreparedCellConstraint;
      });
    return {
      column,
      index,
      converter: prepareColumnType(column.type, samples),
      conditions: validateConditions(column.conditions, names).expr,
      rules,
    };
  });

  const failing = new Map<number, string>();
  records.forEach((record, i) => {
    const values = new Map<string, string>();
    const row: RowContext = {
      target: (name) => values.get(name),
      source: (name) => {
        const index = header.indexOf(name);
        return index < 0 ? undefined : record[index];
      },
      custom: () => undefined,
    };
    const problems: string[] = [];
    for (const { column, index, converter } of columns) {
      const result = converter.convert(index < 0 ? '' : (record[index] ?? ''), row);
      values.set(column.technical_name, result.ok ? result.value : '');
      if (!result.ok) problems.push(`${column.technical_name}: ${result.message}`);
    }
    for (const { column, conditions, rules } of columns) {
      const value = values.get(column.technical_name) ?? '';
      const required =
        column.importance === 'required' ||
        (column.importance === 'conditional' && evaluateConditions(conditions, row));
      if (value === '' && required) problems.push(`${column.technical_name}: required`);
      for (const rule of rules) {
        if (!rule.check(value, row)) problems.push(`${column.technical_name}: ${rule.label()}`);
      }
    }
    if (problems.length > 0) failing.set(i + 1, problems[0]!);
  });
  return failing;
}
