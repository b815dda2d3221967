import { describe, expect, it } from 'vitest';
import { render } from '../../../src/domain/messages/index.ts';
import { type FormatSample, renderFormatSample } from '../../../src/engine/write/render-format-sample.ts';

/** The problems as the format test's `errors` says them, in `language`. */
const said = (sample: FormatSample, language = 'en') =>
  sample.problems.map((p) => (p.path ? `${p.path}: ` : '') + render(p.said, language));

const columns = [{ technical_name: 'sku' }, { technical_name: 'name' }];
const rows: Record<string, string>[] = [
  { sku: 'A1', name: 'Tea' },
  { '#(sku)': 'A2', name: 'Café' },
];

describe('renderFormatSample', () => {
  it('renders the sample rows as text', async () => {
    const sample = await renderFormatSample({ csv: { encoding: 'UTF-16', bom: 'utf16_le' } }, columns, rows);
    expect(sample).toEqual({ output: 'sku,name\nA1,Tea\nA2,Café\n', problems: [] });
  });

  it('reports rule violations instead of rendering', async () => {
    const sample = await renderFormatSample({ format: 'custom', custom: { item: '{{ sku ' } }, columns, rows);
    expect(sample.output).toBe('');
    expect(said(sample)).toEqual([
      expect.stringMatching(/^format\.custom\.item: The Twig template does not render/),
    ]);
    expect(sample.problems[0]).toMatchObject({ path: 'format.custom.item', part: 'item', line: 1 });
    expect(said(sample, 'fr')[0]).toMatch(/^format\.custom\.item: Le modèle Twig/);
  });

  it('reports a document that prettify finds invalid, with the raw rendering', async () => {
    const format = { format: 'custom', custom: { item: '{"sku":"{{ sku }}"}', prettify: 'json' } };
    const sample = await renderFormatSample(format, columns, rows);
    expect(sample.output).toBe('{"sku":"A1"}{"sku":"A2"}');
    expect(said(sample)).toEqual([expect.stringMatching(/^The rendered document is not valid JSON: /)]);
    expect(said(sample, 'de')).toEqual([
      expect.stringMatching(/^Das erzeugte Dokument ist kein gültiges JSON: /),
    ]);
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
    const english = said(sample);
    expect(english).toHaveLength(2);
    expect(english[0]).toMatch(/^Row 2: .* \(1 rendering error\(s\)\)\.$/);
    expect(sample.problems[0]).toMatchObject({ path: null, part: 'item', line: 1 });
    expect(english[1]).toMatch(/1 character\(s\) cannot be written in this encoding, first "€" on row 1/);
    const french = said(sample, 'fr');
    expect(french[0]).toMatch(/^Ligne 2 : .* \(1 erreur\(s\) de rendu\)\.$/);
    expect(french[1]).toMatch(/^1 caractère\(s\) ne peuvent pas être écrits dans cet encodage/);
  });

  it('gives XLSX output as base64', async () => {
    const sample = await renderFormatSample({ format: 'xls' }, columns, rows);
    expect(Buffer.from(sample.output, 'base64').subarray(0, 2).toString()).toBe('PK');
  });
});
