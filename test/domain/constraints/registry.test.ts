import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findConstraintFunction, listConstraintFunctions } from '../../../src/domain/constraints/registry.ts';
import { SPEC_FUNCTIONS } from '../../support/spec-functions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the constraint function catalog', () => {
  const catalog = listConstraintFunctions();

  it("holds exactly the specification's functions", () => {
    expect(catalog.map((entry) => entry.name).sort()).toEqual([...SPEC_FUNCTIONS].sort());
  });

  it('gives every function a distinct UUID', () => {
    const ids = catalog.map((entry) => entry.id);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks only is_unique_key and lookup as dataset rules', () => {
    const dataset = catalog.filter((entry) => entry.dataset).map((entry) => entry.name);
    expect(dataset.sort()).toEqual(['is_unique_key', 'lookup']);
  });

  it('lets empty cells through every function but must_be_empty and is_filled_if_other_value_in', () => {
    const checked = catalog.filter((entry) => !entry.skips_empty).map((entry) => entry.name);
    expect(checked.sort()).toEqual(['is_filled_if_other_value_in', 'must_be_empty']);
  });

  it('describes each function and argument in one sentence', () => {
    for (const entry of catalog) {
      expect(entry.description, entry.name).toMatch(/^[A-Z].*\.$/);
      for (const argument of entry.arguments) expect(argument.description, entry.name).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('uses in default labels only placeholders that name an argument', () => {
    for (const entry of catalog) {
      const names = entry.arguments.map((argument) => argument.name);
      for (const [, placeholder] of entry.default_label.matchAll(/@(\w+)/g)) {
        expect(names, entry.name).toContain(placeholder);
      }
    }
  });
});

describe('finding a function', () => {
  it('finds a function by its stable name or by its UUID in any case', () => {
    const byName = findConstraintFunction('check_ean');
    expect(byName?.name).toBe('check_ean');
    expect(findConstraintFunction(byName!.id)).toBe(byName);
    expect(findConstraintFunction(byName!.id.toUpperCase())).toBe(byName);
  });

  it('finds nothing for an unknown name', () => {
    expect(findConstraintFunction('is_even')).toBeUndefined();
  });
});

describe('the functions folder', () => {
  it('holds one file per registered function, named after it', () => {
    const folder = new URL('../../../src/domain/constraints/functions/', import.meta.url);
    const names = listConstraintFunctions().map((entry) => `${entry.name}.ts`);
    expect(readdirSync(folder).sort()).toEqual(names.sort());
  });
});
