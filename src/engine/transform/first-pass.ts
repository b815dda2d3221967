/**
 * The first pass: the rows are read once to build what dataset rules need before any row can be
 * judged (uniqueness, is_unique_key, lookup, the counts of DUPLICATED/UNIQUE conditions). Only the
 * columns those rules read are converted.
 */

import { ValueSet } from '../../domain/value-set.ts';
import { normalizedLine } from '../normalize.ts';
import type { SourceRow } from '../read/source-table.ts';
import type { AlignedEdits } from './cell-edits.ts';
import { type DatasetIndexes, observeRow } from './check-row.ts';
import { convertCell } from './convert-row.ts';
import type { PreparedTemplate } from './prepared-template.ts';
import type { RowState, ValueCounts } from './row-state.ts';

/** What a first pass built. */
export interface Observations {
  indexes: DatasetIndexes;
  /** Per uniqueness column, every non-blank value seen (kept only to join the slices of a split run). */
  seen: ValueSet[];
  counts: ValueCounts;
  /** Data rows read. */
  rows: number;
  /** Bytes of the rows' lines in the normalized CSV, when asked (0 otherwise). */
  normalizedBytes: number;
}

export async function observeRows(
  batches: AsyncIterable<SourceRow[]>,
  prepared: PreparedTemplate,
  state: RowState,
  edits: AlignedEdits | null,
  /** Also add up the bytes of the rows' normalized lines (a split run places its slices with them). */
  measureNormalized = false,
): Promise<Observations> {
  const indexes: DatasetIndexes = {
    rules: prepared.datasetRules.map(({ rule }) => rule.createIndex()),
    duplicates: prepared.uniqueColumns.map(() => new Set()),
  };
  const seen = prepared.uniqueColumns.map(() => new ValueSet());
  const counts: ValueCounts = new Map();
  let rows = 0;
  let normalizedBytes = 0;
  // Indexes need only the columns rules read; conversion errors are reported by the main pass.
  state.convertOnDemand((c) => convertCell(prepared.columns[c]!, c, state));
  try {
    for await (const batch of batches) {
      rows += batch.length;
      for (const row of batch) {
        if (measureNormalized) normalizedBytes += Buffer.byteLength(normalizedLine(row)) + 1;
        state.startRow(row.cells);
        // Dataset rules judge the edited values: a fixed duplicate is no longer a duplicate.
        if (edits !== null) state.edited = edits.get(row.index) ?? null;
        observeRow(prepared, state, indexes, seen, counts);
      }
    }
  } finally {
    state.convertOnDemand(null);
    state.edited = null;
  }
  return { indexes, seen, counts, rows, normalizedBytes };
}
