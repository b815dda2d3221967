/**
 * What each specification encoding name means in bytes, and which BOM may precede it.
 *
 * `LATIN1` is windows-1252 (what browsers and spreadsheet users mean by "Latin-1": it holds `€`,
 * `–`, curly quotes); `ISO-8859-1` is the strict standard, whose 0x80–0x9F bytes are control codes.
 * `UTF-16` and `UTF-32` are big-endian unless a little-endian BOM is chosen: unmarked UTF-16 is
 * big-endian by RFC 2781, so a BOM-less file stays readable by a standards-following reader.
 */
import type { Bom, Encoding } from './options.ts';

/** The iconv-lite name of an encoding, given the BOM that decides the byte order of UTF-16/32. */
export function codecName(encoding: Encoding, bom: Bom = 'none'): string {
  switch (encoding) {
    case 'UTF-8':
      return 'utf8';
    case 'LATIN1':
      return 'windows-1252';
    case 'ISO-8859-1':
      return 'iso-8859-1';
    case 'macintosh':
      return 'macintosh';
    case 'UTF-16':
      return bom === 'utf16_le' ? 'utf-16le' : 'utf-16be';
    case 'UTF-32':
      return bom === 'utf32_le' ? 'utf-32le' : 'utf-32be';
  }
}

/** The bytes of each BOM. */
export const BOM_BYTES: Record<Bom, readonly number[]> = {
  none: [],
  utf8: [0xef, 0xbb, 0xbf],
  utf16_be: [0xfe, 0xff],
  utf16_le: [0xff, 0xfe],
  utf32_be: [0x00, 0x00, 0xfe, 0xff],
  utf32_le: [0xff, 0xfe, 0x00, 0x00],
};

const BOM_ENCODING: Record<Exclude<Bom, 'none'>, Encoding> = {
  utf8: 'UTF-8',
  utf16_be: 'UTF-16',
  utf16_le: 'UTF-16',
  utf32_be: 'UTF-32',
  utf32_le: 'UTF-32',
};

/**
 * A BOM fits only the Unicode encoding it marks. In a single-byte encoding (LATIN1, ISO-8859-1,
 * macintosh) any BOM would be read back as stray characters such as `ï»¿`, so none fits.
 */
export function bomFitsEncoding(bom: Bom, encoding: Encoding): boolean {
  return bom === 'none' || BOM_ENCODING[bom] === encoding;
}
