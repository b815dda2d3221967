/**
 * The first pass: the rows are read once to build what dataset rules need before any row can be
 * judged (uniqueness, is_unique_key, lookup, the counts of DUPLICATED/UNIQUE conditions). Only the
 * columns those rules read are converted.
 */

import type { AlignedEdits } from '../judge/cell-edits.ts';
import { type DatasetIndexes, observeRow } from '../judge/check-row.ts';
import { convertCell } from '../judge/convert-row.ts';
import type { PreparedTemplate } from '../judge/prepared-template.ts';
import type { RowState, ValueCounts } from '../judge/row-state.ts';
import { normalizedLine } from '../normalized-csv.ts';
import type { ByteSlice, SliceStats, SourceRow, SourceTable } from '../read/source-table.ts';
import { decodeField } from './byte-cells.ts';
import { byteKeys } from './byte-keys.ts';
import { UniqueValues } from './unique-values.ts';

/**
 * Where a first pass writes the values of its uniqueness columns that outgrow memory
 * (./unique-values.ts): column `i` writes its partition files at `${prefix}${i}-`.
 */
export interface PassSpill {
  prefix: string;
  /** Bytes each column's held values may take. */
  maxBytes: number;
}

/** What a first pass built. */
export interface Observations {
  /** The dataset rules' indexes; the duplicates are left empty: `unique` finds them (./duplicate-search.ts). */
  indexes: DatasetIndexes;
  /** Per uniqueness column, the non-blank values seen, held or written to disk. */
  unique: UniqueValues[];
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
  spill: PassSpill,
  /** Also add up the bytes of the rows' normalized lines (a split run places its slices with them). */
  measureNormalized = false,
): Promise<Observations> {
  return observing(prepared, state, spill, async (observe) => {
    let rows = 0;
    let normalizedBytes = 0;
    try {
      for await (const batch of batches) {
        rows += batch.length;
        for (const row of batch) {
          if (measureNormalized) normalizedBytes += Buffer.byteLength(normalizedLine(row)) + 1;
          // Dataset rules judge the edited values: a fixed duplicate is no longer a duplicate.
          if (edits !== null) state.edited = edits.get(row.index) ?? null;
          observe(row.cells);
        }
      }
    } finally {
      state.edited = null;
    }
    return { rows, normalizedBytes };
  });
}

/**
 * The source columns a first pass reads, when they are all it reads and the table can read them
 * from its bytes (`projectSlice`): uniqueness and counted references (DUPLICATED/UNIQUE
 * conditions), on columns converted from one source cell each or on source headers. Null when the
 * table cannot, or a dataset rule or a computed column may read any cell of the row.
 */
export function observedFields(table: SourceTable, prepared: PreparedTemplate): number[] | null {
  if (!table.projectSlice || prepared.datasetRules.length > 0) return null;
  const fields = new Set<number>();
  const column = (c: number): boolean => {
    const { computed, sourceIndex } = prepared.columns[c]!;
    if (sourceIndex >= 0) fields.add(sourceIndex);
    return !computed;
  };
  if (!prepared.uniqueColumns.every(column)) return null;
  for (const ref of prepared.countedRefs) {
    // A customer's field is the same on every row.
    if (ref.kind === 'custom') continue;
    if (ref.kind === 'source') {
      const at = table.headers.indexOf(ref.name);
      if (at >= 0) fields.add(at);
      continue;
    }
    const c = prepared.columns.findIndex((p) => p.column.technical_name === ref.name);
    if (c >= 0 && !column(c)) return null;
  }
  return [...fields];
}

/**
 * The first pass over a slice's rows read from its bytes (SourceTable.projectSlice), with the
 * bytes of their normalized lines: only the cells at `fields` (see `observedFields`) are decoded,
 * and a uniqueness value the column's conversion leaves as it is (`CellConverter.keepsBytes`) is
 * not even that: it is held as its bytes (./byte-keys.ts). `stats` is filled at the end.
 */
export async function observeProjected(
  table: SourceTable,
  slice: ByteSlice,
  stats: SliceStats,
  fields: readonly number[],
  prepared: PreparedTemplate,
  state: RowState,
  spill: PassSpill,
): Promise<Observations> {
  return observing(prepared, state, spill, async (observe, unique) => {
    let rows = 0;
    let normalizedBytes = 0;
    // One row of the table's width, the cells no rule reads left empty.
    const cells = new Array<string>(table.headers.length).fill('');
    const wanted = fields.length;
    const keys = byteKeys(prepared);
    for await (const batch of table.projectSlice!(slice, stats)) {
      const { offsets, count } = batch;
      const { parsed, first } = offsets;
      rows += count;
      normalizedBytes += batch.normalizedBytes;
      for (let n = 0; n < count; n++) {
        const r = batch.rows[n]!;
        if (keys?.add(offsets, r, unique)) continue;
        const record = parsed[r];
        const from = first[r]!;
        const width = first[r + 1]! - from;
        for (let f = 0; f < wanted; f++) {
          const field = fields[f]!;
          cells[field] =
            record != null ? (record[field] ?? '') : field < width ? decodeField(offsets, from + field) : '';
        }
        observe(cells);
      }
    }
    return { rows, normalizedBytes };
  });
}

/** Runs `read`, which hands each row's cells to `observe`, with what the indexes start from. */
async function observing(
  prepared: PreparedTemplate,
  state: RowState,
  spill: PassSpill,
  read: (
    observe: (cells: string[]) => void,
    unique: UniqueValues[],
  ) => Promise<{ rows: number; normalizedBytes: number }>,
): Promise<Observations> {
  const indexes: DatasetIndexes = {
    rules: prepared.datasetRules.map(({ rule }) => rule.createIndex()),
    duplicates: prepared.uniqueColumns.map(() => new Set()),
  };
  const unique = prepared.uniqueColumns.map(
    (_, i) => new UniqueValues({ prefix: `${spill.prefix}${i}-`, maxBytes: spill.maxBytes }),
  );
  const counts: ValueCounts = new Map();
  // Indexes need only the columns rules read; conversion errors are reported by the main pass.
  state.convertOnDemand((c) => convertCell(prepared.columns[c]!, c, state));
  try {
    const observe = (cells: string[]) => {
      state.startRow(cells);
      observeRow(prepared, state, indexes, unique, counts);
    };
    const { rows, normalizedBytes } = await read(observe, unique);
    return { indexes, unique, counts, rows, normalizedBytes };
  } finally {
    state.convertOnDemand(null);
  }
}
