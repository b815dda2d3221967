import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareConstraint } from '../../../src/domain/constraints/prepare.ts';
import { render } from '../../../src/domain/messages/index.ts';
import { argumentList, COLUMNS, rowOf } from './cell-cases.ts';

const ctx = { targetColumns: COLUMNS };
const pathsOf = (result: ReturnType<typeof prepareConstraint>) =>
  result.ok ? [] : result.violations.map((v) => v.property_path);

describe('prepareConstraint', () => {
  it('refuses an unknown function at the path function', () => {
    const result = prepareConstraint('is_even', [], ctx);
    expect(result).toMatchObject({
      ok: false,
      violations: [
        {
          property_path: 'function',
          invalid_value: 'is_even',
          message: '"is_even" is not a validation function; GET /constraint-functions lists them.',
        },
      ],
    });
  });

  it('refuses a blank function as not blank', () => {
    const result = prepareConstraint('  ', [], ctx);
    expect(result.ok ? null : result.violations[0]?.message).toBe('This value should not be blank.');
  });

  it('accepts a function given by its UUID and names the rule by its stable name', () => {
    const result = prepareConstraint(
      '5C0E966B-2EED-4840-89A4-0208DECFABFE',
      argumentList({ prefix: 'A' }),
      ctx,
    );
    expect(result.ok && result.rule.name).toBe('begin_by');
  });

  it('reports every problem of a constraint at once', () => {
    const result = prepareConstraint(
      'length_between',
      [
        { name: 'min', value: 'x' },
        { name: 'min', value: '2' },
        { name: 'size', value: '3' },
      ],
      ctx,
    );
    expect(pathsOf(result)).toEqual([
      'arguments[0].value',
      'arguments[1].name',
      'arguments[2].name',
      'arguments',
    ]);
  });

  it("says what to fix in the receiver's language, the English kept word for word", () => {
    const result = prepareConstraint(
      'length_between',
      [
        { name: 'min', value: 'x' },
        { name: 'min', value: '2' },
        { name: 'size', value: '3' },
      ],
      ctx,
    );
    const violations = result.ok ? [] : result.violations;
    expect(violations.map((v) => v.message)).toEqual([
      '"x" is not a whole number.',
      'The argument "min" is given twice.',
      'length_between has no argument "size" (its arguments: min, max).',
      'The argument "max" is required by length_between.',
    ]);
    expect(violations.map((v) => render(v.said!, 'fr'))).toEqual([
      "« x » n'est pas un nombre entier.",
      "L'argument « min » est donné deux fois.",
      "length_between n'a pas d'argument « size » (ses arguments : min, max).",
      "L'argument « max » est obligatoire pour length_between.",
    ]);
    const reversed = prepareConstraint('is_between', argumentList({ low: '5', high: '1' }), ctx);
    const [order] = reversed.ok ? [] : reversed.violations;
    expect(order?.message).toBe('high must be greater than or equal to low.');
    expect(render(order!.said!, 'de')).toBe('high muss größer oder gleich low sein.');
  });

  it('refuses a regex using features that could not run in linear time', () => {
    const result = prepareConstraint('matches_regex', argumentList({ regex: '(a)\\1' }), ctx);
    expect(pathsOf(result)).toEqual(['arguments[0].value']);
  });

  it('treats a blank optional argument as absent', () => {
    const result = prepareConstraint(
      'json_array_length_equals',
      argumentList({ count: '0', path: ' ' }),
      ctx,
    );
    expect(result.ok && result.rule.kind === 'cell' && result.rule.check('[]', rowOf())).toBe(true);
  });

  it('does not compare bounds when one of them is today', () => {
    const result = prepareConstraint('date_between', argumentList({ min: '2999-01-01', max: 'today' }), ctx);
    expect(result.ok).toBe(true);
  });

  it('refuses a withdrawn country code such as YU', () => {
    expect(pathsOf(prepareConstraint('is_valid_postal_code', argumentList({ country: 'YU' }), ctx))).toEqual([
      'arguments[0].value',
    ]);
  });
});

describe('labels', () => {
  const prepared = (fn: string, args: Record<string, string>) => {
    const result = prepareConstraint(fn, argumentList(args), ctx);
    if (!result.ok) throw new Error(JSON.stringify(result.violations));
    return result.rule;
  };

  it('fills the default label with the arguments as written', () => {
    expect(prepared('length_between', { min: '2', max: '10' }).label()).toBe(
      'The value must have between 2 and 10 characters',
    );
  });

  it("prefers the constraint's own label and fills its placeholders", () => {
    const rule = prepared('begin_by', { prefix: 'FR' });
    expect(rule.label('Codes start with @prefix, write to help@acme.com')).toBe(
      'Codes start with FR, write to help@acme.com',
    );
  });

  it('falls back to the default label when the own label is blank', () => {
    expect(prepared('begin_by', { prefix: 'FR' }).label('  ')).toBe('The value must begin with FR');
  });
});

describe('is_unique_key against a plain count', () => {
  it('fails exactly the rows whose key appears more than once', () => {
    const result = prepareConstraint('is_unique_key', argumentList({ columns: '#(company)' }), ctx);
    if (!result.ok || result.rule.kind !== 'dataset') throw new Error('not prepared');
    const rule = result.rule;
    const cell = fc.constantFrom('', 'a', 'b', 'c');
    fc.assert(
      fc.property(fc.array(fc.record({ code: cell, company: cell })), (rows) => {
        const index = rule.createIndex();
        for (const row of rows) rule.observe(index, row.code, rowOf(row));
        const count = (row: { code: string; company: string }) =>
          rows.filter((other) => other.code === row.code && other.company === row.company).length;
        for (const row of rows) {
          const expected = row.code === '' || count(row) === 1;
          expect(rule.check(index, row.code, rowOf(row))).toBe(expected);
        }
      }),
    );
  });
});
