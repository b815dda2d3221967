/**
 * Labels may name arguments with an at-sign: "Must start with @prefix". A placeholder that names no
 * argument of the function is left as written, so an address like `sales@acme.com` survives.
 */

const PLACEHOLDER = /@([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Characters of a filled label, the message of every failing cell: a label repeating `@values`
 * 10,000 times over a 20,000-character list would otherwise write 200 MB per cell.
 */
export const MAX_RENDERED_LABEL = 2_000;

/** Fills `@name` with the argument's value as written (an absent optional argument is empty). */
export function renderLabel(template: string, values: ReadonlyMap<string, string>): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    out += template.slice(last, match.index) + (values.get(match[1]!) ?? match[0]);
    last = match.index + match[0].length;
    if (out.length > MAX_RENDERED_LABEL) return cut(out);
  }
  return cut(out + template.slice(last));
}

export function cut(label: string): string {
  return label.length > MAX_RENDERED_LABEL ? `${label.slice(0, MAX_RENDERED_LABEL - 1)}…` : label;
}
