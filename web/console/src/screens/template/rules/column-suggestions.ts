/** Which `#(` reference the caret is in, and the columns that may complete it. */
import type { Column } from '../model.ts';

export interface OpenReference {
  /** Offset of the `#` of `#(`. */
  start: number;
  /** What is typed after `#(` up to the caret. */
  typed: string;
  /** Offset just after the completed reference's end: the caret, or past a `)` already there. */
  end: number;
}

/** The `#(` before the caret with no `)`, `/` or line break between them, or null. */
export function openReference(text: string, caret: number): OpenReference | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('#(');
  if (at < 0) return null;
  const typed = before.slice(at + 2);
  if (/[)/\r\n]/.test(typed)) return null;
  const closing = /^[^)/\r\n]*\)/.exec(text.slice(caret));
  return { start: at, typed, end: closing ? caret + closing[0].length : caret };
}

/** Columns whose technical or shown name contains what is typed, those starting with it first. */
export function matchingColumns(columns: readonly Column[], typed: string, limit = 8): Column[] {
  const wanted = typed.trim().toLowerCase();
  const scored = columns.flatMap((column) => {
    const names = [column.technical_name.toLowerCase(), column.pretty_name.toLowerCase()];
    if (names.some((name) => name.startsWith(wanted))) return [{ column, score: 0 }];
    if (names.some((name) => name.includes(wanted))) return [{ column, score: 1 }];
    return [];
  });
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.column);
}
