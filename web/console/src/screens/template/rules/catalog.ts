/** The catalog of validation functions (`GET /constraint-functions`), read once per page load. */
import type { Payload } from '../../../../../shared/api-payload.ts';
import { type TextKey, t } from '../../../i18n.ts';
import { request } from '../../../session.ts';

export type ConstraintFunction = Payload<'getConstraintFunctions'>[number];
export type ArgumentSpec = ConstraintFunction['arguments'][number];
export type Constraint = Payload<'getTemplateTemplateHandleColumnColumnIdConstraints'>[number];

let loading: Promise<ConstraintFunction[]> | null = null;

/** The catalog is the server's code, the same for every organisation: one request serves the page. */
export function loadCatalog(): Promise<ConstraintFunction[]> {
  loading ??= request<ConstraintFunction[]>('GET', '/constraint-functions').catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The catalog's groups in the order of the specification's table. */
export const GROUP_ORDER = [
  'text_content',
  'text_shape',
  'length',
  'number',
  'date',
  'presence',
  'dataset',
  'other',
];

const PLACEHOLDER = /@([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * A label with each `@argument` replaced by the constraint's value, as the server writes it in
 * error reports; a `@name` that is no argument stays (an address like `sales@acme.com`).
 */
export function filledLabel(label: string, constraint: Pick<Constraint, 'arguments'>): string {
  const values = new Map(constraint.arguments.map((argument) => [argument.name, argument.value ?? '']));
  return label.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
}

/** `@min, @max`: the placeholders a label of this function may use. */
export function placeholdersOf(fn: ConstraintFunction): string {
  return fn.arguments.map((argument) => `@${argument.name}`).join(', ');
}

/**
 * The catalog's text of a function (`ui.console.ruleFunction.<name>.<part>`), or the server's
 * English for a function or argument the catalog does not know yet.
 */
function translated(name: string, part: string, english: string): string {
  const key = `ruleFunction.${name}.${part}` as TextKey;
  return t.has(key) ? t(key) : english;
}

/** What the function checks, in the page's language. */
export function descriptionOf(fn: ConstraintFunction): string {
  return translated(fn.name, 'description', fn.description);
}

/** What an argument of the function is, in the page's language. */
export function argumentDescriptionOf(fn: ConstraintFunction, argument: ArgumentSpec): string {
  return translated(fn.name, `argument.${argument.name}`, argument.description);
}

/**
 * What a constraint checks, as a sentence with `@argument` placeholders, in the page's language.
 * The message senders read is the server's `default_label` (or the constraint's own label).
 */
export function sentenceOf(name: string, fn: ConstraintFunction | undefined): string {
  return translated(name, 'sentence', fn?.default_label ?? name);
}
