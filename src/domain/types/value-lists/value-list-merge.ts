/**
 * A LIST_OF_VALUES column's new list of values, and the file lines the column type refuses in it.
 * The check is the column type's own (`validateColumnType`, hence its `checkConfig`: a value twice,
 * a synonym naming another value), run on the list ordered with the entries the file did not touch
 * first: the type names the later of two clashing words, so a clash always falls on a file line.
 * The lengths and counts the type's schema sets are checked per line as the file is read.
 * Over 100,000 values this is CPU work of a few hundred milliseconds: the bulk import runs it in an
 * engine thread (task `valueList`), never on the event loop that answers requests.
 */
import type { ViolationItem } from '../../errors.ts';
import { phrase } from '../../messages/index.ts';
import { problemAt } from '../../validation.ts';
import { validateColumnType } from '../column-type.ts';
import { foldForMatch } from '../word-lookup/fold.ts';
import { WordIndex } from '../word-lookup/word-index.ts';

/** An entry of a list of values, as the column type stores it. */
export interface ValueEntry {
  value: string;
  synonyms: string[] | null;
}

/** An entry from the file, with its line. */
export interface LineEntry extends ValueEntry {
  line: number;
}

/** Whether two entries claim the same word, as the column type's check would find (word-index.ts). */
function hasClash(entries: readonly ValueEntry[]): boolean {
  const index = new WordIndex();
  for (const { value, synonyms } of entries)
    index.add(
      value,
      [value, ...(synonyms ?? [])].map((word) => ({ word, path: '' })),
    );
  const values = new Set(entries.map((e) => foldForMatch(e.value)));
  return index.clashes.length > 0 || values.size < entries.length;
}

/** The most values a column holds (the column type's maxItems). */
export const MAX_VALUES = 100_000;

const INDEX = /\.values\[(\d+)\]/;

/**
 * The list `replace` or `merge` makes of `existing` and the file's `entries` (values distinct in
 * the file), with the entries refused and why. `merge` updates an entry whose value is the same
 * (ignoring case and accents) and appends the others.
 */
export function newValueList(
  typeObject: Record<string, unknown>,
  existing: readonly ValueEntry[],
  entries: readonly LineEntry[],
  method: 'replace' | 'merge',
): { values: ValueEntry[]; refused: { entry: LineEntry; violation: ViolationItem }[] } {
  const base = method === 'merge' ? existing : [];
  const at = new Map(base.map((e, i) => [foldForMatch(e.value), i]));
  const refused: { entry: LineEntry; violation: ViolationItem }[] = [];
  let accepted = [...entries];
  const room = MAX_VALUES - base.length;
  const added = accepted.filter((e) => !at.has(foldForMatch(e.value)));
  if (added.length > room) {
    const over = new Set(added.slice(Math.max(room, 0)));
    for (const entry of over)
      refused.push({
        entry,
        violation: problemAt(
          'value',
          entry.value,
          phrase('violation.field.list_values_over', { max: MAX_VALUES }),
        ),
      });
    accepted = accepted.filter((e) => !over.has(e));
  }
  // A refused entry can leave in place the stored one it meant to update, which may then clash
  // with another accepted entry: check again until nothing is refused.
  for (;;) {
    const touched = new Set(
      accepted.map((e) => at.get(foldForMatch(e.value))).filter((i) => i !== undefined),
    );
    const untouched = base.filter((_, i) => !touched.has(i));
    const ordered: ValueEntry[] = [
      ...untouched,
      ...accepted.map(({ value, synonyms }) => ({ value, synonyms })),
    ];
    const config = { ...((typeObject.list_of_values_data_type as object | null) ?? {}), values: ordered };
    // The column type's whole check takes seconds on 100,000 values, and the column service runs it
    // again when the list is written: here it runs only to word and place a clash the index saw.
    const violations = hasClash(ordered)
      ? validateColumnType({ ...typeObject, list_of_values_data_type: config })
      : [];
    const bad = new Map<LineEntry, ViolationItem>();
    for (const violation of violations) {
      const index = Number(INDEX.exec(violation.property_path)?.[1] ?? -1) - untouched.length;
      const entry = accepted[index];
      if (entry && !bad.has(entry)) bad.set(entry, violation);
    }
    if (bad.size === 0) {
      if (violations.length)
        throw new Error(`The stored list of values is refused: ${violations[0]!.message}`);
      const values = [...base];
      for (const { value, synonyms } of accepted) {
        const i = at.get(foldForMatch(value));
        if (i === undefined) values.push({ value, synonyms });
        else values[i] = { value, synonyms };
      }
      return { values, refused };
    }
    for (const [entry, violation] of bad) refused.push({ entry, violation });
    accepted = accepted.filter((e) => !bad.has(e));
  }
}

/** What `mergeValueList` takes: plain data, so that it can be sent to a thread. */
export interface ValueListInput {
  /** The column's `type` object as stored. */
  typeObject: Record<string, unknown>;
  existing: readonly ValueEntry[];
  entries: readonly LineEntry[];
  method: 'replace' | 'merge';
}

/** The new list, the entries refused, and the column's new `type` object with its whole check. */
export interface ValueListMerge {
  refused: { entry: LineEntry; violation: ViolationItem }[];
  /** The column's `type` with the new list. */
  type: Record<string, unknown>;
  /** `validateColumnType` of `type`, run here so that the writer need not run it again. */
  violations: ViolationItem[];
}

export function mergeValueList({ typeObject, existing, entries, method }: ValueListInput): ValueListMerge {
  const { values, refused } = newValueList(typeObject, existing, entries, method);
  const config = (typeObject.list_of_values_data_type ?? null) as object | null;
  const type = { ...typeObject, list_of_values_data_type: { ...(config ?? {}), values } };
  return { refused, type, violations: validateColumnType(type) };
}
