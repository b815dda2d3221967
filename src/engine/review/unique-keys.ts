/**
 * The rules that a key must appear on one row only (`uniqueness` columns, then dataset rules with
 * a key such as `is_unique_key`), and each row's keys under them, as the review keeps them: a
 * 64-bit hash of the key in hexadecimal, tagged with the rule's place (`"0:1f3a…"`). A hash rather
 * than the key itself: a key may be a cell of 32,768 characters, and the index on disk holds
 * fixed-size entries.
 */
import { hash } from 'node:crypto';
import { isBlank } from '../../domain/types/definition/column-type-definition.ts';
import type { PreparedTemplate } from '../judge/prepared-template.ts';
import type { RowState } from '../judge/row-state.ts';

/** A rule as a violation of it reads: its column, its name and its message. */
export interface UniqueRule {
  column: string;
  rule: string;
  message: string;
}

export interface UniqueRules {
  rules: UniqueRule[];
  /** Per rule, the current row's key, or null when its cell is blank. */
  keys: ((state: RowState) => string | null)[];
}

export function uniqueRulesOf(prepared: PreparedTemplate): UniqueRules {
  const rules: UniqueRule[] = [];
  const keys: UniqueRules['keys'] = [];
  const nameOf = (c: number) => prepared.columns[c]!.column.technical_name;
  for (const c of prepared.uniqueColumns) {
    // The message of a `uniqueness` violation, as the run writes it (../judge/check-row.ts).
    rules.push({ column: nameOf(c), rule: 'uniqueness', message: prepared.messages.uniqueness });
    keys.push((state) => (isBlank(state.values[c]!) ? null : state.values[c]!));
  }
  for (const { rule, message, column } of prepared.datasetRules) {
    const key = rule.key;
    if (!key) continue;
    rules.push({ column: nameOf(column), rule: rule.name, message });
    keys.push((state) => {
      const value = state.values[column]!;
      return isBlank(value) ? null : key(value, state);
    });
  }
  return { rules, keys };
}

/** 64 bits of a key's SHA-1, as 16 hexadecimal digits (the one-shot `hash`: a third of `createHash`'s cost a key). */
export function keyHash(key: string): string {
  return hash('sha1', key).slice(0, 16);
}

/** The tags of the current row's keys (`rule:hash`), blank cells left out. */
export function keyTags(unique: UniqueRules, state: RowState): string[] {
  const tags: string[] = [];
  for (let r = 0; r < unique.keys.length; r++) {
    const key = unique.keys[r]!(state);
    if (key !== null) tags.push(`${r}:${keyHash(key)}`);
  }
  return tags;
}
