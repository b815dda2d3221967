import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { writeAll } from './write-all.ts';

describe('XML writer', () => {
  it('writes the root, one line element per row and one element per column', async () => {
    const { text } = await writeAll(
      { format: 'xml', xml: { root: 'products', line: 'product' } },
      ['sku', 'name'],
      [
        ['A1', 'Fish & <Chips>'],
        ['A2', ''],
      ],
    );
    expect(text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<products>\n' +
        '  <product>\n    <sku>A1</sku>\n    <name>Fish &amp; &lt;Chips&gt;</name>\n  </product>\n' +
        '  <product>\n    <sku>A2</sku>\n    <name/>\n  </product>\n</products>\n',
    );
  });

  it('parses back to the same values, with invalid element names adjusted', async () => {
    const rows = [['1', 'é"\'ü', 'a\nb']];
    const { text } = await writeAll({ format: 'xml' }, ['2nd price', 'label', 'note'], rows);
    const parsed = new XMLParser({ parseTagValue: false }).parse(text);
    expect(parsed.root.line).toEqual({ _2nd_price: '1', label: 'é"\'ü', note: 'a\nb' });
  });

  it('leaves out and reports the control characters XML cannot hold', async () => {
    const { text, stats } = await writeAll({ format: 'xml' }, ['a'], [['ok'], ['bell\u0007']]);
    expect(text).toContain('<a>bell</a>');
    expect(stats.unencodable).toEqual({ count: 1, first: { row: 2, detail: '\u0007' } });
  });
});
