/** A cursor over the tokens, with the checks the parsers share (expected tokens, nesting depth). */
import { TwigError } from './errors.ts';
import type { Token, TokenType } from './lexer.ts';
import { MAX_DEPTH } from './limits.ts';

/** What `expect` may name by its kind rather than its text (`exception.twig.expected`). */
type ExpectedKind = 'tag_name' | 'variable_name' | 'filter_name' | 'test_name';
const KINDS = new Set<string>(['tag_name', 'variable_name', 'filter_name', 'test_name']);

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

  /** Takes the current token, which must be `type`/`value`; `what` names it otherwise (a kind, or its text). */
  expect(type: TokenType, value?: string, what?: ExpectedKind | string): Token {
    if (!this.test(type, value)) {
      const { type: found, value: foundToken, line } = this.current;
      const kind = what !== undefined && KINDS.has(what);
      throw new TwigError(
        'syntax',
        'expected',
        {
          expected: kind ? what : 'token',
          token: kind ? '' : (what ?? value ?? type),
          found: found === 'eof' ? 'end_of_template' : 'token',
          found_token: foundToken,
        },
        line,
      );
    }
    return this.next();
  }

  /** Runs `parse` one level deeper; a template nested beyond MAX_DEPTH is refused. */
  nested<T>(parse: () => T): T {
    if (++this.depth > MAX_DEPTH) {
      throw new TwigError('budget', 'too_deep', { max: MAX_DEPTH }, this.current.line);
    }
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }
}
