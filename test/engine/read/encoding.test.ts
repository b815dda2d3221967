import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { sniffDelimiter } from '../../../src/engine/read/csv/delimiter.ts';
import { detectEncoding, resolveEncoding } from '../../../src/engine/read/encoding.ts';

describe('detectEncoding', () => {
  it('takes UTF-8 when the sample is valid UTF-8, even cut inside a character', () => {
    const bytes = Buffer.from('prénom,ville\nZoë,Besançon\n', 'utf8');
    expect(detectEncoding(bytes, true)).toBe('utf-8');
    expect(detectEncoding(bytes.subarray(0, 3), false)).toBe('utf-8'); // "pr" + first byte of "é"
  });

  it('falls back to windows-1252 for Western text that is not UTF-8', () => {
    expect(detectEncoding(iconv.encode('prénom;ville\nZoë;Besançon\n'.repeat(5), 'latin1'), true)).toBe(
      'windows-1252',
    );
  });

  it('recognises other single-byte and multi-byte encodings through chardet', () => {
    const text = '東京都の住所と氏名の一覧です。これは日本語のテキストです。'.repeat(5);
    expect(detectEncoding(iconv.encode(text, 'shift_jis'), true)).toBe('shift_jis');
  });
});

describe('resolveEncoding', () => {
  it.each([
    ['UTF-8', 'utf-8'],
    ['LATIN1', 'windows-1252'],
    ['ISO-8859-1', 'windows-1252'],
    ['UTF-16', 'utf-16'],
    ['UTF-32', 'utf-32'],
    ['macintosh', 'macintosh'],
    ['Shift_JIS', 'shift_jis'],
  ])('reads the encoding name %s as %s', (name, resolved) => {
    expect(resolveEncoding(name)).toBe(resolved);
  });
});

describe('sniffDelimiter', () => {
  it('falls back to a comma for a single column', () => {
    expect(sniffDelimiter('name\nAda\nGrace\n', true)).toBe(',');
  });

  it('prefers the delimiter that gives every row the same width', () => {
    expect(sniffDelimiter('a;b;c\n1,5;2;x\n3;4,25;y,z\n', true)).toBe(';');
  });
});
