/** What a find and replace looks for in a cell, and what it puts instead. */

export interface ReplaceRule {
  /** The text looked for; never empty. */
  find: string;
  /** What stands for it. */
  replace: string;
  /** Technical names of the columns searched. */
  columns: string[];
  /** Upper and lower case told apart. */
  matchCase: boolean;
  /** The whole cell must equal `find`, rather than contain it. */
  wholeCell: boolean;
}

/** A cell's new text, or null when the rule does not find anything in it. */
export type CellReplacer = (text: string) => string | null;

function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The rule as a function of a cell. Every occurrence is replaced; without `matchCase` the search
 * folds case as JavaScript's Unicode-aware `i` flag does. `replace` is taken as plain text (a `$`
 * in it means a dollar, not a group).
 */
export function cellReplacer(rule: ReplaceRule): CellReplacer {
  const pattern = literalPattern(rule.find);
  const flags = rule.matchCase ? 'u' : 'iu';
  if (rule.wholeCell) {
    const whole = new RegExp(`^${pattern}$`, flags);
    return (text) => (whole.test(text) ? rule.replace : null);
  }
  const any = new RegExp(pattern, `g${flags}`);
  const test = new RegExp(pattern, flags);
  return (text) => (test.test(text) ? text.replace(any, () => rule.replace) : null);
}
