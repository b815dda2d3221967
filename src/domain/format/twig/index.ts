/**
 * Ferry's Twig: a small interpreter for receivers' templates (lexer → parser → statements →
 * evaluation over plain data). It follows Twig's syntax and semantics for what it supports and
 * acts as Twig's sandbox would: only the tags, filters, functions and tests of ./policy.ts run,
 * a template reads only the variables it is given, and every render is bounded (./limits.ts).
 */
import type { Statement } from './ast.ts';
import { Budget } from './budget.ts';
import { TwigError } from './errors.ts';
import { MAX_TEMPLATE_LENGTH } from './limits.ts';
import { parseTemplate } from './parse-template.ts';
import { renderBody } from './render.ts';
import { type Hash, toValue } from './values.ts';

export { TwigError } from './errors.ts';
export { escapeXml } from './filters/escape.ts';

/** A parsed template. */
export interface CompiledTwig {
  /** Renders with the given variables (plain data is taken from them); throws a TwigError. */
  render(variables: object): string;
}

/** Parses a template; throws a TwigError for bad syntax, anything the policy refuses, or a template too long. */
export function compileTwig(source: string): CompiledTwig {
  if (source.length > MAX_TEMPLATE_LENGTH) {
    throw new TwigError('budget', 'template_too_long', { max: MAX_TEMPLATE_LENGTH });
  }
  const body: Statement[] = parseTemplate(source);
  return {
    render(variables) {
      const vars = toValue(variables) as Hash;
      const out: string[] = [];
      renderBody(body, { vars, budget: new Budget() }, out);
      return out.join('');
    },
  };
}
