import { SourceError } from '../source-error.ts';
import {
  BACKSLASH,
  CLOSE_ARRAY,
  CLOSE_OBJECT,
  COMMA,
  LF,
  OPEN_ARRAY,
  OPEN_OBJECT,
  QUOTE,
} from './json-chars.ts';
import { JsonPathWalker } from './path-walker.ts';

/**
 * Deepest nesting of objects and arrays inside one record. Each record is parsed by recursion
 * (flatten-json.ts), and a file nested 100,000 levels deep would overflow the stack; no export
 * nests data anywhere near this deep, so the bound refuses only hostile or broken files.
 */
export const MAX_JSON_DEPTH = 256;

/** The text of one top-level record and the line where it starts. */
export interface JsonElement {
  text: string;
  line: number;
}

/**
 * Cuts a JSON stream into its records without parsing the whole: a top-level array's elements, or
 * the objects of NDJSON (one per line, or simply one after another). Only the bracket depth and
 * string state are tracked; each record's text is parsed on its own afterwards, so memory holds
 * one record at a time.
 */
export class JsonElementScanner {
  private buf = '';
  private pos = 0;
  private start = -1;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private mode: 'unknown' | 'array' | 'stream' | 'done' = 'unknown';
  private expectComma = false;
  private line = 1;
  private startLine = 1;
  /** Walks the wrapper objects around the records when they sit under a key; null otherwise. */
  private readonly walker: JsonPathWalker | null;

  /** `recordsPath`: the keys leading to the records array, or null when the records are the document. */
  constructor(recordsPath: readonly string[] | null = null) {
    this.walker = recordsPath ? new JsonPathWalker(recordsPath) : null;
  }

  push(chunk: string): JsonElement[] {
    const keep = this.start >= 0 ? this.start : this.pos;
    this.buf = this.buf.slice(keep) + chunk;
    this.pos -= keep;
    if (this.start >= 0) this.start -= keep;
    const found: JsonElement[] = [];
    const buf = this.buf;
    for (; this.pos < buf.length; this.pos++) {
      const c = buf.charCodeAt(this.pos);
      if (c === LF) this.line++;
      if (this.start >= 0) {
        if (this.inString) {
          if (this.escaped) this.escaped = false;
          else if (c === BACKSLASH) this.escaped = true;
          else if (c === QUOTE) this.inString = false;
        } else if (c === QUOTE) this.inString = true;
        else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
          if (++this.depth > MAX_JSON_DEPTH) {
            throw SourceError.of('json_too_deep', { depth: MAX_JSON_DEPTH }, this.line);
          }
        } else if ((c === CLOSE_OBJECT || c === CLOSE_ARRAY) && --this.depth === 0) {
          found.push({ text: buf.slice(this.start, this.pos + 1), line: this.startLine });
          this.start = -1;
          this.expectComma = this.mode === 'array';
        }
        continue;
      }
      const walker = this.walker;
      if (walker && walker.phase === 'prefix') {
        if (walker.step(c, this.line)) {
          walker.phase = 'records';
          this.mode = 'array';
        }
        continue;
      }
      if (walker && this.mode === 'done') {
        walker.trailer(c, this.line);
        continue;
      }
      if (c <= 32) continue;
      this.between(c);
      if (walker && this.mode === 'done') walker.startTrailer();
    }
    return found;
  }

  /** Checks that the input ended after a complete document. */
  end(): void {
    const wrapperOpen = this.walker !== null && this.walker.phase !== 'end';
    if (this.start >= 0 || this.mode === 'array' || wrapperOpen) {
      throw SourceError.of('json_incomplete', {}, this.startLine);
    }
  }

  /** A character outside any record: an array bracket, a comma, or the start of a record. */
  private between(c: number): void {
    if (this.mode === 'unknown' && c === OPEN_ARRAY) {
      this.mode = 'array';
      return;
    }
    if (this.mode === 'unknown') this.mode = 'stream';
    if (this.mode === 'array' && c === CLOSE_ARRAY) {
      this.mode = 'done';
      return;
    }
    if (this.mode === 'array' && c === COMMA && this.expectComma) {
      this.expectComma = false;
      return;
    }
    if (this.mode === 'done' || this.expectComma) {
      throw SourceError.of('json_unexpected_between', { char: String.fromCharCode(c) }, this.line);
    }
    if (c !== OPEN_OBJECT) {
      throw SourceError.of('json_not_object', {}, this.line);
    }
    this.start = this.pos;
    this.startLine = this.line;
    this.depth = 1;
  }
}
