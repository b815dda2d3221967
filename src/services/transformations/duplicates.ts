/**
 * Duplicates kept right while a file is edited: after an edit, a replace or an undo, every row
 * holding a unique key that a changed row gave up or took (its tags before and after) is judged
 * again against the rules that a key must appear once, so that fixing one row of a duplicated
 * pair clears both at once and making a duplicate marks both, as the row rules mark an edited row.
 * The holders of a key are the edited rows keeping its tag in their revalidation (found in
 * PostgreSQL) and the rows the index on disk lists that were not edited since. A row not edited
 * whose uniqueness changes is kept as an edited row with no cell of its own, its revalidation the
 * stored one with the uniqueness violation added or removed.
 */
import type { ReviewFiles, ReviewRow } from '../../engine/index.ts';
import { runInThread } from '../../engine/index.ts';
import type { Db } from '../../store/db.ts';
import {
  type EditedState,
  editedRowsAmong,
  editedRowsHoldingKeys,
  reviseEditedRows,
  upsertEditedRows,
} from '../../store/transformations/transformation-edits.ts';
import type { engineInputsOf } from './review-files.ts';
import type { KeyIndex } from './unique-index.ts';

type Violations = ReviewRow['violations'];

/** What settling needs: the index, the store, the inputs the engine reads the store's rows with. */
export interface Settling {
  keys: KeyIndex;
  files: ReviewFiles;
  inputs: Awaited<ReturnType<typeof engineInputsOf>>;
}

/** Tags looked up per round: each round is one query and one read of the store's rows. */
const TAGS_PER_ROUND = 500;

/** The tags a row holds now: its revalidation's when it is edited, else the index's. */
export async function tagsNow(
  keys: KeyIndex,
  row: number,
  edited: { revised: Record<string, unknown> } | null | undefined,
): Promise<string[]> {
  if (edited) return (edited.revised.unique_keys as string[] | undefined) ?? [];
  return keys.index.tagsOf(row - 1);
}

/** Judges again the uniqueness of every row holding one of `tags`, in the caller's transaction. */
export async function settleDuplicates(
  db: Db,
  transformationId: string,
  settling: Settling,
  tags: Iterable<string>,
  editedBy: string,
  at: Date,
): Promise<void> {
  const all = [...new Set(tags)];
  for (let first = 0; first < all.length; first += TAGS_PER_ROUND) {
    await settleRound(db, transformationId, settling, all.slice(first, first + TAGS_PER_ROUND), editedBy, at);
  }
}

async function settleRound(
  db: Db,
  transformationId: string,
  { keys, files, inputs }: Settling,
  tags: string[],
  editedBy: string,
  at: Date,
): Promise<void> {
  const wanted = new Set(tags);
  const edited = new Map<number, { revised: Record<string, unknown> }>();
  const holders = new Map(tags.map((tag) => [tag, new Set<number>()]));
  for (const row of await editedRowsHoldingKeys(db, transformationId, tags)) {
    edited.set(row.row_number, row);
    for (const tag of (row.revised.unique_keys as string[] | undefined) ?? []) {
      if (wanted.has(tag)) holders.get(tag)!.add(row.row_number);
    }
  }
  const stored = new Map(
    await Promise.all(
      tags.map(async (tag) => {
        const [rule, hash] = tag.split(':') as [string, string];
        const ordinals = await keys.index.holders(Number(rule), hash);
        return [tag, ordinals.map((ordinal) => ordinal + 1)] as const;
      }),
    ),
  );
  // A stored holder edited since holds what its revalidation says, counted above when it still holds the key.
  const editedSince = new Set(
    (await editedRowsAmong(db, transformationId, [...new Set([...stored.values()].flat())])).map(
      (e) => e.row_number,
    ),
  );
  const duplicated = new Map<number, Map<number, boolean>>();
  for (const tag of tags) {
    const rows = holders.get(tag)!;
    for (const row of stored.get(tag)!) if (!editedSince.has(row)) rows.add(row);
    const rule = Number(tag.slice(0, tag.indexOf(':')));
    for (const row of rows) {
      if (!duplicated.has(row)) duplicated.set(row, new Map());
      duplicated.get(row)!.set(rule, rows.size > 1);
    }
  }
  const revised: { row_number: number; revised: object }[] = [];
  const untouched: number[] = [];
  for (const [row, rules] of duplicated) {
    const state = edited.get(row);
    if (!state) {
      untouched.push(row);
      continue;
    }
    const violations = judged(keys, state.revised.violations as Violations, rules);
    if (violations) revised.push({ row_number: row, revised: { ...state.revised, violations } });
  }
  await reviseEditedRows(db, transformationId, revised);
  if (!untouched.length) return;
  const rows = await runInThread('review', { files, rows: untouched, ...inputs });
  const kept: EditedState[] = [];
  for (const row of rows) {
    const violations = judged(keys, row.violations, duplicated.get(row.row)!);
    if (!violations) continue;
    kept.push({
      row_number: row.row,
      cells: {},
      revised: {
        row: row.row,
        data: row.data,
        violations,
        was_in_error: row.violations.length > 0,
        unique_keys: await keys.index.tagsOf(row.row - 1),
      },
    });
  }
  await upsertEditedRows(db, transformationId, kept, editedBy, at);
}

/** The violations with each rule's uniqueness violation present or not as `duplicated` says; null when unchanged. */
function judged(keys: KeyIndex, violations: Violations, duplicated: Map<number, boolean>): Violations | null {
  let result = violations;
  for (const [r, duplicate] of duplicated) {
    const rule = keys.rules[r]!;
    const held = (v: Violations[number]) => v.column === rule.column && v.rule === rule.rule;
    const has = result.some(held);
    if (duplicate && !has)
      result = [...result, { column: rule.column, rule: rule.rule, message: rule.message }];
    if (!duplicate && has) result = result.filter((v) => !held(v));
  }
  return result === violations ? null : result;
}
