/**
 * The records screens' rules without a browser: the fields an audit entry changed and the name it
 * is said by, and a bulk import's CSV report read into table rows.
 */
import { describe, expect, it } from 'vitest';
import { changesOf, nameOf } from '../../web/console/src/screens/audit-log/changes.ts';
import { readReport } from '../../web/console/src/screens/bulk-imports/report-csv.ts';

describe('the changes of an audit entry', () => {
  it('keeps only the fields that differ, with what they were and became', () => {
    const before = {
      pretty_name: 'E-mail',
      technical_name: 'email',
      updated_at: '1',
      type: { type: 'TEXT' },
    };
    const after = {
      pretty_name: 'Contact',
      technical_name: 'email',
      updated_at: '2',
      type: { type: 'EMAIL' },
    };
    expect(changesOf(before, after)).toEqual([
      { field: 'pretty_name', before: 'E-mail', after: 'Contact' },
      { field: 'type', before: '{"type":"TEXT"}', after: '{"type":"EMAIL"}' },
    ]);
  });

  it('does not take the same settings in another order, or an unset one spelled out, for a change', () => {
    const before = { type: { type: 'NUMBER', number_data_type: { decimals: 2, min: 0 } } };
    const after = {
      type: { number_data_type: { min: 0, decimals: 2 }, type: 'NUMBER', date_data_type: null },
    };
    expect(changesOf(before, after)).toEqual([]);
  });

  it('shows every field of a creation as new, and a secret as it arrived', () => {
    expect(changesOf(null, { name: 'Hook', secret: '********', description: '' })).toEqual([
      { field: 'name', before: undefined, after: 'Hook' },
      { field: 'secret', before: undefined, after: '********' },
    ]);
  });

  it('names a resource by the field a reader knows it by', () => {
    expect(nameOf({ pretty_name: 'E-mail', technical_name: 'email' })).toBe('E-mail');
    expect(nameOf({ function: 'is_between', label: null })).toBe('is_between');
    expect(nameOf(null)).toBeNull();
  });
});

describe('the report of a bulk import', () => {
  it('reads quoted cells, commas, quotes and line breaks inside them, and skips the header', async () => {
    const csv =
      'line,field,value,message\r\n3,email,not-an-email,"This value is not a valid email address."\r\n' +
      '5,name,"Smith, ""Jr""","A name on\ntwo lines"\n';
    expect(await readReport(csv, 10)).toEqual({
      total: 2,
      lines: [
        {
          line: '3',
          field: 'email',
          value: 'not-an-email',
          message: 'This value is not a valid email address.',
        },
        { line: '5', field: 'name', value: 'Smith, "Jr"', message: 'A name on\ntwo lines' },
      ],
    });
  });

  it('keeps the first lines up to its limit and counts them all', async () => {
    const csv = `line,field,value,message\n${Array.from({ length: 5 }, (_, i) => `${i + 2},f,v,m`).join('\n')}\n`;
    const read = await readReport(csv, 2);
    expect(read.total).toBe(5);
    expect(read.lines.map((l) => l.line)).toEqual(['2', '3']);
  });
});
