/**
 * The extra conditions of `lookup`: `#(col)=value` (the looked-up row's column holds the literal)
 * or `#(col)=!(other)` (the looked-up row's column holds what the current row has in `other`).
 * Several conditions are separated by a comma or a line break placed right before the next `#(`,
 * so a literal may itself contain commas.
 */
import { type Phrase, phrase } from '../messages/index.ts';
import { type KnownColumns, parseTargetReference, unknownColumnProblem } from './column-reference.ts';

export type LookupCondition =
  | { column: string; literal: string }
  | { column: string; currentRowColumn: string };

const CONDITION = /^(#\(.+?\))=(.*)$/s;
const CURRENT_ROW_REFERENCE = /^!\((.+)\)$/s;

export function parseLookupConditions(
  text: string,
  targetColumns: KnownColumns,
): { ok: true; value: LookupCondition[] } | { ok: false; problem: Phrase } {
  const conditions: LookupCondition[] = [];
  for (const part of splitConditions(text.trim())) {
    const match = CONDITION.exec(part);
    const column = match ? parseTargetReference(match[1]!) : null;
    if (!match || !column) {
      return { ok: false, problem: phrase('violation.field.argument_not_lookup_condition', { text: part }) };
    }
    const missing = unknownColumnProblem(column, targetColumns);
    if (missing) return { ok: false, problem: missing };
    const other = CURRENT_ROW_REFERENCE.exec(match[2]!.trim())?.[1]?.trim();
    if (other) {
      const otherMissing = unknownColumnProblem(other, targetColumns);
      if (otherMissing) return { ok: false, problem: otherMissing };
      conditions.push({ column, currentRowColumn: other });
    } else {
      conditions.push({ column, literal: match[2]!.trim() });
    }
  }
  return { ok: true, value: conditions };
}

/**
 * Cuts at each comma or line break followed, after blanks, by `#(`; blanks before it stay with the
 * part, whose literal is trimmed. Written as a scan: the regex `\s*[,\n]\s*(?=#\()` backtracked
 * over runs of line breaks, 290 s for a 5,000-line argument.
 */
function splitConditions(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c !== ',' && c !== '\n') {
      i++;
      continue;
    }
    let next = i + 1;
    while (next < text.length && /\s/.test(text[next]!)) next++;
    if (text.startsWith('#(', next)) {
      parts.push(text.slice(start, i).trimEnd());
      start = next;
    }
    // Any other separator in the blanks just skipped reaches the same next character.
    i = next;
  }
  parts.push(text.slice(start));
  return parts;
}
