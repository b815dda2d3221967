import { describe, expect, it } from 'vitest';
import {
  conditionReferences,
  countedReferences,
  parseConditions,
  validateConditions,
} from '../../../src/domain/conditions/index.ts';

describe('validateConditions', () => {
  const columns = ['country', 'zip', 'email'];

  it('returns the parsed conditions and no violation when every target column exists', () => {
    const check = validateConditions('#(country)/EQUALS/FR\nAND/#(zip)/IS_EMPTY', columns);
    expect(check.violations).toEqual([]);
    expect(check.expr?.conditions).toHaveLength(2);
  });

  it('treats a blank or missing text as no conditions', () => {
    expect(validateConditions('  ', columns)).toEqual({ expr: null, violations: [] });
    expect(validateConditions(null, columns)).toEqual({ expr: null, violations: [] });
  });

  it('reports each unknown target column with its position, left or right side', () => {
    const text = '#(contry)/EQUALS/FR\nOR/#(zip)/EQUALS/#(postcode)';
    expect(validateConditions(text, columns).violations).toMatchObject([
      {
        property_path: 'conditions',
        invalid_value: text,
        message:
          'line 1, column 1 (offset 0): unknown target column "contry": the template has no column ' +
          'with this technical name (did you mean #(country)?)',
      },
      {
        property_path: 'conditions',
        invalid_value: text,
        message:
          'line 2, column 18 (offset 37): unknown target column "postcode": the template has no column ' +
          'with this technical name',
      },
    ]);
  });

  it('leaves source and custom references alone: they are known only per file and customer', () => {
    expect(validateConditions('%(Anything)/IS_EMPTY/OR/*(tier)/EQUALS/%(Other)', columns).violations).toEqual(
      [],
    );
  });

  it('reports a syntax error as a violation instead of throwing', () => {
    const check = validateConditions('#(zip)/EQUAL/1', columns);
    expect(check.expr).toBeNull();
    expect(check.violations).toEqual([
      {
        property_path: 'conditions',
        invalid_value: '#(zip)/EQUAL/1',
        message:
          'line 1, column 8 (offset 7): expected an operator (EQUALS, CONTAINS, …) but found "EQUAL" ' +
          '(did you mean EQUALS?)',
      },
    ]);
  });
});

describe('conditionReferences', () => {
  it('lists every reference once, left and right sides, in order of appearance', () => {
    const expr = parseConditions(
      '#(a)/EQUALS/%(B)\nOR/*(c)/IS_EMPTY\nAND/#(a)/EQUALS/#(d)\nOR/%(B)/EQUALS/x',
    );
    expect(conditionReferences(expr)).toEqual([
      { kind: 'target', name: 'a' },
      { kind: 'source', name: 'B' },
      { kind: 'custom', name: 'c' },
      { kind: 'target', name: 'd' },
    ]);
  });

  it('tells apart references of different kinds with the same name', () => {
    expect(conditionReferences(parseConditions('#(x)/EQUALS/%(x)'))).toHaveLength(2);
  });

  it('lists nothing for no conditions', () => {
    expect(conditionReferences(null)).toEqual([]);
  });
});

describe('countedReferences', () => {
  it('lists the left references of DUPLICATED and UNIQUE, the columns the engine must count', () => {
    const expr = parseConditions('#(a)/DUPLICATED/OR/%(b)/UNIQUE/AND/#(c)/EQUALS/#(d)/OR/#(a)/UNIQUE');
    expect(countedReferences(expr)).toEqual([
      { kind: 'target', name: 'a' },
      { kind: 'source', name: 'b' },
    ]);
  });
});
