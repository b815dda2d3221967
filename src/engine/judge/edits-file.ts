/**
 * Edited cells read from a file as a pass reaches their rows: one JSON line per edited row,
 * `[row, {technical name: text}, …]` by ascending row number (the lines the server writes from its
 * edited rows, ../review/replace-cells.ts `EditedLine`). After a find and replace over a million
 * rows every row may be edited; a map of them all would hold hundreds of MB, the file's reader
 * holds one chunk and the row it stands on.
 *
 * Reads are synchronous, a chunk at a time: `get` is called from a pass's inner loop. A pass asks
 * for its rows in ascending order; a row before the last one asked (a second pass, or a slice of
 * the file further back) starts the reading over from the file's first line.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { AlignedEdits } from './cell-edits.ts';

const CHUNK_BYTES = 1 << 20;

type Aligned = readonly (string | undefined)[];

export class EditsFile implements AlignedEdits {
  private readonly column: Map<string, number>;
  private fd: number | null = null;
  private position = 0;
  private buffered = '';
  /** Where the next line starts in `buffered`. */
  private offset = 0;
  private ended = false;
  /** The next line's row number and its text, not parsed further until its row is asked. */
  private next: { row: number; line: string } | null = null;
  private lastAsked = 0;

  constructor(
    private readonly path: string,
    private readonly names: readonly string[],
  ) {
    this.column = new Map(names.map((name, c) => [name, c]));
  }

  get(row: number): Aligned | undefined {
    if (row < this.lastAsked) this.restart();
    this.lastAsked = row;
    if (this.fd === null && !this.ended) this.open();
    while (this.next !== null && this.next.row < row) this.advance();
    if (this.next === null || this.next.row !== row) return undefined;
    return this.aligned(this.next.line);
  }

  /** Closes the file; a later `get` opens it again. */
  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private restart(): void {
    this.close();
    this.position = 0;
    this.buffered = '';
    this.offset = 0;
    this.ended = false;
    this.next = null;
  }

  private open(): void {
    this.fd = openSync(this.path, 'r');
    this.advance();
  }

  /** Moves `next` to the following line of the file, null at its end. */
  private advance(): void {
    for (;;) {
      const newline = this.buffered.indexOf('\n', this.offset);
      if (newline >= 0) {
        const line = this.buffered.slice(this.offset, newline);
        this.offset = newline + 1;
        if (line === '') continue;
        // `[123,…`: the row number is read without parsing the line.
        this.next = { row: Number.parseInt(line.slice(1), 10), line };
        return;
      }
      if (!this.fill()) {
        const line = this.buffered.slice(this.offset);
        this.buffered = '';
        this.offset = 0;
        this.next = line === '' ? null : { row: Number.parseInt(line.slice(1), 10), line };
        if (this.next === null) this.close();
        return;
      }
    }
  }

  /** Reads the next chunk; false at the end of the file. */
  private fill(): boolean {
    if (this.fd === null || this.ended) return false;
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    const read = readSync(this.fd, chunk, 0, CHUNK_BYTES, this.position);
    if (read === 0) {
      this.ended = true;
      return false;
    }
    this.position += read;
    // A character cut at the chunk's end is kept whole: only complete lines are ever parsed.
    let end = read;
    while (end > 0 && (chunk[end - 1]! & 0xc0) === 0x80) end--;
    if (end > 0 && chunk[end - 1]! >= 0xc0) end--;
    if (end < read) {
      this.position -= read - end;
      if (end === 0) throw new Error(`The edits file ${this.path} holds a malformed character.`);
    }
    this.buffered = this.buffered.slice(this.offset) + chunk.toString('utf8', 0, end);
    this.offset = 0;
    return true;
  }

  private aligned(line: string): Aligned | undefined {
    const cells = (JSON.parse(line) as [number, Record<string, string>])[1];
    const texts: (string | undefined)[] = new Array(this.names.length).fill(undefined);
    let any = false;
    for (const name in cells) {
      const c = this.column.get(name);
      if (c === undefined) continue;
      texts[c] = cells[name];
      any = true;
    }
    return any ? texts : undefined;
  }
}
