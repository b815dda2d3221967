/**
 * Everything a run needs, prepared once before the first row: converters decided from sample
 * values, parsed conditions, constraints with parsed arguments, and which dataset rules need a
 * first pass. A template that cannot be prepared is a Violation naming the faulty property.
 */
import {
  type ConditionExpression,
  countedReferences,
  parseConditions,
} from '../../domain/conditions/index.ts';
import type { PreparedCellConstraint, PreparedDatasetConstraint } from '../../domain/constraints/prepare.ts';
import { prepareConstraint } from '../../domain/constraints/prepare.ts';
import { Violation, type ViolationItem, violationOf } from '../../domain/errors.ts';
import { DEFAULT_LANGUAGE, type Language, languageOf, phrase, say } from '../../domain/messages/index.ts';
import type { ColumnRef } from '../../domain/row.ts';
import { prepareColumnType, validateColumnType } from '../../domain/types/column-type.ts';
import type { CellConverter } from '../../domain/types/definition/column-type-definition.ts';
import { valueSeparator } from '../../domain/value-map.ts';
import type { EngineColumn, EngineTemplate, Mapping } from '../template.ts';
import { refKey } from './ref-key.ts';

export interface PreparedCellRule {
  rule: PreparedCellConstraint;
  /** Message written in the error report. */
  message: string;
}

export interface PreparedDatasetRule {
  rule: PreparedDatasetConstraint;
  message: string;
  /** Index of the column the rule is attached to. */
  column: number;
}

export interface PreparedColumn {
  column: EngineColumn;
  /** Index of the mapped source column, or -1 when unmapped. */
  sourceIndex: number;
  valueMap: Map<string, string> | null;
  /** Cells of several values (a `multiple` CHOICE) are mapped value by value on this separator. */
  valueSeparator: string | null;
  converter: CellConverter;
  importance: 'required' | 'conditional' | 'optional';
  conditions: ConditionExpression | null;
  cellRules: PreparedCellRule[];
  /** NUMBER and DATE values are written as numbers/dates where the format allows. */
  kind: 'number' | 'date' | 'text';
  /** VALUE and COLUMN columns compute their value instead of converting a source cell. */
  computed: boolean;
}

/** The fixed messages of a run, said once in its language before the first row. */
export interface RunMessages {
  required: string;
  conditional: string;
  uniqueness: string;
}

export interface PreparedTemplate {
  /** The language of the run's messages. */
  language: Language;
  messages: RunMessages;
  columns: PreparedColumn[];
  datasetRules: PreparedDatasetRule[];
  /** Columns with `uniqueness: true`, by index. */
  uniqueColumns: number[];
  /** References DUPLICATED/UNIQUE conditions count. */
  countedRefs: ColumnRef[];
}

/** Columns in target order: by position, then as listed. */
export function orderedColumns(template: EngineTemplate): EngineColumn[] {
  return template.columns
    .map((column, i) => ({ column, i }))
    .sort((a, b) => (a.column.position ?? a.i) - (b.column.position ?? b.i) || a.i - b.i)
    .map((x) => x.column);
}

export function prepareTemplate(
  template: EngineTemplate,
  headers: readonly string[],
  mapping: Mapping,
  samples: readonly string[][],
  now: () => Date,
): PreparedTemplate {
  const columns = orderedColumns(template);
  const names = columns.map((c) => c.technical_name);
  const violations: ViolationItem[] = [];
  const byId = new Map(mapping.columns.map((m) => [m.column_id, m]));
  const headerIndex = new Map(headers.map((h, i) => [h, i]));
  const countedRefs = new Map<string, ColumnRef>();
  const language = languageOf(template.language) ?? DEFAULT_LANGUAGE;

  const prepared = columns.map((column): PreparedColumn => {
    const at = `columns[${template.columns.indexOf(column)}]`;
    for (const v of validateColumnType(column.type))
      violations.push({ ...v, property_path: `${at}.${v.property_path}` });
    const map = byId.get(column.column_id);
    const sourceIndex = map?.source != null ? (headerIndex.get(map.source) ?? -1) : -1;
    if (map?.source != null && sourceIndex < 0) {
      violations.push(
        violationOf(
          `mapping.columns[${mapping.columns.indexOf(map)}].source`,
          map.source,
          phrase('violation.field.no_source_column', { name: map.source }),
        ),
      );
    }
    let conditions: ConditionExpression | null = null;
    try {
      conditions = parseConditions(column.conditions ?? '');
      for (const ref of conditions ? countedReferences(conditions) : []) countedRefs.set(refKey(ref), ref);
    } catch (err) {
      if (!(err instanceof Violation)) throw err;
      violations.push(...err.violations.map((v) => ({ ...v, property_path: `${at}.${v.property_path}` })));
    }
    const columnSamples = sourceIndex < 0 ? [] : samples.map((row) => row[sourceIndex] ?? '');
    return {
      column,
      sourceIndex,
      valueMap: map?.value_map ? new Map(Object.entries(map.value_map)) : null,
      valueSeparator: valueSeparator(column.type),
      converter: violations.length
        ? { convert: () => ({ ok: true, value: '' }), format: (v) => v }
        : prepareColumnType(column.type, columnSamples),
      importance: column.importance ?? 'optional',
      conditions,
      cellRules: [],
      kind: column.type.type === 'NUMBER' ? 'number' : column.type.type === 'DATE' ? 'date' : 'text',
      computed: column.type.type === 'VALUE' || column.type.type === 'COLUMN',
    };
  });

  const datasetRules: PreparedDatasetRule[] = [];
  (template.constraints ?? []).forEach((constraint, k) => {
    const c = columns.findIndex((col) => col.column_id === constraint.column_id);
    if (c < 0) {
      violations.push(
        violationOf(
          `constraints[${k}].column_id`,
          constraint.column_id,
          phrase('violation.field.no_column_with_id'),
        ),
      );
      return;
    }
    const result = prepareConstraint(constraint.function, constraint.arguments ?? [], {
      targetColumns: names,
      clock: now,
    });
    if (!result.ok) {
      violations.push(
        ...result.violations.map((v) => ({ ...v, property_path: `constraints[${k}].${v.property_path}` })),
      );
      return;
    }
    const message = result.rule.label(constraint.label, language);
    if (result.rule.kind === 'cell') prepared[c]!.cellRules.push({ rule: result.rule, message });
    else datasetRules.push({ rule: result.rule, message, column: c });
  });
  if (violations.length) throw new Violation(violations);

  const uniqueColumns = prepared.flatMap((p, i) => (p.column.uniqueness ? [i] : []));
  const messages: RunMessages = {
    required: say(language, 'violation.required'),
    conditional: say(language, 'violation.conditional'),
    uniqueness: say(language, 'violation.uniqueness'),
  };
  return {
    language,
    messages,
    columns: prepared,
    datasetRules,
    uniqueColumns,
    countedRefs: [...countedRefs.values()],
  };
}

/** Whether a first pass over the data is needed before rows can be checked. */
export function needsFirstPass(prepared: PreparedTemplate): boolean {
  return (
    prepared.datasetRules.length > 0 || prepared.uniqueColumns.length > 0 || prepared.countedRefs.length > 0
  );
}
