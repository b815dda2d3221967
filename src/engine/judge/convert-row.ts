/**
 * Converts one source row into the template's columns: value maps, then each column type's
 * conversion to the canonical value rules read. A cell the sender edited is read from the edit
 * instead of the source (value map included). A value that cannot be converted keeps its original
 * text and is reported on that cell; it is never an exception.
 */
import type { ConversionFailure } from '../../domain/types/definition/column-type-definition.ts';
import { mapCell } from '../../domain/value-map.ts';
import type { PreparedColumn } from './prepared-template.ts';
import type { RowState } from './row-state.ts';

/** Marks cells whose conversion failed, with the converter's failure (said when it is written). */
export type ConversionErrors = (ConversionFailure | null)[];

/** Fills `state.values` (canonical) and `errors` for the row in `state` (its source cells). */
export function convertRow(
  columns: readonly PreparedColumn[],
  state: RowState,
  errors: ConversionErrors,
): void {
  for (let c = 0; c < columns.length; c++) errors[c] = convertCell(columns[c]!, c, state);
}

/** Fills `state.values[c]`; returns the converter's message when the conversion failed. */
export function convertCell(column: PreparedColumn, c: number, state: RowState): ConversionFailure | null {
  const edits = state.edited;
  if (edits !== null && edits[c] !== undefined) return convertEdited(column, c, state, edits[c]);
  let cell = column.sourceIndex < 0 ? '' : state.cell(column.sourceIndex);
  if (column.valueMap !== null) cell = mapCell(column.valueMap, cell, column.valueSeparator);
  return convertText(column, c, state, cell);
}

/** An edited cell: the sender's text stands for the source cell after its value map. */
function convertEdited(
  column: PreparedColumn,
  c: number,
  state: RowState,
  text: string,
): ConversionFailure | null {
  if (!column.computed) return convertText(column, c, state, text);
  // VALUE and COLUMN converters ignore their input: the edit replaces what they would compute.
  state.values[c] = text;
  return null;
}

function convertText(
  column: PreparedColumn,
  c: number,
  state: RowState,
  cell: string,
): ConversionFailure | null {
  const result = column.converter.convert(cell, state);
  if (result.ok) {
    state.values[c] = result.value;
    return null;
  }
  state.values[c] = cell;
  return result;
}
