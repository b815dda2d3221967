/**
 * Labels may name arguments with an at-sign: "Must start with @prefix". A placeholder that names no
 * argument of the function is left as written, so an address like `sales@acme.com` survives.
 */

const PLACEHOLDER = /@([A-Za-z_][A-Za-z0-9_]*)/g;

/** Fills `@name` with the argument's value as written (an absent optional argument is empty). */
export function renderLabel(template: string, values: ReadonlyMap<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
}
