import { SourceError } from '../source-error.ts';

/**
 * Parses one JSON record into flat fields. Nested objects give dotted names (`address.city`);
 * arrays are kept as compact JSON text (`["a","b"]`) so that nothing is lost or guessed; numbers
 * keep their source text (JSON.parse would round 16-digit identifiers); null is ''.
 */
export function flattenJson(text: string, line: number): Map<string, string> {
  const parser = new FlatParser(text, line);
  const fields = new Map<string, string>();
  parser.object('', fields);
  parser.finish();
  return fields;
}

class FlatParser {
  private i = 0;

  constructor(
    private readonly text: string,
    private readonly line: number,
  ) {}

  object(prefix: string, fields: Map<string, string>): void {
    this.expect('{');
    if (this.peek() === '}') {
      this.i++;
      return;
    }
    for (;;) {
      this.space();
      const key = this.string();
      this.expect(':');
      this.value(prefix + key, fields);
      const next = this.next();
      if (next === '}') return;
      if (next !== ',') this.fail(`expected "," or "}" but found "${next}"`);
    }
  }

  finish(): void {
    this.space();
    if (this.i < this.text.length) this.fail('unexpected text after the record');
  }

  private value(name: string, fields: Map<string, string>): void {
    const c = this.peek();
    if (c === '{') {
      this.object(`${name}.`, fields);
    } else if (c === '"') {
      fields.set(name, this.string());
    } else if (c === '[') {
      const from = this.i;
      this.skipArray();
      fields.set(name, compact(this.text.slice(from, this.i)));
    } else {
      const match = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(
        this.text.slice(this.i, this.i + 400),
      );
      if (!match) this.fail(`unexpected "${c ?? 'end of record'}"`);
      this.i += match![0].length;
      fields.set(name, match![0] === 'null' ? '' : match![0]);
    }
  }

  private string(): string {
    if (this.text[this.i] !== '"') this.fail('expected a quoted name');
    let end = this.i + 1;
    for (; end < this.text.length; end++) {
      const c = this.text.charCodeAt(end);
      if (c === 92) end++;
      else if (c === 34) break;
    }
    const raw = this.text.slice(this.i, end + 1);
    this.i = end + 1;
    try {
      return JSON.parse(raw) as string;
    } catch {
      return this.fail('invalid string');
    }
  }

  /** Skips a balanced array; its content is kept as text, so only brackets and strings matter. */
  private skipArray(): void {
    let depth = 0;
    while (this.i < this.text.length) {
      const c = this.text[this.i];
      if (c === '"') {
        this.string();
        continue;
      }
      this.i++;
      if (c === '[' || c === '{') depth++;
      else if ((c === ']' || c === '}') && --depth === 0) return;
    }
    this.fail('unterminated array');
  }

  private peek(): string | undefined {
    this.space();
    return this.text[this.i];
  }

  private next(): string | undefined {
    this.space();
    return this.text[this.i++];
  }

  private expect(char: string): void {
    const found = this.next();
    if (found !== char) this.fail(`expected "${char}" but found "${found ?? 'end of record'}"`);
  }

  private space(): void {
    while (this.i < this.text.length && this.text.charCodeAt(this.i) <= 32) this.i++;
  }

  private fail(reason: string): never {
    const line = this.line + (this.text.slice(0, this.i).match(/\n/g)?.length ?? 0);
    throw new SourceError(`Invalid JSON: ${reason}.`, line);
  }
}

/** Removes the whitespace outside strings, so that an array reads the same however it was indented. */
function compact(json: string): string {
  let out = '';
  let from = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c <= 32) {
      out += json.slice(from, i);
      from = i + 1;
    }
  }
  return out + json.slice(from);
}
