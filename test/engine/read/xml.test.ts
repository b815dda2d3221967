import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import type { SourceRow } from '../../../src/engine/read/source-table.ts';
import { findRecordPath } from '../../../src/engine/read/xml/record-path.ts';
import { readCells, tempFile } from './temp-files.ts';

const ORDERS = `<?xml version="1.0" encoding="UTF-8"?>
<export date="2024-01-01">
  <meta><count>3</count></meta>
  <order id="1">
    <customer>Zoë</customer>
    <address type="home"><city>Paris</city></address>
    <tag>a</tag><tag>b</tag>
  </order>
  <order id="2"><customer><![CDATA[R&D <team>]]></customer><empty/></order>
  <order/>
  <order id="3"><customer> spaced </customer></order>
</export>`;

async function rowsOf(text: string | Uint8Array, options = {}): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const row of (await openSource(tempFile(text), options)).rows()) rows.push(row);
  return rows;
}

describe('openSource on XML', () => {
  it('takes the repeated element as rows, attributes and nested children as dotted columns', async () => {
    const table = await openSource(tempFile(ORDERS));
    expect(table.format).toBe('xml');
    expect(table.headers).toEqual(['id', 'customer', 'address.type', 'address.city', 'tag', 'empty']);
  });

  it('keeps leaf text as written, CDATA as text, repeated fields as a JSON array, and skips empty records', async () => {
    const rows = await rowsOf(ORDERS);
    expect(rows.map((r) => [r.index, r.line, r.cells])).toEqual([
      [1, 4, ['1', 'Zoë', 'home', 'Paris', '["a","b"]', '']],
      [2, 9, ['2', 'R&D <team>', '', '', '', '']],
      [3, 11, ['3', ' spaced ', '', '', '', '']],
    ]);
  });

  it('finds records under a wrapper element', () => {
    const sample = '<root><info/><items><item><a>1</a></item><item><a>2</a></item></items></root>';
    expect(findRecordPath(sample, true)).toBe('/root/items/item');
  });

  it('reads a single record when nothing repeats', () => {
    expect(findRecordPath('<root><person><name>x</name></person></root>', true)).toBe('/root/person');
  });

  it('uses the record element it is given', async () => {
    const rows = await rowsOf(ORDERS, { record_element: 'address' });
    expect(rows.map((r) => r.cells)).toEqual([['home', 'Paris']]);
  });

  it('decodes the encoding named in the XML declaration', async () => {
    const text = '<?xml version="1.0" encoding="ISO-8859-1"?>\n<r><i n="Besançon"/><i n="Malmö"/></r>';
    const table = await openSource(tempFile(iconv.encode(text, 'latin1')));
    expect(table.encoding).toBe('windows-1252');
    expect(await readCells(table)).toEqual([['Besançon'], ['Malmö']]);
  });

  it('refuses malformed XML, naming the line', async () => {
    const opening = openSource(tempFile('<r>\n<i>1</i>\n<i>2</j>\n</r>'));
    await expect(opening.then(readCells)).rejects.toThrow(/^Line 3: Invalid XML/);
  });

  it('refuses a document that declares entities, saying declarations are not accepted', async () => {
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      '  <!ENTITY lol "lol">',
      '  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">',
      '  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">',
      ']>',
      '<rows><row><a>&lol3;</a></row><row><a>x</a></row></rows>',
    ].join('\n');
    const opening = openSource(tempFile(laughs));
    await expect(opening.then(readCells)).rejects.toThrow(/entity declarations are not accepted/);
    // A DOCTYPE without declarations is read as before.
    const plain =
      '<?xml version="1.0"?>\n<!DOCTYPE rows>\n<rows><row><a>1</a></row><row><a>2</a></row></rows>';
    expect(await readCells(await openSource(tempFile(plain)))).toEqual([['1'], ['2']]);
  });

  it('refuses a document whose root has no children', async () => {
    await expect(openSource(tempFile('<root>text</root>'))).rejects.toThrow(/holds no records/);
  });
});
