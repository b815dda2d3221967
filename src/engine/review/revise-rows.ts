/**
 * Judges a few rows again after a sender edited them, without a full run: the source is opened and
 * the template prepared exactly as `runTransformation` does, then rows are read in order only up to
 * the highest one asked for. Each asked row gets its edits (earlier ones under the new ones) and the
 * row-level checks of the main pass: types, importance, conditions, cell constraints. Dataset rules
 * (uniqueness, `is_unique_key`, `lookup`, DUPLICATED/UNIQUE counts) need the whole file and are
 * left to the next full run; DUPLICATED/UNIQUE conditions read every value as appearing once.
 */
import { Violation, type ViolationItem } from '../../domain/errors.ts';
import type { SourceOptions } from '../read/source-table.ts';
import type { EngineTemplate, Mapping } from '../template.ts';
import { alignEdits, type CellEdits } from '../transform/cell-edits.ts';
import { RowJudge } from '../transform/judge-row.ts';
import { prepareRun } from '../transform/prepare-run.ts';
import { orderedColumns } from '../transform/prepared-template.ts';
import { ReviewLines, type ReviewRow } from './review-row.ts';
import { RowsPastEnd } from './rows-past-end.ts';

/** New texts for some cells of one row. */
export interface RowRevision {
  /** Row number, as in the error report and the review store. */
  row: number;
  /** Edited texts keyed by technical name. */
  data: Record<string, string>;
}

export interface ReviseOptions {
  /** Upload options, as given to the run. */
  source?: SourceOptions;
  /** The customer's user_metadata, for `*(name)` references. */
  customFields?: Record<string, string>;
  /** The run's time: `today`, working hours. */
  now?: Date;
  /** Earlier edits of any rows; the revisions' texts replace them cell by cell. */
  edits?: CellEdits;
}

/**
 * The ReviewRow of every asked row, once each, by ascending row number. A row number that is not
 * a whole number from 1 or a technical name the template lacks is a Violation; a row past the end
 * of the source is RowsPastEnd.
 */
export async function reviseRows(
  sourcePath: string,
  template: EngineTemplate,
  mapping: Mapping,
  rows: readonly RowRevision[],
  options: ReviseOptions = {},
): Promise<ReviewRow[]> {
  const names = orderedColumns(template).map((c) => c.technical_name);
  const asked = mergeRevisions(rows, new Set(names), options.edits);
  if (asked.size === 0) return [];
  const edits = alignEdits(asked, names);
  const last = Math.max(...asked.keys());

  const now = options.now ?? new Date();
  const { table, prepared, state } = await prepareRun(
    sourcePath,
    template,
    { source: options.source, mapping, customFields: options.customFields },
    now,
  );
  const judge = new RowJudge(prepared, state, null, now);
  const lines = new ReviewLines(names);
  const sink = lines.add.bind(lines);
  const found: ReviewRow[] = [];
  let rowCount = 0;
  reading: for await (const batch of table.rowBatches()) {
    for (const row of batch) {
      rowCount = row.index;
      if (row.index > last) break reading;
      if (!asked.has(row.index)) continue;
      state.raw = row.cells;
      state.edited = edits.get(row.index) ?? null;
      judge.judge(sink);
      found.push(JSON.parse(lines.take(row.index, judge.output)) as ReviewRow);
      if (row.index === last) break reading;
    }
  }
  if (found.length < asked.size) {
    const missing = rows.flatMap(({ row }, at) => (row > rowCount ? [{ row, at }] : []));
    throw new RowsPastEnd(missing, rowCount);
  }
  return found;
}

/** Asked rows with their merged edits; refuses bad row numbers and unknown names. */
function mergeRevisions(
  rows: readonly RowRevision[],
  names: ReadonlySet<string>,
  earlier: CellEdits | undefined,
): Map<number, Map<string, string>> {
  const problems: ViolationItem[] = [];
  const merged = new Map<number, Map<string, string>>();
  rows.forEach(({ row, data }, at) => {
    if (!Number.isInteger(row) || row < 1) {
      problems.push({
        property_path: `rows[${at}].row`,
        invalid_value: row,
        message: 'A row number is a whole number from 1.',
      });
      return;
    }
    let cells = merged.get(row);
    if (!cells) {
      cells = new Map(earlier?.get(row));
      merged.set(row, cells);
    }
    for (const [name, text] of Object.entries(data)) {
      if (names.has(name)) cells.set(name, text);
      else
        problems.push({
          property_path: `rows[${at}].data.${name}`,
          invalid_value: text,
          message: 'The template has no column with this technical name.',
        });
    }
  });
  if (problems.length) throw new Violation(problems);
  return merged;
}
