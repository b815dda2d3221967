/**
 * Rules of format.custom: the item template is required when the custom format is chosen, and
 * each Twig template must parse. Parsing is the full check (the policy's tags, filters, functions,
 * tests and names, and the length bound), so nothing of the template runs when it is saved, and
 * the check stays on the request's thread: its time is bounded by the template's length.
 */

import { type Phrase, phrase } from '../messages/index.ts';
import { twigProblem } from './twig.ts';

type Add = (path: string, value: unknown, said: Phrase) => void;

export function checkCustom(custom: Record<string, unknown>, chosen: boolean, add: Add): void {
  if (chosen && (typeof custom.item !== 'string' || custom.item.trim() === '')) {
    add('format.custom.item', custom.item, phrase('violation.field.blank'));
  }
  for (const field of ['header', 'item', 'footer'] as const) {
    const source = custom[field];
    if (typeof source !== 'string' || source === '') continue;
    const problem = twigProblem(source);
    if (problem === null) continue;
    // A refusal already says what is not allowed and what is; a syntax error needs the context.
    const said = phrase(problem.code, problem.params);
    add(
      `format.custom.${field}`,
      source,
      problem.kind === 'syntax' ? phrase('violation.field.twig_syntax', { problem: said }) : said,
    );
  }
}
