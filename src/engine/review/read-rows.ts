/**
 * Rows of a review store read back as a sender sees them: each row's line of the normalized CSV
 * is converted again through the run's own RowJudge, with the template prepared from the same
 * first rows as the run (so number and date styles are decided alike). A page shows the
 * violations the full run stored, dataset rules included; a revision of edited rows is judged
 * again against the row rules only, with DUPLICATED/UNIQUE conditions reading every value as
 * appearing once; it carries the tags of its unique keys, with which the caller judges its
 * `uniqueness` and `is_unique_key` rules against the other rows (lookups wait for the next full run). A row's
 * cells with no column (`extra_cells`) stay as the run found them until the sender edits the row.
 */
import { parse } from 'csv-parse/sync';
import { Violation, type ViolationItem, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { alignEdits, type CellEdits } from '../judge/cell-edits.ts';
import { EXTRA_CELLS } from '../judge/extra-cells.ts';
import { RowJudge } from '../judge/judge-row.ts';
import { orderedColumns } from '../judge/prepared-template.ts';
import { prepareRun } from '../pass/prepare-run.ts';
import { type ReviewRow, type ReviewViolation, RowViolations, rowData } from '../review-store/review-row.ts';
import { openReviewStore } from '../review-store/review-store.ts';
import { NORMALIZED_CSV, type ReviewFiles } from '../review-store/store-layout.ts';
import type { EngineTemplate, Mapping } from '../template.ts';
import { RowsPastEnd } from './rows-past-end.ts';
import { keyTags, uniqueRulesOf } from './unique-keys.ts';

/** New texts for some cells of one row. */
export interface RowRevision {
  /** Row number, as in the error report and the review store. */
  row: number;
  /** Edited texts keyed by technical name. */
  data: Record<string, string>;
}

export interface ReadRowsOptions {
  /** The customer's user_metadata, for `*(name)` references. */
  customFields?: Record<string, string>;
  /** The time rules read: `today`, working hours. */
  now?: Date;
}

/** The rows with these numbers, in the order given, with the violations the full run stored. */
export async function readReviewRows(
  files: ReviewFiles,
  template: EngineTemplate,
  mapping: Mapping,
  rows: readonly number[],
  options: ReadRowsOptions = {},
): Promise<ReviewRow[]> {
  const asked = rows.map((row, at) => ({ row, data: {}, at }));
  return judgeStored(files, template, mapping, asked, null, options, true);
}

/**
 * Edited rows judged again: the revisions' texts over `earlier` edits of the same rows. Each
 * asked row once, by ascending row number. A row number below 1 or a technical name the template
 * lacks is a Violation; a row past the end of the store is RowsPastEnd.
 */
export async function reviseRows(
  files: ReviewFiles,
  template: EngineTemplate,
  mapping: Mapping,
  revisions: readonly RowRevision[],
  options: ReadRowsOptions & { edits?: CellEdits } = {},
): Promise<ReviewRow[]> {
  const names = new Set(orderedColumns(template).map((c) => c.technical_name));
  const merged = mergeRevisions(revisions, names, options.edits);
  const asked = [...merged.keys()]
    .sort((a, b) => a - b)
    .map((row) => ({ row, at: revisions.findIndex((r) => r.row === row) }));
  return judgeStored(files, template, mapping, asked, merged, options, false);
}

async function judgeStored(
  files: ReviewFiles,
  template: EngineTemplate,
  mapping: Mapping,
  asked: { row: number; at: number }[],
  edits: CellEdits | null,
  options: ReadRowsOptions,
  storedViolations: boolean,
): Promise<ReviewRow[]> {
  if (asked.length === 0) return [];
  const now = options.now ?? new Date();
  const store = await openReviewStore(files);
  try {
    const missing = asked.filter(({ row }) => row > store.rowCount);
    if (missing.length) throw new RowsPastEnd(missing, store.rowCount);
    const stored = await store.read(asked.map(({ row }) => row - 1));
    // A store still written is judged from its head: the normalized CSV may end in a row half written.
    const { prepared, state, table } = await prepareRun(
      files.head ?? files.normalized,
      template,
      { source: NORMALIZED_CSV, mapping, customFields: options.customFields },
      now,
    );
    const names = prepared.columns.map((p) => p.column.technical_name);
    const aligned = edits ? alignEdits(edits, names) : null;
    const judge = new RowJudge(prepared, state, null, now);
    const violations = new RowViolations(names);
    const unique = uniqueRulesOf(prepared);
    return stored.map(({ ordinal, line, violations: kept }) => {
      const cells = (parse(line, { relax_column_count: true }) as string[][])[0] ?? [];
      state.raw = table.headers.map((_, i) => cells[i] ?? '');
      state.edited = aligned?.get(ordinal + 1) ?? null;
      // The normalized CSV names every column the run widened its header with: only the run,
      // which read the source's own header, knows which cells had none (../judge/extra-cells.ts).
      state.extra = null;
      judge.judge(violations.add.bind(violations));
      const judged = JSON.parse(violations.take()) as ReviewViolation[];
      const extra = state.edited === null ? kept.filter((v) => v.rule === EXTRA_CELLS) : [];
      const row = { row: ordinal + 1, data: rowData(names, judge.output) };
      if (storedViolations) return { ...row, violations: kept };
      const revised = { ...row, violations: [...extra, ...judged] };
      return unique.rules.length ? { ...revised, unique_keys: keyTags(unique, state) } : revised;
    });
  } finally {
    await store.close();
  }
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
      problems.push(violationOf(`rows[${at}].row`, row, phrase('violation.field.row_number')));
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
        problems.push(
          violationOf(`rows[${at}].data.${name}`, text, phrase('violation.field.no_technical_name')),
        );
    }
  });
  if (problems.length) throw new Violation(problems);
  return merged;
}
