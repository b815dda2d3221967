import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { writeAll } from './write-all.ts';

const custom = (options: Record<string, unknown>) => ({ format: 'custom', custom: options });
const columns = ['sku', 'name'];
const rows = [
  ['A1', 'Fish & "Chips"'],
  ['A2', 'Tea'],
];

describe('custom (Twig) writer', () => {
  it('renders the header once, the item per row and the footer once', async () => {
    const format = custom({
      header: 'count,list\n',
      item: '{{ loop.index }}:{{ sku }}={{ item.name }}\n',
      footer: 'total {{ count }}',
    });
    expect((await writeAll(format, columns, rows)).text).toBe(
      'count,list\n1:A1=Fish & "Chips"\n2:A2=Tea\ntotal 2',
    );
  });

  it('offers json_encode and escape("xml"), and keeps the newline after a block tag', async () => {
    const format = custom({
      item: '{% if sku %}<n a={{ sku|json_encode }}>{{ name|escape("xml") }}</n>{% endif %}\n',
    });
    expect((await writeAll(format, columns, rows)).text).toBe(
      '<n a="A1">Fish &amp; &quot;Chips&quot;</n>\n<n a="A2">Tea</n>\n',
    );
  });

  it('leaves out and reports a row whose item fails to render', async () => {
    const broken = await writeAll(custom({ item: '{{ 1 / (sku == "x" ? 1 : 0) }}' }), columns, rows);
    expect(broken.text).toBe('');
    expect(broken.stats.renderErrors.count).toBe(2);
    expect(broken.stats.renderErrors.first).toMatchObject({
      row: 1,
      detail: expect.stringMatching(/Division by zero/),
    });
  });

  it('names the header or the footer whose rendering fails, with its line', async () => {
    const { text, stats } = await writeAll(
      custom({ header: '<h>\n', item: '{{ sku }};', footer: '</h>\n{{ count / 0 }}' }),
      columns,
      rows,
    );
    expect(text).toBe('<h>\nA1;A2;');
    expect(stats.renderErrors.first).toMatchObject({
      row: 2,
      part: 'footer',
      detail: 'In the footer: Division by zero. (line 2)',
    });
    const header = await writeAll(custom({ header: '{{ 1 / 0 }}', item: '{{ sku }};' }), columns, rows);
    expect(header.stats.renderErrors.first).toMatchObject({
      row: 0,
      detail: 'In the header: Division by zero. (line 1)',
    });
  });

  it('refuses, before writing anything, a stored template that would run code', async () => {
    const payload =
      '{% set F = attribute(attribute("x","constructor"),"constructor") %}' +
      "{% set g = F(\"return process.getBuiltinModule('child_process').execSync('id').toString()\") %}{{ g() }}";
    await expect(writeAll(custom({ item: payload }), columns, rows)).rejects.toThrow(
      /function “attribute”, which is not allowed/,
    );
    await expect(writeAll(custom({ item: '{{ item.__proto__ }}' }), columns, rows)).rejects.toThrow(
      /“__proto__”, which is not allowed/,
    );
  });

  it('finds nothing behind computed names, and counts a row over its budget as a rendering error', async () => {
    const item =
      '{{ sku }}:{{ sku["constr" ~ "uctor"] }}{{ item["__pro" ~ "to__"] }}{{ loop["constr" ~ "uctor"] }}' +
      '{% if sku == "A2" %}{% for i in 1..10000 %}{% for j in 1..10000 %}{% endfor %}{% endfor %}{% endif %};';
    const { text, stats } = await writeAll(custom({ item }), columns, rows);
    expect(text).toBe('A1:;');
    expect(stats.renderErrors).toMatchObject({
      count: 1,
      first: { row: 2, detail: expect.stringMatching(/budget of 100000 steps per render/) },
    });
  });

  it('writes in the chosen encoding and reports what it cannot hold', async () => {
    const { bytes, stats } = await writeAll(
      custom({ item: '{{ name }}|', encoding: 'ISO-8859-1' }),
      ['name'],
      [['é'], ['€']],
    );
    expect(iconv.decode(bytes, 'latin1')).toBe('é|?|');
    expect(stats.unencodable).toEqual({ count: 1, first: { row: 2, detail: '€' } });
  });

  it('re-indents a JSON rendering', async () => {
    const format = custom({
      header: '[',
      item: '{% if not loop.first %},{% endif %}{"sku":{{ sku|json_encode }},"tags":[],"n":[1, 2.5e3,true,null]}',
      footer: ']',
      prettify: 'json',
    });
    const { text, stats } = await writeAll(format, columns, rows);
    expect(stats.prettifyError).toBeNull();
    expect(text).toBe(
      '[\n  {\n    "sku": "A1",\n    "tags": [],\n    "n": [\n      1,\n      2.5e3,\n      true,\n      null\n    ]\n  },\n' +
        '  {\n    "sku": "A2",\n    "tags": [],\n    "n": [\n      1,\n      2.5e3,\n      true,\n      null\n    ]\n  }\n]\n',
    );
  });

  it('re-indents an XML rendering as UTF-8', async () => {
    const format = custom({
      header: '<?xml version="1.0" encoding="ISO-8859-1"?><items>',
      item: '<item sku="{{ sku }}"><name>{{ name|e("xml") }}</name><empty></empty></item>',
      footer: '</items>',
      prettify: 'xml',
      encoding: 'LATIN1',
    });
    const { text, stats } = await writeAll(format, columns, rows);
    expect(stats.prettifyError).toBeNull();
    expect(text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<items>\n' +
        '  <item sku="A1">\n    <name>Fish &amp; "Chips"</name>\n    <empty/>\n  </item>\n' +
        '  <item sku="A2">\n    <name>Tea</name>\n    <empty/>\n  </item>\n</items>\n',
    );
  });

  it.each([
    ['json', '{"sku": {{ sku|json_encode }}}', '{"sku": "A1"}{"sku": "A2"}'],
    ['xml', '<item>{{ name }}</item>', '<item>Fish & "Chips"</item><item>Tea</item>'],
  ])('falls back to the raw rendering when the %s document is invalid', async (prettify, item, raw) => {
    const { text, stats } = await writeAll(custom({ item, prettify }), columns, rows);
    expect(stats.prettifyError).toEqual({ mode: prettify, reason: expect.any(String) });
    expect(text).toBe(raw);
  });
});
