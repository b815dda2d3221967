/**
 * A character-level walk through the wrapper objects around a JSON document's records: it reads
 * keys and skips the values it does not want (strings, numbers, whole objects or arrays), one
 * character at a time, so it works across chunk boundaries and holds no value in memory.
 *
 * Phases: `prefix` until the `[` of the records array, `records` while the element scanner reads
 * them, `trailer` after its `]` until the wrappers close, then `end`.
 */
import { SourceError } from '../source-error.ts';
import {
  BACKSLASH,
  CLOSE_ARRAY,
  CLOSE_OBJECT,
  COLON,
  COMMA,
  OPEN_ARRAY,
  OPEN_OBJECT,
  QUOTE,
} from './json-chars.ts';

/** Keys are held while they are read: a longer one is not a key anybody writes. */
const MAX_KEY_LENGTH = 10_000;

/** The top-level object closed during discovery. */
class ObjectClosed extends Error {}

type State = 'open' | 'key' | 'inKey' | 'colon' | 'value' | 'skip' | 'afterValue';

export class JsonPathWalker {
  phase: 'prefix' | 'records' | 'trailer' | 'end' = 'prefix';
  /** In discovery, the offset where the top-level object closed, -1 while it is open. */
  closedAt = -1;
  private state: State = 'open';
  /** Keys of the path matched so far: the walk is inside that many wrapper objects. */
  private level = 0;
  private key = '';
  private keyMatches = false;
  private skipDepth = 0;
  private inString = false;
  private escaped = false;
  /** Open containers while skipping the trailer. */
  private trailerDepth = 0;

  /** `path`: the keys to follow; null to discover the first top-level array of objects. */
  constructor(private readonly path: readonly string[] | null) {}

  /**
   * Discovery over a document's first characters: the first top-level key whose value is an array
   * of objects (or empty), or null. The walk goes on to the end of the top-level object when it
   * is in `text` (`closedAt`), so that NDJSON can be told apart.
   */
  discover(text: string): string | null {
    let found: string | null = null;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (found === null && this.state === 'value' && c === OPEN_ARRAY) {
        const next = text.slice(i + 1).search(/\S/);
        const after = next < 0 ? '' : text[i + 1 + next];
        if (after === '{' || after === ']') found = this.key;
      }
      try {
        this.step(c, 0);
      } catch (error) {
        if (error instanceof ObjectClosed) {
          this.closedAt = i;
          return found;
        }
        // Anything else is the reader's to report, with its line.
        return null;
      }
    }
    return found;
  }

  /**
   * One character of the prefix, at `line`; true when it was the `[` that opens the records array
   * (the element scanner reads from the next character on).
   */
  step(c: number, line: number): boolean {
    switch (this.state) {
      case 'open':
        if (c <= 32) return false;
        if (c !== OPEN_OBJECT) this.fail(line);
        this.state = 'key';
        return false;
      case 'key':
        if (c <= 32 || c === COMMA) return false;
        if (c === QUOTE) {
          this.state = 'inKey';
          this.key = '';
          return false;
        }
        if (c === CLOSE_OBJECT) this.notFound(line);
        this.fail(line);
        return false;
      case 'inKey':
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.key = JSON.parse(`"${this.key}"`) as string;
          this.state = 'colon';
          return false;
        }
        this.key += String.fromCharCode(c);
        if (this.key.length > MAX_KEY_LENGTH) {
          throw SourceError.of('json_key_too_long', { max: MAX_KEY_LENGTH }, line);
        }
        return false;
      case 'colon':
        if (c <= 32) return false;
        if (c !== COLON) this.fail(line);
        this.keyMatches = this.path !== null && this.key === this.path[this.level];
        this.state = 'value';
        return false;
      case 'value':
        if (c <= 32) return false;
        return this.enterValue(c, line);
      case 'skip':
        this.skipValue(c);
        return false;
      case 'afterValue':
        if (c <= 32) return false;
        if (c === COMMA) this.state = 'key';
        else if (c === CLOSE_OBJECT) this.notFound(line);
        else this.fail(line);
        return false;
    }
  }

  /** One character after the records array: the rest of the wrappers, skipped until they close. */
  trailer(c: number, line: number): void {
    if (this.phase === 'end') {
      if (c > 32) throw SourceError.of('json_unexpected_after', { char: String.fromCharCode(c) }, line);
      return;
    }
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (c === BACKSLASH) this.escaped = true;
      else if (c === QUOTE) this.inString = false;
    } else if (c === QUOTE) this.inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) this.trailerDepth++;
    else if ((c === CLOSE_OBJECT || c === CLOSE_ARRAY) && --this.trailerDepth === 0) this.phase = 'end';
  }

  /** Called when the records array closed: the wrappers along the path are still open. */
  startTrailer(): void {
    this.phase = 'trailer';
    this.trailerDepth = this.level + 1;
  }

  private enterValue(c: number, line: number): boolean {
    if (this.keyMatches && this.path && this.level === this.path.length - 1) {
      if (c !== OPEN_ARRAY) {
        const value = c === OPEN_OBJECT ? 'object' : 'single';
        throw SourceError.of('json_path_not_list', { path: this.path.join('.'), value }, line);
      }
      return true;
    }
    if (this.keyMatches && c === OPEN_OBJECT) {
      this.level++;
      this.state = 'key';
      return false;
    }
    this.state = 'skip';
    this.skipDepth = 0;
    this.inString = false;
    this.skipValue(c);
    return false;
  }

  /** Skips a value the walk does not want; a scalar ends at the separator after it. */
  private skipValue(c: number): void {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (c === BACKSLASH) this.escaped = true;
      else if (c === QUOTE) {
        this.inString = false;
        if (this.skipDepth === 0) this.state = 'afterValue';
      }
      return;
    }
    if (c === QUOTE) this.inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) this.skipDepth++;
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (this.skipDepth === 0) {
        // The end of the object holding a scalar value.
        this.state = 'afterValue';
        this.step(c, 0);
        return;
      }
      if (--this.skipDepth === 0) this.state = 'afterValue';
    } else if (this.skipDepth === 0 && (c === COMMA || c <= 32)) {
      this.state = 'afterValue';
      if (c === COMMA) this.state = 'key';
    }
  }

  private fail(line: number): never {
    if (!this.path) throw SourceError.of('json_invalid', {}, line);
    throw SourceError.of('json_invalid_at_path', { path: this.path.join('.') }, line);
  }

  private notFound(line: number): never {
    if (!this.path) throw new ObjectClosed();
    throw SourceError.of('json_no_records', { path: this.path.slice(0, this.level + 1).join('.') }, line);
  }
}
