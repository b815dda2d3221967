/**
 * Find and replace over every row of a review store, as the sender sees the rows: each stored
 * row is read front to back (../review-store/scan-store.ts), judged with its earlier edits so
 * that the search meets the cells the data pages show, and a row whose cells change is judged
 * again with its new texts, against the row rules, exactly as a revision of an edited row
 * (./read-rows.ts). Changed rows are written to a JSON-lines file rather than returned: a replace
 * may change every row of a million, and the caller stores them a batch at a time.
 */
import { parse } from 'csv-parse/sync';
import { convertCell } from '../judge/convert-row.ts';
import { RowJudge } from '../judge/judge-row.ts';
import type { PreparedColumn, PreparedTemplate } from '../judge/prepared-template.ts';
import type { RowState } from '../judge/row-state.ts';
import { prepareRun } from '../pass/prepare-run.ts';
import { RowViolations } from '../review-store/review-row.ts';
import { type RowRange, SCAN_BATCH, scanStoredLines } from '../review-store/scan-store.ts';
import { NORMALIZED_CSV, type ReviewFiles } from '../review-store/store-layout.ts';
import type { EngineTemplate, Mapping } from '../template.ts';
import { TextFile } from '../write/text-file.ts';
import { readRowLinesFrom } from './json-lines.ts';
import { LineCells } from './line-cells.ts';
import { type CellReplacer, cellReplacer, type ReplaceRule } from './replace-rule.ts';
import { ReplacedLines } from './replaced-line.ts';
import { keyTags, type UniqueRules, uniqueRulesOf } from './unique-keys.ts';

/** An edited row as the caller keeps it: `[row, cells by technical name, was in error before any edit]`. */
export type EditedLine = [number, Record<string, string>, boolean];

export interface ReplaceInput {
  files: ReviewFiles;
  template: EngineTemplate;
  mapping: Mapping;
  rule: ReplaceRule;
  /** The edited rows by ascending row number (EditedLine JSON lines); null when there are none. */
  editsPath: string | null;
  /** Where the changed rows are written (ReplacedRow JSON lines, by ascending row number). */
  outPath: string;
  options: { customFields: Record<string, string>; now: string };
  /**
   * Only the store's rows of this range (ordinals), as a part of a replace split over threads
   * (../tasks/replace-in-threads.ts); the whole store when absent.
   */
  range?: RowRange;
  /** Characters the rows before `range` added, counted against `rule.maxGrowth` (0 when absent). */
  growthBefore?: number;
  /** Called now and then with the rows read so far (of the range, when there is one). */
  onProgress?: (rows: number) => void;
}

/**
 * Why a replace stopped before its end, nothing of it kept: a cell it would make longer than
 * the rule's bound, or the file grown by more than the rule's budget at this row.
 */
export type ReplaceRefusal =
  | { kind: 'cell'; row: number; column: string; length: number }
  | { kind: 'growth'; row: number };

export interface ReplaceCounts {
  cells_replaced: number;
  rows_changed: number;
  /** Set when the replace was stopped; the output file is then incomplete and must be dropped. */
  refused: ReplaceRefusal | null;
  /** Characters the replace added (its rows' and `growthBefore`), as the budget counts them. */
  growth: number;
}

export async function replaceInStore(input: ReplaceInput): Promise<ReplaceCounts> {
  const now = new Date(input.options.now);
  const { prepared, state } = await prepareRun(
    input.files.normalized,
    input.template,
    { source: NORMALIZED_CSV, mapping: input.mapping, customFields: input.options.customFields },
    now,
  );
  const names = prepared.columns.map((p) => p.column.technical_name);
  const searchedIndexes = names.flatMap((name, c) => (input.rule.columns.includes(name) ? [c] : []));
  const columnOf = new Map(names.map((name, c) => [name, c]));
  const line = new LineCells();
  const replace: CellReplacer = cellReplacer(input.rule);
  const judge = new RowJudge(prepared, state, null, now);
  const violations = new RowViolations(names);
  const unique = uniqueRulesOf(prepared);
  const keysBefore = keysBeforeOf(prepared, searchedIndexes, judge, state);
  const lines = new ReplacedLines(names);
  const texts = new Array<string>(searchedIndexes.length);
  const nexts = new Array<ReturnType<CellReplacer>>(searchedIndexes.length);
  const from = input.range?.from ?? 0;
  const out = new TextFile(input.outPath);
  const edits = input.editsPath
    ? readRowLinesFrom<EditedLine>(input.editsPath, from + 1)[Symbol.asyncIterator]()
    : null;
  let pending = edits ? (await edits.next()).value : undefined;
  const counts: ReplaceCounts = {
    cells_replaced: 0,
    rows_changed: 0,
    refused: null,
    growth: input.growthBefore ?? 0,
  };
  try {
    for await (const batch of scanStoredLines(input.files, SCAN_BATCH, input.range)) {
      for (let b = 0; b < batch.count; b++) {
        const row = batch.first + b + 1;
        while (pending && pending[0] < row) pending = (await edits!.next()).value;
        const earlier = pending && pending[0] === row ? pending : null;
        line.set(batch.bytes, batch.start[b]!, batch.end[b]!);
        state.extra = null;
        state.edited = earlier ? aligned(earlier[1], columnOf, names.length) : null;
        // Cells are read from the line's bytes, only the searched columns first: most rows end here.
        state.lazy = line;
        if (!searchedChanges(prepared.columns, searchedIndexes, state, replace, texts, nexts)) continue;
        const edited: Record<string, string> = {};
        let changed = 0;
        for (let k = 0; k < searchedIndexes.length; k++) {
          const c = searchedIndexes[k]!;
          const before = texts[k]!;
          const next = nexts[k]!;
          if (next === null || next === before) continue;
          if (typeof next !== 'string') {
            counts.refused = { kind: 'cell', row, column: names[c]!, length: next.tooLong };
            return counts;
          }
          counts.growth += Math.max(0, next.length - before.length);
          if (counts.growth > input.rule.maxGrowth) {
            counts.refused = { kind: 'growth', row };
            return counts;
          }
          edited[names[c]!] = next;
          changed++;
        }
        if (changed === 0) continue;
        const tagsBefore = unique.rules.length ? keysBefore(unique) : [];
        const merged = { ...(earlier?.[1] ?? {}), ...edited };
        state.edited = aligned(merged, columnOf, names.length);
        judge.judge(violations.add.bind(violations));
        const text = lines.line(
          row,
          merged,
          edited,
          judge.output,
          violations.take(),
          unique.rules.length ? keyTags(unique, state) : null,
          earlier ? earlier[2] : batch.inError[b] === 1,
          tagsBefore,
        );
        const wait = out.line(text);
        if (wait) await wait;
        counts.cells_replaced += changed;
        counts.rows_changed++;
      }
      input.onProgress?.(batch.first + batch.count - from);
    }
  } finally {
    state.lazy = null;
    await edits?.return?.(undefined);
    await out.close();
  }
  return counts;
}

/**
 * The tags of the current row's unique keys before this replace (its earlier edits only), its
 * searched columns converted already. A key of a `uniqueness` column reads that column alone, so
 * only those columns are converted; a dataset rule's key may read any column of the row, which is
 * then converted whole, as the row's first judging did.
 */
function keysBeforeOf(
  prepared: PreparedTemplate,
  searched: readonly number[],
  judge: RowJudge,
  state: RowState,
): (unique: UniqueRules) => string[] {
  if (prepared.datasetRules.some((r) => r.rule.key)) {
    return (unique) => {
      judge.convert();
      return keyTags(unique, state);
    };
  }
  const rest = prepared.uniqueColumns.filter((c) => !searched.includes(c));
  return (unique) => {
    for (const c of rest) convertCell(prepared.columns[c]!, c, state);
    return keyTags(unique, state);
  };
}

/**
 * Whether the rule changes a searched cell of the row in `state`, each searched column converted
 * alone as the judge converts it (a column's conversion reads only source cells, never another
 * column), the other columns left alone. A cell over the bound counts as a change: the caller
 * refuses it at the same row. On a change, `texts` holds every searched cell as the judge writes
 * it and `nexts` what the rule makes of it.
 */
function searchedChanges(
  columns: readonly PreparedColumn[],
  searched: readonly number[],
  state: RowState,
  replace: CellReplacer,
  texts: string[],
  nexts: ReturnType<CellReplacer>[],
): boolean {
  let found = false;
  for (let k = 0; k < searched.length; k++) {
    const c = searched[k]!;
    const column = columns[c]!;
    const failed = convertCell(column, c, state);
    const text = failed === null ? column.converter.format(state.values[c]!) : state.values[c]!;
    const next = replace(text);
    texts[k] = text;
    nexts[k] = next;
    if (next !== null && next !== text) found = true;
  }
  return found;
}

/**
 * The cells of a batch of normalized lines, parsed as one text: a parser per line cost ten times
 * as much (170 against 15 µs a line on the benchmark file). Should the records not match the
 * lines one for one, each line is parsed alone, as a page reads it.
 */
export function parseBatch(lines: readonly string[]): string[][] {
  const options = { relax_column_count: true };
  const records = parse(lines.join('\n'), options) as string[][];
  if (records.length === lines.length) return records;
  return lines.map((line) => (parse(line, options) as string[][])[0] ?? []);
}

/**
 * A row's edited cells aligned with the template's columns, as `alignEdits` (../judge/cell-edits.ts)
 * aligns them: names the template lacks dropped, null when none is left. Built here without its
 * maps: a replace aligns every row it changes.
 */
function aligned(
  cells: Record<string, string>,
  columnOf: ReadonlyMap<string, number>,
  width: number,
): readonly (string | undefined)[] | null {
  let texts: (string | undefined)[] | null = null;
  for (const name in cells) {
    const c = columnOf.get(name);
    if (c === undefined) continue;
    texts ??= new Array(width).fill(undefined);
    texts[c] = cells[name];
  }
  return texts;
}
