/**
 * A CSV cell read as the write field it stands for. An empty cell is a property not sent
 * (`undefined`): it keeps the stored value on an update and the default on a creation. A cell that
 * cannot be read gives a message, reported on its line.
 */

import { type Phrase, phrase } from '../../domain/messages/index.ts';

/** A cell's value, or why it cannot be read (said in the import's language in its report). */
export type Cell<T> = { value: T | undefined } | { problem: Phrase };

const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);

export function booleanCell(text: string): Cell<boolean> {
  const word = text.trim().toLowerCase();
  if (word === '') return { value: undefined };
  if (TRUE.has(word)) return { value: true };
  if (FALSE.has(word)) return { value: false };
  return { problem: phrase('report.bulk_import.not_boolean') };
}

export function integerCell(text: string): Cell<number> {
  const word = text.trim();
  if (word === '') return { value: undefined };
  if (!/^\d{1,9}$/.test(word) || Number(word) < 1)
    return { problem: phrase('report.bulk_import.not_whole_number') };
  return { value: Number(word) };
}

export function textCell(text: string): Cell<string> {
  return { value: text.trim() === '' ? undefined : text };
}

export function choiceCell<T extends string>(text: string, allowed: readonly T[]): Cell<T> {
  const word = text.trim();
  if (word === '') return { value: undefined };
  if ((allowed as readonly string[]).includes(word)) return { value: word as T };
  return { problem: phrase('report.bulk_import.not_a_choice', { choices: allowed.join(', ') }) };
}

/** `a|b|c`, each part trimmed, empty parts dropped. */
export function listCell(text: string): Cell<string[]> {
  if (text.trim() === '') return { value: undefined };
  return {
    value: text
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** `[{"name": "…", "value": "…"}, …]`, the user_metadata of the JSON bodies. */
export function userMetadataCell(text: string): Cell<{ name: string; value: string | null }[]> {
  if (text.trim() === '') return { value: undefined };
  const problem = { problem: phrase('report.bulk_import.not_user_metadata') };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return problem;
  }
  if (!Array.isArray(parsed)) return problem;
  const items = parsed.map((item) =>
    item &&
    typeof item === 'object' &&
    typeof item.name === 'string' &&
    (item.value == null || typeof item.value === 'string')
      ? { name: item.name as string, value: (item.value ?? null) as string | null }
      : null,
  );
  return items.includes(null) ? problem : { value: items as { name: string; value: string | null }[] };
}

/** A column type: its name alone (`TEXT`), or the whole type object as JSON. */
export function columnTypeCell(text: string): Cell<Record<string, unknown>> {
  const word = text.trim();
  if (word === '') return { value: undefined };
  if (!word.startsWith('{')) return { value: { type: word } };
  try {
    const parsed: unknown = JSON.parse(word);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { value: parsed as Record<string, unknown> };
  } catch {}
  return { problem: phrase('report.bulk_import.not_column_type') };
}
