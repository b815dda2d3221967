/** Cells that a spreadsheet would run as formulas, in the files a receiver opens. */
import { describe, expect, it } from 'vitest';
import { orders, ordersMapping, runOn, sourceFile } from './fixtures.ts';

const SOURCE = [
  'order,email,qty,note',
  `"+cmd|' /C calc'!A0","=HYPERLINK(""http://evil.example"",""click"")",-5,@SUM(A1)`,
  'A2,ada@x.io,3,"\t=1+1"',
  '',
].join('\n');

const lines = (file: Buffer | null) => file!.toString('utf8').trimEnd().split('\n');

describe('cells starting a formula', () => {
  it('get a leading quote in the error report, plain numbers excepted', async () => {
    const { report } = await runOn(await sourceFile(SOURCE), orders, { mapping: ordersMapping });
    const rows = lines(report).slice(1);
    const email = rows.find((line) => line.startsWith('1,email,'));
    expect(email).toMatch(/^1,email,"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",/);
    expect(rows.find((line) => line.startsWith('1,qty,'))).toMatch(/^1,qty,-5,/);
    for (const line of rows) expect(line).not.toMatch(/(^|,)"?[=+@\t]/);
  });

  it('get a leading quote in the invalid rows', async () => {
    const { invalid } = await runOn(await sourceFile(SOURCE), orders, { mapping: ordersMapping });
    const [header, first] = lines(invalid);
    expect(header).toBe('order_id,email,qty,note,country,label');
    expect(first).toMatch(
      /^'\+cmd\|' \/C calc'!A0,"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",-5,'@SUM\(A1\),FR,/,
    );
  });

  it('are written as they are in a CSV target by default', async () => {
    const { target } = await runOn(await sourceFile(SOURCE), orders, { mapping: ordersMapping });
    const [, first, second] = lines(target);
    expect(first).toMatch(/^\+cmd\|' \/C calc'!A0,"=HYPERLINK\(/);
    expect(second).toBe('A2,ada@x.io,3,=1+1,FR,A2 ada@x.io');
  });

  it('get a leading quote in a CSV target whose format escapes formulas', async () => {
    const template = { ...orders, format: { format: 'csv' as const, csv: { escape_formulas: true } } };
    const { target } = await runOn(await sourceFile(SOURCE), template, { mapping: ordersMapping });
    const [header, first, second] = lines(target);
    expect(header).toBe('order_id,email,qty,note,country,label');
    expect(first).toMatch(/^'\+cmd\|' \/C calc'!A0,"'=HYPERLINK\(.*",-5,'@SUM\(A1\),FR,/);
    expect(second).toBe("A2,ada@x.io,3,'=1+1,FR,A2 ada@x.io");
  });
});
