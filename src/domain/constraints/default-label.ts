/**
 * The label of a constraint the receiver wrote none for: the catalog's `violation.constraint.<name>`,
 * its arguments filled as written, in the run's language. A receiver's own label stays as written.
 */
import { type Language, render } from '../messages/index.ts';
import { cut } from './label.ts';

const codeOf = (name: string) => `violation.constraint.${name}`;

/** The default label of a function in `language`, with the constraint's arguments as written. */
export function defaultLabel(
  name: string,
  argumentNames: readonly string[],
  raw: ReadonlyMap<string, string>,
  language: Language,
): string {
  const values: Record<string, string> = {};
  for (const argument of argumentNames) values[argument] = raw.get(argument) ?? '';
  return cut(render({ code: codeOf(name), values }, language));
}

/** The English default label with `@argument` placeholders, as `GET /constraint-functions` shows it. */
export function defaultLabelTemplate(name: string, argumentNames: readonly string[]): string {
  const values = Object.fromEntries(argumentNames.map((argument) => [argument, `@${argument}`]));
  return render({ code: codeOf(name), values }, 'en');
}
