import { describe, expect, it } from 'vitest';
import { renderFormatSample } from '../../../src/engine/write/render-format-sample.ts';

const columns = [{ technical_name: 'sku' }, { technical_name: 'name' }];
const rows: Record<string, string>[] = [
  { sku: 'A1', name: 'Tea' },
  { '#(sku)': 'A2', name: 'Café' },
];

describe('renderFormatSample', () => {
  it('renders the sample rows as text', async () => {
    const sample = await renderFormatSample({ csv: { encoding: 'UTF-16', bom: 'utf16_le' } }, columns, rows);
    expect(sample).toEqual({ output: 'sku,name\nA1,Tea\nA2,Café\n', errors: [] });
  });

  it('reports rule violations instead of rendering', async () => {
    const sample = await renderFormatSample({ format: 'custom', custom: { item: '{{ sku ' } }, columns, rows);
    expect(sample.output).toBe('');
    expect(sample.errors).toEqual([
      expect.stringMatching(/^format\.custom\.item: The Twig template does not render/),
    ]);
  });

  it('reports a document that prettify finds invalid, with the raw rendering', async () => {
    const format = { format: 'custom', custom: { item: '{"sku":"{{ sku }}"}', prettify: 'json' } };
    const sample = await renderFormatSample(format, columns, rows);
    expect(sample.output).toBe('{"sku":"A1"}{"sku":"A2"}');
    expect(sample.errors).toEqual([expect.stringMatching(/not valid JSON/)]);
  });

  it('reports rendering errors and characters the encoding cannot hold', async () => {
    const format = {
      format: 'custom',
      custom: { item: '{{ name }}{% if sku == "A2" %}{{ item }}{% endif %};', encoding: 'ISO-8859-1' },
    };
    const sample = await renderFormatSample(format, columns, [
      { sku: 'A1', name: '5 €' },
      { sku: 'A2', name: 'x' },
    ]);
    expect(sample.output).toBe('5 ?;');
    expect(sample.errors).toHaveLength(2);
    expect(sample.errors[0]).toMatch(/^Row 2: /);
    expect(sample.errors[1]).toMatch(
      /1 character\(s\) cannot be written in this encoding, first "€" on row 1/,
    );
  });

  it('gives XLSX output as base64', async () => {
    const sample = await renderFormatSample({ format: 'xls' }, columns, rows);
    expect(Buffer.from(sample.output, 'base64').subarray(0, 2).toString()).toBe('PK');
  });
});
