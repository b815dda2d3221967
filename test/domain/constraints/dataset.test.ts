import { describe, expect, it } from 'vitest';
import type { PreparedDatasetConstraint } from '../../../src/domain/constraints/prepare.ts';
import { prepareConstraint } from '../../../src/domain/constraints/prepare.ts';
import { argumentList, COLUMNS, rowOf } from './cell-cases.ts';

function prepareDataset(fn: string, args: Record<string, string | null>): PreparedDatasetConstraint {
  const result = prepareConstraint(fn, argumentList(args), { targetColumns: COLUMNS });
  if (!result.ok) throw new Error(JSON.stringify(result.violations));
  if (result.rule.kind !== 'dataset') throw new Error(`${fn} is not a dataset rule`);
  return result.rule;
}

/** Runs both passes over the rows; `column` is the column the constraint is attached to. */
function run(rule: PreparedDatasetConstraint, column: string, rows: Record<string, string>[]) {
  const index = rule.createIndex();
  for (const row of rows) rule.observe(index, row[column] ?? '', rowOf(row));
  const results = rows.map((row) => rule.check(index, row[column] ?? '', rowOf(row)));
  return { results, entries: index.size };
}

describe('is_unique_key', () => {
  const rule = prepareDataset('is_unique_key', { columns: '#(company), #(role)' });

  it('flags every row sharing a key, the first one too', () => {
    const rows = [
      { code: 'A', company: 'acme', role: 'x' },
      { code: 'A', company: 'acme', role: 'y' },
      { code: 'A', company: 'acme', role: 'x' },
      { code: 'B', company: 'acme', role: 'x' },
      { code: 'A', company: 'acme', role: 'x' },
    ];
    expect(run(rule, 'code', rows).results).toEqual([false, true, false, true, false]);
  });

  it('keeps one index entry per distinct key, however many rows repeat it', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ code: `C${i % 3}`, company: 'acme', role: 'x' }));
    expect(run(rule, 'code', rows).entries).toBe(3);
  });

  it('does not confuse keys whose parts contain the separator', () => {
    const rows = [
      { code: 'a,b', company: 'c', role: '' },
      { code: 'a', company: 'b,c', role: '' },
    ];
    expect(run(rule, 'code', rows).results).toEqual([true, true]);
  });

  it('neither counts nor flags rows with an empty cell', () => {
    const rows = [
      { code: '', company: 'acme', role: 'x' },
      { code: '', company: 'acme', role: 'x' },
    ];
    expect(run(rule, 'code', rows)).toEqual({ results: [true, true], entries: 0 });
  });

  it('refuses more than five key columns', () => {
    const columns = '#(code), #(country), #(status), #(company), #(role), #(employee_id)';
    const result = prepareConstraint('is_unique_key', [{ name: 'columns', value: columns }], {
      targetColumns: COLUMNS,
    });
    expect(result.ok ? [] : result.violations.map((v) => v.property_path)).toEqual(['arguments[0].value']);
  });

  it('refuses a reference to a column the template does not have', () => {
    const result = prepareConstraint('is_unique_key', [{ name: 'columns', value: '#(nope)' }], {
      targetColumns: COLUMNS,
    });
    expect(result.ok ? null : result.violations[0]?.message).toBe(
      'The column "nope" does not exist in this template.',
    );
  });
});

describe('lookup', () => {
  const staff = [
    { employee_id: 'E1', manager_id: '', role: 'manager', company: 'acme' },
    { employee_id: 'E2', manager_id: 'E1', role: 'clerk', company: 'acme' },
    { employee_id: 'E3', manager_id: 'E2', role: 'clerk', company: 'acme' },
    { employee_id: 'E4', manager_id: 'E1', role: 'clerk', company: 'globex' },
    { employee_id: 'E5', manager_id: 'E9', role: 'clerk', company: 'acme' },
  ];

  it('accepts a value found in the expected column of some row', () => {
    const rule = prepareDataset('lookup', { expected: '#(employee_id)' });
    expect(run(rule, 'manager_id', staff).results).toEqual([true, true, true, true, false]);
  });

  it('looks only at rows meeting a literal condition', () => {
    const rule = prepareDataset('lookup', { expected: '#(employee_id)', conditions: '#(role)=manager' });
    expect(run(rule, 'manager_id', staff).results).toEqual([true, true, false, true, false]);
  });

  it('joins the looked-up row to the current row with !(column)', () => {
    const rule = prepareDataset('lookup', {
      expected: '#(employee_id)',
      conditions: '#(role)=manager, #(company)=!(company)',
    });
    expect(run(rule, 'manager_id', staff).results).toEqual([true, true, false, false, false]);
  });

  it('keeps one index entry per distinct looked-up key', () => {
    const rule = prepareDataset('lookup', { expected: '#(company)' });
    expect(run(rule, 'manager_id', staff).entries).toBe(2);
  });

  it('refuses conditions that do not follow #(column)=value', () => {
    const result = prepareConstraint(
      'lookup',
      argumentList({ expected: '#(employee_id)', conditions: 'role=manager' }),
      { targetColumns: COLUMNS },
    );
    expect(result.ok ? [] : result.violations.map((v) => v.property_path)).toEqual(['arguments[1].value']);
  });

  it('refuses a current-row reference to an unknown column', () => {
    const result = prepareConstraint(
      'lookup',
      argumentList({ expected: '#(employee_id)', conditions: '#(company)=!(firm)' }),
      { targetColumns: COLUMNS },
    );
    expect(result.ok ? null : result.violations[0]?.message).toBe(
      'The column "firm" does not exist in this template.',
    );
  });

  it('refuses an expected value that is not a column reference', () => {
    const result = prepareConstraint('lookup', argumentList({ expected: 'employee_id' }), {
      targetColumns: COLUMNS,
    });
    expect(result.ok ? [] : result.violations.map((v) => v.property_path)).toEqual(['arguments[0].value']);
  });

  it('lets an empty cell pass', () => {
    const rule = prepareDataset('lookup', { expected: '#(employee_id)' });
    expect(rule.check(rule.createIndex(), '', rowOf())).toBe(true);
  });
});
