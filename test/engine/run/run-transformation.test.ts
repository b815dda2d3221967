/** The whole engine on small real files: counters, target, reports, dataset rules, line credit. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Violation } from '../../../src/domain/errors.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { runTransformation } from '../../../src/engine/run/run-transformation.ts';
import type { EngineTemplate, Mapping } from '../../../src/engine/template.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-engine-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let n = 0;
async function run(
  csv: string,
  template: EngineTemplate,
  extra: { mapping?: Mapping; lineCredit?: number; customFields?: Record<string, string> } = {},
) {
  n++;
  const source = path.join(dir, `source-${n}.csv`);
  await writeFile(source, csv);
  const outDir = path.join(dir, `out-${n}`);
  const result = await runTransformation(source, template, {
    outDir,
    now: new Date('2026-03-04T05:06:07Z'),
    ...extra,
  });
  const read = (file: string | null) => (file ? readFile(file, 'utf8') : Promise.resolve(null));
  return {
    result,
    target: await read(result.files.target),
    report: await read(result.files.error_report),
    invalid: await read(result.files.invalid_rows),
    normalized: await read(result.files.normalized_source),
  };
}

const contacts: EngineTemplate = {
  file_name: 'contacts-{YYYY}{MM}{DD}',
  columns: [
    {
      column_id: 'c-email',
      technical_name: 'email',
      pretty_name: 'E-mail',
      position: 1,
      type: { type: 'EMAIL' },
      importance: 'required',
      uniqueness: true,
    },
    {
      column_id: 'c-name',
      technical_name: 'first_name',
      pretty_name: 'First name',
      position: 2,
      type: { type: 'TEXT' },
    },
    {
      column_id: 'c-price',
      technical_name: 'price',
      pretty_name: 'Price',
      position: 3,
      type: { type: 'NUMBER', number_data_type: { decimals: 2, trailing_zeros: true } },
    },
    {
      column_id: 'c-born',
      technical_name: 'born',
      pretty_name: 'Birth date',
      position: 4,
      type: { type: 'DATE' },
      importance: 'conditional',
      conditions: '#(price)/GREATER/100',
    },
  ],
  constraints: [
    {
      column_id: 'c-price',
      function: 'is_between',
      label: 'Between @low and @high',
      arguments: [
        { name: 'low', value: '0' },
        { name: 'high', value: '1000' },
      ],
    },
  ],
};

describe('runTransformation', () => {
  it('finds the header under a title and a blank line when the sender gives no header row', async () => {
    const { result } = await run('Export du 3 mars\n\nCourriel;Prix\na@x.io;1\n', contacts);
    expect(result.source).toMatchObject({ header_row: 3, headers: ['Courriel', 'Prix'] });
    expect(result.counters).toMatchObject({ rows_in_source: 1, rows_ignored_from_source: 2 });
  });

  it('matches French headers, converts, checks and writes every output with the counters', async () => {
    n++;
    const source = path.join(dir, `given-${n}.csv`);
    await writeFile(
      source,
      'Export du 3 mars\n\nCourriel;Prénom;Prix;Date de naissance;Notes\nada@example.com;Ada;1 234,50;10/12/1815;x\nbad-email;Bob;12,5;;\n\nada@example.com;Cy;150;31/02/2000;\n;Dee;;;\n',
    );
    const result = await runTransformation(source, contacts, {
      outDir: path.join(dir, `given-out-${n}`),
      source: { header_row: 3 },
      now: new Date('2026-03-04T05:06:07Z'),
    });
    expect(result.counters).toEqual({
      rows_in_source: 4,
      rows_ignored_from_source: 3, // two rows above the header, one blank row
      columns_ignored_from_source: 1, // Notes
      rows_in_target: 4,
      rows_in_error: 4,
      rows_ignored_from_target: 0,
      maximum_number_of_columns: 4,
    });
    expect(result.files.target_name).toBe('contacts-20260304.csv');
    expect(result.mapping.columns.map((c) => c.source)).toEqual([
      'Courriel',
      'Prénom',
      'Prix',
      'Date de naissance',
    ]);
    expect(await readFile(result.files.target, 'utf8')).toBe(
      'email,first_name,price,born\nada@example.com,Ada,1234.50,1815-12-10\nbad-email,Bob,12.50,\nada@example.com,Cy,150.00,31/02/2000\n,Dee,,\n',
    );
    expect(await readFile(result.files.error_report, 'utf8')).toBe(
      [
        // `line`: where the row is in the file, under the header on line 3 and past the blank line 6.
        'row,column,value,rule,message,line',
        '1,price,1234.50,is_between,Between 0 and 1000,4',
        '1,email,ada@example.com,uniqueness,This value appears on several rows; it must be unique.,4',
        '2,email,bad-email,type,"""bad-email"" is not a valid e-mail address",5',
        '3,born,31/02/2000,type,"""31/02/2000"" is not a valid date (dates in this column are read DD/MM/YYYY)",7',
        '3,email,ada@example.com,uniqueness,This value appears on several rows; it must be unique.,7',
        '4,email,,required,This value is required.,8',
        '',
      ].join('\n'),
    );
    expect(result.files.invalid_rows).not.toBeNull();
  });

  it('requires a conditional column only where its conditions hold', async () => {
    const { result, report } = await run('email,price,born\na@x.io,500,\nb@x.io,50,\n', contacts);
    expect(result.counters.rows_in_error).toBe(1);
    expect(report).toContain('1,born,,conditional,');
    expect(report).not.toContain('2,born');
  });

  it('writes no invalid-rows file when every row passes', async () => {
    const { result, invalid } = await run('email,price\na@x.io,5\nb@x.io,6\n', contacts);
    expect(result.counters.rows_in_error).toBe(0);
    expect(invalid).toBeNull();
  });

  it('cuts rows beyond the line credit and counts them', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => `u${i}@x.io,${i}`).join('\n');
    const { result, target } = await run(`email,price\n${rows}\n`, contacts, { lineCredit: 3 });
    expect(result.counters).toMatchObject({
      rows_in_source: 10,
      rows_in_target: 3,
      rows_ignored_from_target: 7,
    });
    expect(target!.trim().split('\n')).toHaveLength(4);
  });

  it('applies a given mapping with a value map, leaving other columns unmapped', async () => {
    const mapping: Mapping = {
      columns: [
        { column_id: 'c-email', technical_name: 'email', source: 'mail' },
        { column_id: 'c-name', technical_name: 'first_name', source: 'who', value_map: { A: 'Ada' } },
        { column_id: 'c-price', technical_name: 'price', source: null },
        { column_id: 'c-born', technical_name: 'born', source: null },
      ],
    };
    const { result, target } = await run('mail,who,cost\na@x.io,A,3\n', contacts, { mapping });
    expect(target).toBe('email,first_name,price,born\na@x.io,Ada,,\n');
    expect(result.counters.columns_ignored_from_source).toBe(1);
  });

  it('flags every row of a lookup that finds nothing, and DUPLICATED conditions see the whole file', async () => {
    const template: EngineTemplate = {
      columns: [
        {
          column_id: 'id',
          technical_name: 'id',
          pretty_name: 'Id',
          type: { type: 'TEXT' },
          importance: 'required',
        },
        { column_id: 'mgr', technical_name: 'manager', pretty_name: 'Manager', type: { type: 'TEXT' } },
        {
          column_id: 'note',
          technical_name: 'note',
          pretty_name: 'Note',
          type: { type: 'TEXT' },
          importance: 'conditional',
          conditions: '#(manager)/DUPLICATED',
        },
      ],
      constraints: [
        { column_id: 'mgr', function: 'lookup', arguments: [{ name: 'expected', value: '#(id)' }] },
      ],
    };
    const { report } = await run('id,manager,note\n1,,\n2,1,\n3,1,ok\n4,9,\n', template);
    expect(report!.split('\n').filter(Boolean).slice(1)).toEqual([
      '2,note,,conditional,This value is required when the conditions of the column hold.,3',
      expect.stringMatching(/^4,manager,9,lookup,/),
    ]);
  });

  it('writes the format of the template: JSON with numbers', async () => {
    const template: EngineTemplate = { ...contacts, format: { format: 'json' }, constraints: [] };
    const { result, target } = await run('email,price\na@x.io,1.5\n', template);
    expect(result.files.target_name).toBe('contacts-20260304.json');
    expect(JSON.parse(target!)).toEqual([{ email: 'a@x.io', first_name: '', price: 1.5, born: '' }]);
  });

  it('refuses a template it cannot prepare, naming the property', async () => {
    const broken: EngineTemplate = {
      columns: [
        {
          column_id: 'x',
          technical_name: 'x',
          pretty_name: 'X',
          type: { type: 'NUMBR' },
          conditions: '#(x)/EQUAL/1',
        },
      ],
    };
    const error = await run('x\n1\n', broken).catch((e) => e);
    expect(error).toBeInstanceOf(Violation);
    expect((error as Violation).violations.map((v) => v.property_path)).toEqual([
      'columns[0].type.type',
      'columns[0].conditions',
    ]);
  });

  it('refuses an unreadable source with a clear error', async () => {
    const error = await run('', contacts).catch((e) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error.message).toBe('The file is empty.');
  });
});
