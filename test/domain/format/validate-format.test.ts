import { describe, expect, it } from 'vitest';
import { validateFormat } from '../../../src/domain/format/validate-format.ts';
import { render } from '../../../src/domain/messages/index.ts';

const paths = (format: unknown) => validateFormat(format).map((v) => v.property_path);

describe('validateFormat', () => {
  it('accepts an absent format and a complete valid one', () => {
    expect(validateFormat(null)).toEqual([]);
    const format = {
      format: 'csv',
      csv: {
        bom: 'utf16_le',
        delimiter: 'semi_column',
        enclosure: 'single_quotes',
        escape: 'backslash',
        newline: 'crlf',
        encoding: 'UTF-16',
        header: 'Export',
        nb_headers: 2,
        no_empty_column: true,
        escape_formulas: true,
      },
      xml: { root: 'products', line: 'product' },
      json: { export_empty_values: false, json_nodes: null },
      xls: { sheet_name: 'Products 2024' },
      custom: {
        encoding: 'LATIN1',
        header: '[',
        item: '{{ item|json_encode }}',
        footer: ']',
        prettify: 'json',
      },
    };
    expect(validateFormat(format)).toEqual([]);
  });

  it.each([
    ['format.format', { format: 'pdf' }],
    ['format.csv.bom', { csv: { bom: 'utf7' } }],
    ['format.csv.delimiter', { csv: { delimiter: 'space' } }],
    ['format.csv.enclosure', { csv: { enclosure: 'backticks' } }],
    ['format.csv.escape', { csv: { escape: 'none' } }],
    ['format.csv.newline', { csv: { newline: 'lfcr' } }],
    ['format.csv.encoding', { csv: { encoding: 'EBCDIC' } }],
    ['format.custom.encoding', { custom: { encoding: 'utf8' } }],
    ['format.custom.prettify', { custom: { prettify: 'yaml' } }],
  ])('rejects a value outside the enum at %s', (path, format) => {
    const violations = validateFormat(format);
    expect(violations.map((v) => v.property_path)).toEqual([path]);
    expect(violations[0]!.message).toMatch(/valid choice/);
  });

  it.each([-1, 11, 1.5])('rejects nb_headers %s', (n) => {
    expect(paths({ csv: { nb_headers: n } })).toEqual(['format.csv.nb_headers']);
  });

  it('accepts nb_headers from 0 to 10', () => {
    expect(paths({ csv: { nb_headers: 0 } })).toEqual([]);
    expect(paths({ csv: { nb_headers: 10 } })).toEqual([]);
  });

  it.each([
    ['utf16_be', 'UTF-8'],
    ['utf8', 'UTF-16'],
    ['utf32_le', 'UTF-16'],
    ['utf8', 'LATIN1'],
    ['utf16_le', 'macintosh'],
  ])('rejects a %s BOM with the %s encoding', (bom, encoding) => {
    expect(paths({ csv: { bom, encoding } })).toEqual(['format.csv.bom']);
  });

  it('accepts a BOM with its own encoding, and no BOM with any encoding', () => {
    expect(paths({ csv: { bom: 'utf8' } })).toEqual([]);
    expect(paths({ csv: { bom: 'utf32_be', encoding: 'UTF-32' } })).toEqual([]);
    expect(paths({ csv: { bom: 'none', encoding: 'ISO-8859-1' } })).toEqual([]);
  });

  it('rejects root and line names that are not XML names', () => {
    expect(paths({ xml: { root: '1root', line: 'my line' } })).toEqual([
      'format.xml.root',
      'format.xml.line',
    ]);
    expect(paths({ xml: { root: 'ns:root' } })).toEqual(['format.xml.root']);
  });

  it.each(['a'.repeat(32), 'Q1/Q2', 'a\\b', 'what?', 'a*', 'a:b', '[a]'])(
    'rejects the sheet name %s',
    (name) => {
      expect(paths({ xls: { sheet_name: name } })).toEqual(['format.xls.sheet_name']);
    },
  );

  it('accepts a 31 character sheet name', () => {
    expect(paths({ xls: { sheet_name: 'a'.repeat(31) } })).toEqual([]);
  });

  it('names the Twig field and error of a template that does not compile', () => {
    const [violation] = validateFormat({ custom: { item: '{{ sku ' } });
    expect(violation!.property_path).toBe('format.custom.item');
    expect(violation!.message).toMatch(/closing bracket/);
  });

  it('rejects a Twig template that uses an unknown filter', () => {
    expect(paths({ custom: { footer: '{{ count|shout }}' } })).toEqual(['format.custom.footer']);
  });

  it('requires an item template when the custom format is chosen', () => {
    expect(paths({ format: 'custom', custom: { header: 'x' } })).toEqual(['format.custom.item']);
  });

  it('rejects wrong types and unknown properties', () => {
    expect(paths({ csv: { header: 3, no_empty_column: 'yes', quote: 'x' }, pdf: {} })).toEqual([
      'format.pdf',
      'format.csv.header',
      'format.csv.no_empty_column',
      'format.csv.quote',
    ]);
    expect(paths('csv')).toEqual(['format']);
    expect(paths({ xml: 'x' })).toEqual(['format.xml']);
  });

  it('refuses an escape_formulas that is not a boolean', () => {
    expect(validateFormat({ csv: { escape_formulas: 'yes' } })).toEqual([
      {
        property_path: 'format.csv.escape_formulas',
        invalid_value: 'yes',
        message: 'This value should be of type boolean.',
        said: { code: 'violation.field.of_type', values: { type: 'boolean' } },
      },
    ]);
  });

  it('calls names of Object.prototype unknown properties instead of looking them up', () => {
    const format = JSON.parse('{"constructor": 1, "csv": {"constructor": 1, "toString": 2, "__proto__": 3}}');
    expect(paths(format)).toEqual([
      'format.constructor',
      'format.csv.constructor',
      'format.csv.toString',
      'format.csv.__proto__',
    ]);
  });

  it('says each refusal in the reader’s language, its English the message as before', () => {
    const violations = validateFormat({
      csv: { bom: 'utf8', encoding: 'UTF-16', nb_headers: 11 },
      json: { json_nodes: [{ id: 'a', type: 'nope' }] },
      custom: { item: '{{ a }' },
    });
    const said = (language: string) =>
      violations.map((v) => `${v.property_path}: ${render(v.said!, language)}`);
    expect(said('en')).toEqual(violations.map((v) => `${v.property_path}: ${v.message}`));
    expect(said('fr')).toEqual([
      'format.csv.nb_headers: Cette valeur doit être comprise entre 0 et 10.',
      'format.csv.bom: Une marque d’ordre des octets utf8 ne convient pas à l’encodage UTF-16.',
      'format.json.json_nodes[0].type: La valeur doit être l’une de : object, array, column, value.',
      'format.custom.item: Le modèle Twig ne peut pas être rendu : « } » inattendu. (ligne 1)',
    ]);
    expect(violations.at(-1)!.message).toBe('The Twig template does not render: Unexpected “}”. (line 1)');
  });
});
