/** A cursor over the tokens, with the checks the parsers share (expected tokens, nesting depth). */
import { TwigError } from './errors.ts';
import type { Token, TokenType } from './lexer.ts';
import { MAX_DEPTH } from './limits.ts';

export class TokenStream {
  private at = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  get current(): Token {
    return this.tokens[this.at]!;
  }

  peek(offset = 1): Token {
    return this.tokens[Math.min(this.at + offset, this.tokens.length - 1)]!;
  }

  next(): Token {
    const token = this.current;
    if (this.at < this.tokens.length - 1) this.at += 1;
    return token;
  }

  /** Whether the current token is `type` (with `value`, if given). */
  test(type: TokenType, value?: string): boolean {
    return this.current.type === type && (value === undefined || this.current.value === value);
  }

  /** Takes the current token if it is `type`/`value`. */
  skip(type: TokenType, value?: string): boolean {
    if (!this.test(type, value)) return false;
    this.next();
    return true;
  }

  expect(type: TokenType, value?: string, what?: string): Token {
    if (!this.test(type, value)) {
      const found = this.current.type === 'eof' ? 'the end of the template' : `“${this.current.value}”`;
      throw new TwigError(
        'syntax',
        `Expected ${what ?? `“${value ?? type}”`} but found ${found}.`,
        this.current.line,
      );
    }
    return this.next();
  }

  /** Runs `parse` one level deeper; a template nested beyond MAX_DEPTH is refused. */
  nested<T>(parse: () => T): T {
    if (++this.depth > MAX_DEPTH) {
      throw new TwigError('budget', `The template nests deeper than ${MAX_DEPTH} levels.`, this.current.line);
    }
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }
}
