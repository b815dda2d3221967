/**
 * Finds the characters an encoding cannot hold, so they are reported rather than silently turned
 * into `?` by the encoder. All the single-byte encodings Ferry writes are ASCII-compatible, so an
 * ASCII-only text (the common case) is settled by one regex test.
 */
import iconv from '../iconv.ts';

/** How many characters of `text` the encoding cannot hold, and the first of them. */
export type UnencodableScan = (text: string) => { count: number; first: string } | null;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point of this test
const NON_ASCII = /[^\x00-\x7f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `String.prototype.isWellFormed` (Node 20), which the ES2023 library types do not declare yet. */
type MaybeWellFormed = string & { isWellFormed(): boolean };

/**
 * Unicode encodings hold every character except a lone surrogate (broken UTF-16 in the input).
 * The native well-formedness test settles almost every text without a regex: testing for
 * non-ASCII first left most rows (any accent) to the surrogate regex, 4.6 % of a 1M-row profile.
 */
function scanUnicode(text: string): { count: number; first: string } | null {
  if ((text as MaybeWellFormed).isWellFormed()) return null;
  const found = text.match(LONE_SURROGATE);
  return found ? { count: found.length, first: found[0]! } : null;
}

function singleByteScan(codec: string): UnencodableScan {
  const all = Buffer.alloc(256);
  for (let i = 0; i < 256; i++) all[i] = i;
  const encodable = new Set(iconv.decode(all, codec));
  encodable.delete('\ufffd');
  return (text) => {
    const start = text.search(NON_ASCII);
    if (start < 0) return null;
    let count = 0;
    let first = '';
    for (const char of text.slice(start)) {
      if (char.charCodeAt(0) < 0x80 || encodable.has(char)) continue;
      count += 1;
      first ||= char;
    }
    return count > 0 ? { count, first } : null;
  };
}

const scans = new Map<string, UnencodableScan>();

/** The scan for an iconv-lite codec name. */
export function unencodableScan(codec: string): UnencodableScan {
  if (/^utf/i.test(codec)) return scanUnicode;
  let scan = scans.get(codec);
  if (!scan) {
    scan = singleByteScan(codec);
    scans.set(codec, scan);
  }
  return scan;
}
