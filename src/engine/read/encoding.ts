import { isUtf8 } from 'node:buffer';
import chardet from 'chardet';
import iconv from '../iconv.ts';
import { SourceError } from './source-error.ts';

/**
 * Chooses the encoding of a text source. Names are iconv-lite names. LATIN1 and ISO-8859-1 decode
 * as windows-1252: it is a superset for printable text (its 0x80–0x9F are `€`, `–`, `’`… where
 * ISO-8859-1 has invisible control codes), so a file labelled latin1 but written by Windows keeps
 * its euro signs.
 */

const ALIASES: Record<string, string> = {
  utf8: 'utf-8',
  latin1: 'windows-1252',
  iso88591: 'windows-1252',
  utf16: 'utf-16',
  utf32: 'utf-32',
  macintosh: 'macintosh',
  ascii: 'utf-8',
};

/** Resolves an encoding name given by a user (any case, with or without dashes). */
export function resolveEncoding(name: string): string {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const known = ALIASES[key];
  if (known) return known;
  if (iconv.encodingExists(name)) return name.toLowerCase();
  throw SourceError.of('encoding', { encoding: name });
}

/** Byte order marks, longest first (UTF-32 LE starts like UTF-16 LE). */
const BOMS: ReadonlyArray<[string, number[]]> = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-32le', [0xff, 0xfe, 0x00, 0x00]],
  ['utf-32be', [0x00, 0x00, 0xfe, 0xff]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

/** The encoding a byte order mark announces, or null. */
export function encodingFromBom(head: Buffer): string | null {
  for (const [name, bytes] of BOMS) {
    if (bytes.every((byte, i) => head[i] === byte)) return name;
  }
  return null;
}

/**
 * Detects the encoding of a file from its first bytes (`complete` when they are the whole file):
 * BOM, then the NUL pattern of UTF-16/32 text, then strict UTF-8 validity, then chardet.
 */
export function detectEncoding(head: Buffer, complete: boolean): string {
  const fromBom = encodingFromBom(head);
  if (fromBom) return fromBom;
  const wide = wideEncoding(head);
  if (wide) return wide;
  if (isUtf8(complete ? head : dropPartialUtf8(head))) return 'utf-8';
  const guess = chardet.detect(head);
  if (!guess || guess === 'ISO-8859-1' || guess === 'ASCII' || !iconv.encodingExists(guess))
    return 'windows-1252';
  return guess.toLowerCase();
}

/** UTF-16/32 without a BOM: text in Latin scripts has a NUL in the same byte of most code units. */
function wideEncoding(head: Buffer): string | null {
  const sample = head.subarray(0, 4096 - (Math.min(head.length, 4096) % 4));
  if (sample.length < 4) return null;
  const zeros = [0, 0, 0, 0];
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) zeros[i % 4]!++;
  const quads = sample.length / 4;
  const mostly = (n: number) => n >= quads * 0.7;
  const rarely = (n: number) => n <= quads * 0.1;
  if (rarely(zeros[0]!) && mostly(zeros[1]!) && mostly(zeros[2]!) && mostly(zeros[3]!)) return 'utf-32le';
  if (mostly(zeros[0]!) && mostly(zeros[1]!) && mostly(zeros[2]!) && rarely(zeros[3]!)) return 'utf-32be';
  if (rarely(zeros[0]! + zeros[2]!) && mostly(zeros[1]!) && mostly(zeros[3]!)) return 'utf-16le';
  if (mostly(zeros[0]!) && mostly(zeros[2]!) && rarely(zeros[1]! + zeros[3]!)) return 'utf-16be';
  return null;
}

/** Cuts a UTF-8 sequence left incomplete at the end of a sample. */
function dropPartialUtf8(head: Buffer): Buffer {
  for (let back = 1; back <= 3 && back <= head.length; back++) {
    const byte = head[head.length - back]!;
    if (byte < 0x80) return head;
    if (byte >= 0xc0) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return needed > back ? head.subarray(0, head.length - back) : head;
    }
  }
  return head;
}
