import fc from 'fast-check';
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

/**
 * Runs both passes over the rows; `column` is the column the constraint is attached to. The main
 * pass reads the index as a thread of a split run receives it: kept for checking, packed, cloned.
 */
function run(rule: PreparedDatasetConstraint, column: string, rows: Record<string, string>[]) {
  const index = rule.createIndex();
  for (const row of rows) rule.observe(index, row[column] ?? '', rowOf(row));
  const checking = rule.unpack(structuredClone(rule.pack(rule.forChecking(index))));
  const results = rows.map((row) => rule.check(checking, row[column] ?? '', rowOf(row)));
  return { results, entries: index.size };
}

/** Both passes with the first one split in two parts, the second observed "in another thread". */
function runInParts(
  rule: PreparedDatasetConstraint,
  column: string,
  rows: Record<string, string>[],
  cut: number,
) {
  const observe = (part: Record<string, string>[]) => {
    const index = rule.createIndex();
    for (const row of part) rule.observe(index, row[column] ?? '', rowOf(row));
    return index;
  };
  const into = observe(rows.slice(0, cut));
  rule.join(into, rule.unpack(structuredClone(rule.pack(observe(rows.slice(cut))))));
  const checking = rule.forChecking(into);
  return rows.map((row) => rule.check(checking, row[column] ?? '', rowOf(row)));
}

describe('a dataset rule observed in parts', () => {
  const value = fc.constantFrom('', 'a', 'b', 'c', 'a,b');
  const rows = fc.array(fc.record({ code: value, company: value, role: value }), { maxLength: 30 });
  it.each([
    ['is_unique_key', { columns: '#(company), #(role)' }],
    ['lookup', { expected: '#(company)', conditions: '#(role)=!(role)' }],
  ])('%s judges every row as if the rows were observed in one part', (fn, args) => {
    const rule = prepareDataset(fn, args);
    fc.assert(
      fc.property(rows, fc.nat(), (list, at) => {
        const cut = list.length === 0 ? 0 : at % (list.length + 1);
        expect(runInParts(rule, 'code', list, cut)).toEqual(run(rule, 'code', list).results);
      }),
    );
  });
});

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
