/**
 * The distinct values of one source column over the whole file, most frequent first, each with
 * what the run would make of it: the sender's value map builds on this list. One streamed pass
 * holding only the tally (./value-tally.ts), never the rows. The proposal is the column type's own
 * conversion after the stored value map, the very code the run applies (../judge/convert-row.ts),
 * so that a value proposed here is the value the target receives.
 */
import { DEFAULT_LANGUAGE, languageOf } from '../../domain/messages/index.ts';
import type { RowContext } from '../../domain/row.ts';
import { prepareColumnType } from '../../domain/types/column-type.ts';
import { isBlank } from '../../domain/types/definition/column-type-definition.ts';
import { cellValues, valueSeparator } from '../../domain/value-map.ts';
import { openSource } from '../read/open-source.ts';
import { SourceError } from '../read/source-error.ts';
import type { SourceOptions } from '../read/source-table.ts';
import type { EngineColumn } from '../template.ts';
import { ValueTally } from './value-tally.ts';

/** How much of the column is held while counting: bounded whatever the file. */
export interface ValueLimits {
  /** Values listed in the answer. */
  listed: number;
  /** Distinct values counted exactly before the least frequent make room for new ones. */
  tracked: number;
  /** Characters of the values tracked, in all. */
  chars: number;
}

/** 1,000 listed; 50,000 tracked in at most 4 Mi characters (some 20 MB of heap at worst). */
export const VALUE_LIMITS: ValueLimits = { listed: 1000, tracked: 50_000, chars: 4 * 1024 * 1024 };

export interface SourceValuesInput {
  sourcePath: string;
  options: SourceOptions;
  /** The source column's header. */
  source: string;
  /** The template column the values go to: its type converts them. */
  column: EngineColumn;
  /** The mapping's value map for that column, applied before the conversion as the run does. */
  valueMap: Record<string, string> | null;
  limits?: ValueLimits;
  /** The language of the conversion messages (the transformation's); English when absent. */
  language?: string | null;
}

/** One distinct value of the source column. */
export interface SourceValue {
  value: string;
  /** Cells holding exactly this text (at least this many when `overcount` > 0). */
  count: number;
  /** How many more cells may hold it; 0 when `count` is exact. */
  overcount: number;
  /** What the run would write for it (the type's canonical value); null when it would be in error. */
  proposed: string | null;
  /** The value map's entry for it, when the mapping has one. */
  mapped: string | null;
  /** The conversion's message when the value would be in error. */
  message: string | null;
}

export interface SourceValues {
  values: SourceValue[];
  /** Distinct values in the column; a lower bound when `exact` is false. */
  distinct: number;
  /** Non-blank cells in the column (a cell of several values counts once). */
  cells: number;
  /** Whether every count and `distinct` are exact (the tally never had to drop a value). */
  exact: boolean;
  /** Whether the column holds more distinct values than are listed. */
  truncated: boolean;
}

export async function readSourceValues(
  input: SourceValuesInput,
  report: (rows: number) => void = () => {},
): Promise<SourceValues> {
  const limits = input.limits ?? VALUE_LIMITS;
  const table = await openSource(input.sourcePath, input.options);
  const index = table.headers.indexOf(input.source);
  if (index < 0) throw SourceError.of('no_column', { name: input.source });
  const tally = new ValueTally(limits.tracked, limits.chars);
  // A cell of several choices counts each of its values: the map is made value by value.
  const separator = valueSeparator(input.column.type);
  let rows = 0;
  let cells = 0;
  for await (const batch of table.rowBatches()) {
    for (const row of batch) {
      const cell = row.cells[index] ?? '';
      if (isBlank(cell)) continue;
      cells++;
      for (const value of cellValues(cell, separator)) tally.add(value);
    }
    rows += batch.length;
    report(rows);
  }
  // The types offered here convert without looking at samples or at the rest of the row.
  const converter = prepareColumnType(input.column.type, []);
  const language = languageOf(input.language) ?? DEFAULT_LANGUAGE;
  const valueMap = new Map(Object.entries(input.valueMap ?? {}));
  const values = tally.top(limits.listed).map(({ value, count, overcount }): SourceValue => {
    const mapped = valueMap.get(value) ?? null;
    const result = converter.convert(mapped ?? value, NO_ROW);
    return {
      value,
      count,
      overcount,
      proposed: result.ok ? result.value : null,
      mapped,
      message: result.ok ? null : result.in(language),
    };
  });
  return {
    values,
    distinct: tally.size,
    cells,
    exact: !tally.evicted,
    truncated: tally.evicted || tally.size > values.length,
  };
}

/** CHOICE, LIST_OF_VALUES and BOOLEAN never read the row; a converter that did would find nothing. */
const NO_ROW: RowContext = {
  target: () => undefined,
  source: () => undefined,
  custom: () => undefined,
};
