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
  /** Longest text a cell may hold once replaced (the server's FERRY_MAX_CELL_LENGTH). */
  maxCellLength: number;
  /** Most characters the replace may add to the file, all cells together. */
  maxGrowth: number;
}

/** A replaced cell longer than the rule allows: its length, the text never built. */
export interface CellTooLong {
  tooLong: number;
}

/**
 * A cell's new text, null when the rule does not find anything in it, or CellTooLong when the new
 * text would be over the bound and longer than the old one (a cell already longer, as a source
 * file may bring it, can still be shortened or changed in place).
 */
export type CellReplacer = (text: string) => string | null | CellTooLong;

function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The rule as a function of a cell. Every occurrence is replaced; without `matchCase` the search
 * folds case as JavaScript's Unicode-aware `i` flag does. `replace` is taken as plain text (a `$`
 * in it means a dollar, not a group). The new length is counted before the new text is built:
 * a cell of a million letters each replaced by a thousand would be a string V8 cannot hold.
 */
export function cellReplacer(rule: ReplaceRule): CellReplacer {
  const pattern = literalPattern(rule.find);
  const flags = rule.matchCase ? 'u' : 'iu';
  if (rule.wholeCell) {
    const whole = new RegExp(`^${pattern}$`, flags);
    const over = rule.replace.length > rule.maxCellLength;
    return (text) => {
      if (!whole.test(text)) return null;
      return over && rule.replace.length > text.length ? { tooLong: rule.replace.length } : rule.replace;
    };
  }
  const any = new RegExp(pattern, `g${flags}`);
  return (text) => {
    let length = text.length;
    let found = false;
    any.lastIndex = 0;
    // `find` is never empty, so each match moves lastIndex on.
    for (let match = any.exec(text); match !== null; match = any.exec(text)) {
      found = true;
      length += rule.replace.length - match[0].length;
    }
    if (!found) return null;
    if (length > rule.maxCellLength && length > text.length) return { tooLong: length };
    return text.replace(any, () => rule.replace);
  };
}
