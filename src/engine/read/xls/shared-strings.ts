/**
 * The shared string table (SST) of a BIFF8 workbook. It spans the SST record and the CONTINUE
 * records after it; a string's characters may be cut across two of them, and the part in the next
 * record starts with a flags byte saying again whether its characters take one byte or two.
 * Rich-text runs and phonetic data that follow a string are skipped.
 */
import { decodeChars } from './biff-stream.ts';

class Segments {
  private index = 0;
  private at = 0;

  constructor(private readonly parts: readonly Buffer[]) {}

  /** True when the current part is used up and the next one begins a new CONTINUE record. */
  private advance(): boolean {
    if (this.at < (this.parts[this.index]?.length ?? 0)) return false;
    if (this.index >= this.parts.length - 1) return false;
    this.index++;
    this.at = 0;
    return true;
  }

  get ended(): boolean {
    this.advance();
    return this.at >= (this.parts[this.index]?.length ?? 0);
  }

  byte(): number {
    this.advance();
    const part = this.parts[this.index];
    if (part === undefined || this.at >= part.length) throw new RangeError('shared strings end early');
    return part[this.at++]!;
  }

  u16(): number {
    return this.byte() | (this.byte() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(bytes: number): void {
    for (let left = bytes; left > 0; ) {
      this.advance();
      const part = this.parts[this.index];
      if (part === undefined || this.at >= part.length) return;
      const take = Math.min(left, part.length - this.at);
      this.at += take;
      left -= take;
    }
  }

  /** `count` characters, switching width where a CONTINUE record cuts them. */
  chars(count: number, high: boolean): string {
    let text = '';
    let left = count;
    while (left > 0) {
      if (this.advance()) high = (this.byte() & 1) === 1;
      const part = this.parts[this.index];
      if (part === undefined || this.at >= part.length) throw new RangeError('shared strings end early');
      const width = high ? 2 : 1;
      const fit = Math.min(left, Math.floor((part.length - this.at) / width));
      if (fit === 0) throw new RangeError('a character is cut across records');
      text += decodeChars(part.subarray(this.at, this.at + fit * width), high);
      this.at += fit * width;
      left -= fit;
    }
    return text;
  }
}

/** The strings of an SST record's data and its CONTINUE records' data, in order. */
export function sharedStrings(parts: readonly Buffer[]): string[] {
  const reader = new Segments(parts);
  reader.u32(); // total uses of the strings in the workbook
  const unique = reader.u32();
  const strings: string[] = [];
  while (strings.length < unique && !reader.ended) {
    const count = reader.u16();
    const flags = reader.byte();
    const runs = flags & 0x08 ? reader.u16() : 0;
    const phonetic = flags & 0x04 ? reader.u32() : 0;
    strings.push(reader.chars(count, (flags & 1) === 1));
    reader.skip(runs * 4 + phonetic);
  }
  return strings;
}
