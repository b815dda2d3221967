/**
 * Splits Twig source into tokens: text, `{{ … }}` and `{% … %}` with the words, numbers, strings
 * and operators inside them, following Twig's lexer: `{# … #}` comments are dropped, `-` and `~`
 * trim whitespace beside a tag, the first newline after `%}` or `#}` is swallowed, and
 * `{% verbatim %}` keeps its body as text.
 */
import { TwigError } from './errors.ts';

export type TokenType = 'text' | 'print' | 'block' | 'end' | 'name' | 'number' | 'string' | 'op' | 'eof';

export interface Token {
  type: TokenType;
  value: string;
  line: number;
}

/** Symbol operators and punctuation, longest first so that `..` wins over `.`. */
const SYMBOLS = [
  '<=>',
  '...',
  '??',
  '?:',
  '?.',
  '==',
  '!=',
  '<=',
  '>=',
  '..',
  '**',
  '//',
  '=>',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '~',
  '=',
  '|',
  '.',
  ',',
  ':',
  '?',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
];
const NAME = /[a-zA-Z_\u0080-\uffff][a-zA-Z0-9_\u0080-\uffff]*/y;
const NUMBER = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /\s+/y;
const OPENING = /\{([{%#])([-~]?)/g;
const VERBATIM = /\{%[-~]?\s*verbatim\s*([-~]?)%\}/y;
const END_VERBATIM = /\{%([-~]?)\s*endverbatim\s*([-~]?)%\}/g;
const CLOSERS: Record<string, string> = { '{': '}}', '%': '%}' };

/** `-` trims all whitespace, `~` spaces and tabs only. Loops, not `/\s+$/`, which backtracks quadratically. */
const trimmable = (mode: string) =>
  mode === '-'
    ? (char: string) => /\s/.test(char)
    : (char: string) => char === ' ' || char === '\t' || char === '\v';

function trimStart(text: string, mode: string): string {
  if (mode === '') return text;
  const space = trimmable(mode);
  let start = 0;
  while (start < text.length && space(text[start]!)) start++;
  return text.slice(start);
}

function trimEnd(text: string, mode: string): string {
  if (mode === '') return text;
  const space = trimmable(mode);
  let end = text.length;
  while (end > 0 && space(text[end - 1]!)) end--;
  return text.slice(0, end);
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  let trimNext = '';
  const lineAt = lineCounter(source);
  const pushText = (text: string, line: number, trimBefore: string) => {
    const trimmed = trimEnd(trimStart(text, trimNext), trimBefore);
    trimNext = '';
    if (trimmed !== '') tokens.push({ type: 'text', value: trimmed, line });
  };
  // After `%}` or `#}` the newline is swallowed, unless it ends the template (rows would be glued).
  const afterBlock = (index: number) =>
    source[index] === '\n' && index + 1 < source.length ? index + 1 : index;

  while (at < source.length) {
    OPENING.lastIndex = at;
    const open = OPENING.exec(source);
    if (!open) {
      pushText(source.slice(at), lineAt(at), '');
      break;
    }
    pushText(source.slice(at, open.index), lineAt(at), open[2]!);
    const kind = open[1]!;
    const line = lineAt(open.index);
    if (kind === '#') {
      const close = /([-~]?)#\}/g;
      close.lastIndex = open.index + 2;
      const end = close.exec(source);
      if (!end) throw new TwigError('syntax', 'comment_not_closed', {}, line);
      trimNext = end[1]!;
      at = afterBlock(end.index + end[0].length);
      continue;
    }
    VERBATIM.lastIndex = open.index;
    const verbatim = kind === '%' ? VERBATIM.exec(source) : null;
    if (verbatim) {
      END_VERBATIM.lastIndex = open.index + verbatim[0].length;
      const end = END_VERBATIM.exec(source);
      if (!end) throw new TwigError('syntax', 'verbatim_not_closed', {}, line);
      trimNext = verbatim[1]!;
      pushText(source.slice(open.index + verbatim[0].length, end.index), line, end[1]!);
      trimNext = end[2]!;
      at = afterBlock(end.index + end[0].length);
      continue;
    }
    tokens.push({ type: kind === '{' ? 'print' : 'block', value: open[0], line });
    at = lexInside(source, open.index + open[0].length, CLOSERS[kind]!, tokens, lineAt);
    const closer = tokens[tokens.length - 1]!;
    trimNext = closer.value.length > 2 ? closer.value[0]! : '';
    if (kind === '%' && trimNext === '') at = afterBlock(at);
  }
  tokens.push({ type: 'eof', value: '', line: lineAt(source.length) });
  return tokens;
}

/** Lexes an expression until its closer (outside brackets); returns the index after the closer. */
function lexInside(
  source: string,
  start: number,
  closer: string,
  tokens: Token[],
  lineAt: (index: number) => number,
): number {
  let at = start;
  const brackets: string[] = [];
  for (;;) {
    WHITESPACE.lastIndex = at;
    if (WHITESPACE.exec(source)) at = WHITESPACE.lastIndex;
    if (at >= source.length) throw new TwigError('syntax', 'tag_not_closed', { closer }, lineAt(start));
    const line = lineAt(at);
    if (brackets.length === 0) {
      const end = /^[-~]?/.exec(source.slice(at, at + 1))![0];
      if (source.startsWith(closer, at + end.length)) {
        tokens.push({ type: 'end', value: end + closer, line });
        return at + end.length + closer.length;
      }
    }
    const char = source[at]!;
    if (char === '"' || char === "'") {
      const { value, next } = lexString(source, at, line);
      tokens.push({ type: 'string', value, line });
      at = next;
      continue;
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(source);
    if (number) {
      tokens.push({ type: 'number', value: number[0], line });
      at = NUMBER.lastIndex;
      continue;
    }
    NAME.lastIndex = at;
    const name = NAME.exec(source);
    if (name) {
      tokens.push({ type: 'name', value: name[0], line });
      at = NAME.lastIndex;
      continue;
    }
    const symbol = SYMBOLS.find((s) => source.startsWith(s, at));
    if (!symbol) throw new TwigError('syntax', 'unexpected_character', { character: char }, line);
    if ('([{'.includes(symbol)) brackets.push(symbol);
    if (')]}'.includes(symbol)) {
      const opened = brackets.pop();
      if (opened === undefined || '([{'.indexOf(opened) !== ')]}'.indexOf(symbol)) {
        throw new TwigError('syntax', 'unexpected', { found: 'token', token: symbol }, line);
      }
    }
    tokens.push({ type: 'op', value: symbol, line });
    at += symbol.length;
  }
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  v: '\v',
  f: '\f',
  e: '\x1b',
  a: '\x07',
  b: '\b',
};

/** A quoted string with PHP's stripcslashes escapes, as Twig reads them. */
function lexString(source: string, start: number, line: number): { value: string; next: number } {
  const quote = source[start]!;
  let value = '';
  let at = start + 1;
  while (at < source.length && source[at] !== quote) {
    const char = source[at]!;
    if (quote === '"' && char === '#' && source[at + 1] === '{') {
      throw new TwigError('syntax', 'interpolation', {}, line);
    }
    if (char !== '\\') {
      value += char;
      at += 1;
      continue;
    }
    const next = source[at + 1] ?? '';
    const hex = /^x([0-9a-fA-F]{1,2})/.exec(source.slice(at + 1, at + 4));
    const octal = /^[0-7]{1,3}/.exec(source.slice(at + 1, at + 4));
    if (hex) {
      value += String.fromCharCode(Number.parseInt(hex[1]!, 16));
      at += 1 + hex[0].length;
    } else if (octal) {
      value += String.fromCharCode(Number.parseInt(octal[0], 8) & 0xff);
      at += 1 + octal[0].length;
    } else {
      value += ESCAPES[next] ?? next;
      at += 2;
    }
  }
  if (at >= source.length) throw new TwigError('syntax', 'string_not_closed', {}, line);
  return { value, next: at + 1 };
}

/** Line of an index; indexes mostly grow, so counting resumes where the last call stopped. */
function lineCounter(source: string): (index: number) => number {
  let last = 0;
  let line = 1;
  return (index) => {
    if (index < last) {
      last = 0;
      line = 1;
    }
    for (; last < index; last++) if (source.charCodeAt(last) === 10) line++;
    return line;
  };
}
