/**
 * Re-indents a JSON document as it streams through, whitespace-only: strings, numbers and
 * literals are copied as written. It checks the grammar as it goes and throws at the first
 * error, so an invalid rendering is detected without holding the document in memory.
 */

type State =
  | 'top'
  | 'keyOrClose'
  | 'key'
  | 'colon'
  | 'afterColon'
  | 'valueOrClose'
  | 'arrayValue'
  | 'commaOrClose'
  | 'done';

const VALUE_STATES = new Set<State>(['top', 'afterColon', 'valueOrClose', 'arrayValue']);
const NEW_LINE_STATES = new Set<State>(['keyOrClose', 'key', 'valueOrClose', 'arrayValue']);
const LITERAL = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/;
const LITERAL_CHAR = /[0-9a-zA-Z+\-.]/;
const ESCAPABLE = '"\\/bfnrtu';

export class JsonIndenter {
  private state: State = 'top';
  private readonly stack: ('{' | '[')[] = [];
  private inString = false;
  private stringIsKey = false;
  private escape = false;
  private hexLeft = 0;
  private literal = '';
  private out = '';
  private position = 0;

  constructor(private readonly indent = '  ') {}

  /** Takes the next chunk; returns the re-indented text it completes. */
  push(chunk: string): string {
    for (const c of chunk) {
      this.position += 1;
      if (this.inString) this.stringChar(c);
      else this.char(c);
    }
    const text = this.out;
    this.out = '';
    return text;
  }

  /** Ends the document; throws when it is incomplete. */
  end(): string {
    this.endLiteral();
    if (this.state !== 'done' || this.inString) throw new Error('The JSON document ends too early.');
    return `${this.out}\n`;
  }

  private fail(c: string): never {
    throw new Error(`Unexpected ${JSON.stringify(c)} at character ${this.position} of the JSON document.`);
  }

  private stringChar(c: string): void {
    this.out += c;
    if (this.hexLeft > 0) {
      if (!/[0-9a-fA-F]/.test(c)) this.fail(c);
      this.hexLeft -= 1;
    } else if (this.escape) {
      if (!ESCAPABLE.includes(c)) this.fail(c);
      this.escape = false;
      if (c === 'u') this.hexLeft = 4;
    } else if (c === '\\') this.escape = true;
    else if (c === '"') {
      this.inString = false;
      if (this.stringIsKey) this.state = 'colon';
      else this.valueDone();
    } else if (c < ' ') this.fail(c);
  }

  private char(c: string): void {
    if (this.literal !== '') {
      if (LITERAL_CHAR.test(c)) {
        this.literal += c;
        return;
      }
      this.endLiteral();
    }
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') return;
    const state = this.state;
    if (c === '"' && (VALUE_STATES.has(state) || state === 'keyOrClose' || state === 'key')) {
      this.stringIsKey = state === 'keyOrClose' || state === 'key';
      this.inString = true;
      this.out += `${this.prefix()}"`;
    } else if ((c === '{' || c === '[') && VALUE_STATES.has(state)) {
      this.out += this.prefix() + c;
      this.stack.push(c);
      this.state = c === '{' ? 'keyOrClose' : 'valueOrClose';
    } else if (c === '}' || c === ']') {
      const open = c === '}' ? '{' : '[';
      if (this.stack.at(-1) !== open) this.fail(c);
      const empty = state === (c === '}' ? 'keyOrClose' : 'valueOrClose');
      if (!empty && state !== 'commaOrClose') this.fail(c);
      this.stack.pop();
      this.out += empty ? c : `\n${this.indent.repeat(this.stack.length)}${c}`;
      this.valueDone();
    } else if (c === ',' && state === 'commaOrClose') {
      this.out += ',';
      this.state = this.stack.at(-1) === '{' ? 'key' : 'arrayValue';
    } else if (c === ':' && state === 'colon') {
      this.out += ': ';
      this.state = 'afterColon';
    } else if (/[-0-9tfn]/.test(c) && VALUE_STATES.has(state)) {
      this.out += this.prefix();
      this.literal = c;
    } else this.fail(c);
  }

  private endLiteral(): void {
    if (this.literal === '') return;
    if (!LITERAL.test(this.literal)) this.fail(this.literal);
    this.out += this.literal;
    this.literal = '';
    this.valueDone();
  }

  private prefix(): string {
    return NEW_LINE_STATES.has(this.state) ? `\n${this.indent.repeat(this.stack.length)}` : '';
  }

  private valueDone(): void {
    this.state = this.stack.length === 0 ? 'done' : 'commaOrClose';
  }
}
