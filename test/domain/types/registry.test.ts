import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLUMN_TYPE_NAMES, getColumnType } from '../../../src/domain/types/registry.ts';

describe('column type registry', () => {
  it('holds the thirteen types of the specification, each under its configuration key', () => {
    expect(COLUMN_TYPE_NAMES).toEqual([
      'BOOLEAN',
      'CHOICE',
      'COLUMN',
      'DATE',
      'DATE_FORMAT',
      'EMAIL',
      'IMAGE',
      'JSON',
      'LIST_OF_VALUES',
      'NUMBER',
      'TEXT',
      'URL',
      'VALUE',
    ]);
    for (const name of COLUMN_TYPE_NAMES) {
      expect(getColumnType(name)?.configKey).toBe(`${name.toLowerCase()}_data_type`);
    }
  });

  it('knows no other type', () => {
    expect(getColumnType('INTEGER')).toBeUndefined();
  });

  it('gives every configuration field a description', () => {
    for (const name of COLUMN_TYPE_NAMES) {
      const schema = getColumnType(name)!.configSchema as {
        properties: Record<string, { description?: string }>;
      };
      for (const [field, property] of Object.entries(schema.properties)) {
        expect(property.description, `${name}.${field}`).toBeTruthy();
      }
    }
  });

  it('accepts an empty configuration for every type', () => {
    for (const name of COLUMN_TYPE_NAMES) {
      expect(getColumnType(name)!.validateConfig({}), name).toEqual([]);
    }
  });
});

describe('the types folder', () => {
  it('holds one module per registered type, named after it in kebab case', () => {
    const folder = new URL('../../../src/domain/types/', import.meta.url);
    const modules = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && file !== 'registry.ts' && file !== 'column-type.ts')
      .sort();
    const expected = COLUMN_TYPE_NAMES.map((name) => `${name.toLowerCase().replaceAll('_', '-')}.ts`);
    expect(modules).toEqual(expected.sort());
  });
});
