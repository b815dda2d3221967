/**
 * Builds the review's index of the keys that must appear once (../review-store/unique-index-file.ts)
 * from a review store: every stored row judged as the transform stage judged it, front to back.
 * It runs once per transformation, in an engine thread, the first time a sender edits a file whose
 * template has such a rule. Memory: 8 bytes a row and rule while it is built (the index the rule
 * truly needs); afterwards the index lives on disk and is read a few bytes at a time.
 */
import { RowJudge } from '../judge/judge-row.ts';
import { prepareRun } from '../pass/prepare-run.ts';
import { openReviewStore } from '../review-store/review-store.ts';
import { scanStoredRows } from '../review-store/scan-store.ts';
import { NORMALIZED_CSV, type ReviewFiles } from '../review-store/store-layout.ts';
import { type RuleHashes, writeUniqueIndex } from '../review-store/unique-index-file.ts';
import type { EngineTemplate, Mapping } from '../template.ts';
import { parseBatch } from './replace-cells.ts';
import { keyHash, type UniqueRule, uniqueRulesOf } from './unique-keys.ts';

export interface UniqueIndexInput {
  files: ReviewFiles;
  template: EngineTemplate;
  mapping: Mapping;
  options: { customFields: Record<string, string>; now: string };
  /** Where the index is written. */
  outPath: string;
}

/** Writes the index; answers its rules (none: the template has no such rule, and nothing is written). */
export async function buildUniqueIndex(input: UniqueIndexInput): Promise<{ rules: UniqueRule[] }> {
  const now = new Date(input.options.now);
  const { prepared, state, table } = await prepareRun(
    input.files.normalized,
    input.template,
    { source: NORMALIZED_CSV, mapping: input.mapping, customFields: input.options.customFields },
    now,
  );
  const unique = uniqueRulesOf(prepared);
  if (unique.rules.length === 0) return { rules: [] };
  const store = await openReviewStore(input.files);
  const rows = store.rowCount;
  await store.close();
  const hashes: RuleHashes[] = unique.rules.map(() => ({
    high: new Uint32Array(rows),
    low: new Uint32Array(rows),
  }));
  const judge = new RowJudge(prepared, state, null, now);
  const ignore = () => {};
  for await (const batch of scanStoredRows(input.files)) {
    const records = parseBatch(batch.map((r) => r.line));
    for (let b = 0; b < batch.length; b++) {
      const cells = records[b]!;
      const ordinal = batch[b]!.ordinal;
      state.raw = table.headers.map((_, i) => cells[i] ?? '');
      state.extra = null;
      state.edited = null;
      judge.judge(ignore);
      for (let r = 0; r < unique.keys.length; r++) {
        const key = unique.keys[r]!(state);
        if (key === null) continue;
        const hash = keyHash(key);
        hashes[r]!.high[ordinal] = Number.parseInt(hash.slice(0, 8), 16);
        hashes[r]!.low[ordinal] = Number.parseInt(hash.slice(8), 16);
      }
    }
  }
  await writeUniqueIndex(input.outPath, unique.rules, rows, hashes);
  return { rules: unique.rules };
}
