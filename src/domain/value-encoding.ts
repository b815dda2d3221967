/**
 * How ValueSet (./value-set.ts) stores a string: a tag byte, then its code units in one byte each
 * when all are below 256, else two (little-endian). The tag keeps the two forms from ever
 * comparing equal, so equal encodings mean equal strings.
 */

const ONE_BYTE = 0;
const TWO_BYTES = 1;

/** Encodes strings into one reused buffer: `bytes[0, length)` holds the last one. */
export class ValueEncoder {
  bytes = new Uint8Array(64);
  length = 0;

  encode(value: string): void {
    const n = value.length;
    let wide = false;
    for (let i = 0; i < n && !wide; i++) wide = value.charCodeAt(i) > 0xff;
    this.length = 1 + (wide ? 2 * n : n);
    if (this.bytes.length < this.length) {
      this.bytes = new Uint8Array(Math.max(this.length, this.bytes.length * 2));
    }
    const bytes = this.bytes;
    let at = 0;
    if (!wide) {
      bytes[at++] = ONE_BYTE;
      for (let i = 0; i < n; i++) bytes[at++] = value.charCodeAt(i);
    } else {
      bytes[at++] = TWO_BYTES;
      for (let i = 0; i < n; i++) {
        const c = value.charCodeAt(i);
        bytes[at++] = c & 0xff;
        bytes[at++] = c >> 8;
      }
    }
  }

  /** Encodes the string whose text is the ASCII bytes [start, end) of `source`, as `encode` would. */
  encodeAscii(source: Uint8Array, start: number, end: number): void {
    this.length = 1 + end - start;
    if (this.bytes.length < this.length) {
      this.bytes = new Uint8Array(Math.max(this.length, this.bytes.length * 2));
    }
    const bytes = this.bytes;
    bytes[0] = ONE_BYTE;
    // A loop: the values are short, and a subarray for `set` would cost an object each.
    for (let i = start, at = 1; i < end; i++) bytes[at++] = source[i]!;
  }
}

/** The string encoded in bytes [from, to). */
export function decodeValue(bytes: Uint8Array, from: number, to: number): string {
  let text = '';
  if (bytes[from] === ONE_BYTE) {
    for (let i = from + 1; i < to; i++) text += String.fromCharCode(bytes[i]!);
  } else {
    for (let i = from + 1; i < to; i += 2) text += String.fromCharCode(bytes[i]! | (bytes[i + 1]! << 8));
  }
  return text;
}

/** FNV-1a over bytes [from, to). */
export function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}
