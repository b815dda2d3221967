import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../../bench/dataset/columns.ts';
import { plainTemplate } from '../../bench/plain-template.ts';
import { validateConditions } from '../../src/domain/conditions/index.ts';
import { prepareConstraint } from '../../src/domain/constraints/prepare.ts';
import { validateColumnType } from '../../src/domain/types/column-type.ts';
import { COLUMN_TYPE_NAMES } from '../../src/domain/types/registry.ts';
import type { EngineTemplate, Mapping } from '../../src/engine/template.ts';

const benchDir = path.join(import.meta.dirname, '../../bench');
const template = JSON.parse(readFileSync(path.join(benchDir, 'template.json'), 'utf8')) as EngineTemplate;
const mapping = JSON.parse(readFileSync(path.join(benchDir, 'mapping.json'), 'utf8')) as Mapping;
const names = template.columns.map((column) => column.technical_name);

describe('the benchmark template', () => {
  it('uses every one of the 13 column types', () => {
    const used = new Set(template.columns.map((column) => column.type.type));
    expect([...used].sort()).toEqual([...COLUMN_TYPE_NAMES]);
    expect(COLUMN_TYPE_NAMES).toHaveLength(13);
  });

  it('has a valid type object on every column', () => {
    for (const column of template.columns)
      expect(validateColumnType(column.type), column.technical_name).toEqual([]);
  });

  it('has ten constraints that all prepare without violations', () => {
    expect(template.constraints).toHaveLength(10);
    for (const constraint of template.constraints ?? []) {
      const prepared = prepareConstraint(constraint.function, constraint.arguments ?? [], {
        targetColumns: names,
      });
      expect(prepared.ok, constraint.function).toBe(true);
    }
  });

  it('marks exactly one column unique, the id', () => {
    expect(
      template.columns.filter((column) => column.uniqueness).map((column) => column.technical_name),
    ).toEqual(['id']);
  });

  it('has conditions that parse and name existing columns', () => {
    for (const column of template.columns)
      expect(validateConditions(column.conditions, names).violations).toEqual([]);
  });
});

describe('the benchmark mapping', () => {
  it('maps every template column once, by the ids of the template', () => {
    expect(mapping.columns.map((m) => m.column_id)).toEqual(
      template.columns.map((column) => column.column_id),
    );
    expect(mapping.columns.map((m) => m.technical_name)).toEqual(names);
  });

  it('names only headers the generated file has, and leaves computed columns unmapped', () => {
    const headers = new Set(COLUMNS.map((column) => column.header));
    for (const m of mapping.columns) {
      const computed = ['VALUE', 'COLUMN'].includes(
        template.columns.find((c) => c.column_id === m.column_id)!.type.type,
      );
      if (computed) expect(m.source).toBeNull();
      else expect(headers.has(m.source ?? ''), `${m.technical_name} ← ${m.source}`).toBe(true);
    }
  });
});

describe('the plain template', () => {
  const plain = plainTemplate();

  it('keeps the columns that have a source, as optional TEXT without any rule', () => {
    const sourced = mapping.columns.filter((m) => m.source !== null).map((m) => m.column_id);
    expect(plain.template.columns.map((column) => column.column_id)).toEqual(sourced);
    expect(sourced).toHaveLength(15);
    for (const column of plain.template.columns) {
      expect(column.type).toEqual({ type: 'TEXT' });
      expect(validateColumnType(column.type)).toEqual([]);
      expect(column.importance).toBe('optional');
      expect(column.uniqueness).toBe(false);
      expect(column.conditions).toBeNull();
    }
    expect(plain.template.constraints).toEqual([]);
  });

  it('maps each of its columns from the same source as the benchmark mapping', () => {
    expect(plain.mapping.columns).toEqual(mapping.columns.filter((m) => m.source !== null));
  });
});
