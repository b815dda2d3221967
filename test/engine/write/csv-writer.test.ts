import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { writeAll } from './write-all.ts';

const csv = (options: Record<string, unknown>) => ({ format: 'csv', csv: options });

describe('CSV writer', () => {
  it('writes a header row and quotes only the fields that need it', async () => {
    const { text, stats } = await writeAll(
      null,
      ['sku', 'label'],
      [
        ['A1', 'plain'],
        ['A2', 'comma, inside'],
        ['A3', 'say "hi"'],
        ['A4', 'two\nlines'],
        ['', ''],
      ],
    );
    expect(text).toBe('sku,label\nA1,plain\nA2,"comma, inside"\nA3,"say ""hi"""\nA4,"two\nlines"\n,\n');
    expect(stats.rows).toBe(5);
  });

  it('uses the chosen delimiter, enclosure and newline', async () => {
    const format = csv({ delimiter: 'semi_column', enclosure: 'single_quotes', newline: 'crlf' });
    const { text } = await writeAll(
      format,
      ['a', 'b'],
      [
        ["it's", 'x;y'],
        ['"q"', 'z'],
      ],
    );
    expect(text).toBe("a;b\r\n'it''s';'x;y'\r\n\"q\";z\r\n");
  });

  it('escapes quotes and backslashes with a backslash when asked', async () => {
    const format = csv({ escape: 'backslash', delimiter: 'pipe', newline: 'cr' });
    const { text } = await writeAll(
      format,
      ['a', 'b'],
      [
        ['say "hi"', 'C:\\dir'],
        ['tab\there', 'x|y'],
      ],
    );
    expect(text).toBe('a|b\r"say \\"hi\\""|"C:\\\\dir"\rtab\there|"x|y"\r');
  });

  it('quotes a lone empty field so the row is not an empty line', async () => {
    const { text } = await writeAll(null, ['a'], [[''], ['x']]);
    expect(text).toBe('a\n""\nx\n');
  });

  it('writes the header text, then the header row as many times as nb_headers', async () => {
    expect((await writeAll(csv({ header: 'Export of products', nb_headers: 2 }), ['a'], [['1']])).text).toBe(
      'Export of products\na\na\n1\n',
    );
    expect((await writeAll(csv({ nb_headers: 0 }), ['a'], [['1']])).text).toBe('1\n');
  });

  it.each([
    ['utf8', 'UTF-8', 'ef bb bf 61 0a c3 a9 0a'],
    ['utf16_be', 'UTF-16', 'fe ff 00 61 00 0a 00 e9 00 0a'],
    ['utf16_le', 'UTF-16', 'ff fe 61 00 0a 00 e9 00 0a 00'],
    ['none', 'UTF-16', '00 61 00 0a 00 e9 00 0a'],
    ['utf32_le', 'UTF-32', 'ff fe 00 00 61 00 00 00 0a 00 00 00 e9 00 00 00 0a 00 00 00'],
    ['utf32_be', 'UTF-32', '00 00 fe ff 00 00 00 61 00 00 00 0a 00 00 00 e9 00 00 00 0a'],
    ['none', 'ISO-8859-1', '61 0a e9 0a'],
    ['none', 'macintosh', '61 0a 8e 0a'],
  ])('writes the %s BOM and %s bytes exactly', async (bom, encoding, hex) => {
    const { bytes } = await writeAll(csv({ bom, encoding }), ['a'], [['é']]);
    expect(bytes.toString('hex').match(/../g)!.join(' ')).toBe(hex);
  });

  it('writes € as byte 0xDB in macintosh, and reports the old currency sign ¤ it replaced', async () => {
    const mac = await writeAll(csv({ encoding: 'macintosh' }), ['price'], [['5 €']]);
    expect(mac.bytes).toEqual(Buffer.from([...Buffer.from('price\n5 '), 0xdb, 0x0a]));
    expect(mac.stats.unencodable.count).toBe(0);
    const old = await writeAll(csv({ encoding: 'macintosh' }), ['price'], [['5 ¤']]);
    expect(old.stats.unencodable.count).toBe(1);
  });

  it('writes € in LATIN1 (windows-1252) and reports it in ISO-8859-1', async () => {
    const latin1 = await writeAll(csv({ encoding: 'LATIN1' }), ['price'], [['5 €']]);
    expect(latin1.bytes.subarray(-2)).toEqual(Buffer.from([0x80, 0x0a]));
    expect(latin1.stats.unencodable.count).toBe(0);

    const iso = await writeAll(csv({ encoding: 'ISO-8859-1' }), ['price'], [['ok'], ['5 € – 6 €']]);
    expect(iso.stats.unencodable).toEqual({ count: 3, first: { row: 2, detail: '€' } });
  });

  it('writes rows longer than its buffer whole and in order, in UTF-8 and in another encoding', async () => {
    const long = 'é'.repeat(70_000);
    const rows = [['a'], [long], ['b'], [long.slice(0, 30_000)], ['c']];
    const expected = `v\na\n${long}\nb\n${long.slice(0, 30_000)}\nc\n`;
    expect((await writeAll(null, ['v'], rows)).text).toBe(expected);
    const latin1 = await writeAll(csv({ encoding: 'LATIN1' }), ['v'], rows);
    expect(iconv.decode(latin1.bytes, 'windows-1252')).toBe(expected);
  });

  it('reports lone surrogates in UTF-8 and accepts every well-formed character', async () => {
    const rows = [['Zoë 😀'], ['broken \ud800 here'], ['Éa\udc00\ud83d']];
    const { stats } = await writeAll(null, ['name'], rows);
    expect(stats.unencodable).toEqual({ count: 3, first: { row: 2, detail: '\ud800' } });
  });

  it('reports characters outside the encoding in the header too, as row 0', async () => {
    const { stats } = await writeAll(csv({ encoding: 'macintosh' }), ['名前'], [['x']]);
    expect(stats.unencodable).toEqual({ count: 2, first: { row: 0, detail: '名' } });
  });

  it('drops the columns empty on every row when no_empty_column is set', async () => {
    const rows = [
      ['1', '', 'x'],
      ['2', '', ''],
    ];
    const { text, stats } = await writeAll(csv({ no_empty_column: true }), ['a', 'b', 'c'], rows);
    expect(text).toBe('a,c\n1,x\n2,\n');
    expect(stats.droppedColumns).toEqual(['b']);
    expect(stats.rows).toBe(2);
  });

  it('drops empty columns when the template does not export them, and keeps all without rows', async () => {
    const options = { exportEmptyColumns: false };
    expect((await writeAll(null, ['a', 'b'], [['', '1']], options)).text).toBe('b\n1\n');
    expect((await writeAll(null, ['a', 'b'], [], options)).text).toBe('a,b\n');
  });

  it('keeps many rows in order through the spool and large chunks', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [String(i), i % 2 ? 'odd' : '', '']);
    const { text } = await writeAll(csv({ no_empty_column: true }), ['n', 'p', 'e'], rows);
    const lines = iconv.decode(Buffer.from(text), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(5001);
    expect(lines[0]).toBe('n,p');
    expect(lines[5000]).toBe('4999,odd');
  });
});
