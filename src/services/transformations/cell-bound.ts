/**
 * How long a cell may grow by a sender's hand: FERRY_MAX_CELL_LENGTH characters after a PUT of
 * the data or a find and replace, and at most GROWTH_CELLS times that added to the file by one
 * replace. Without them three replaces of a letter by a thousand letters made each cell of a file
 * twenty million characters long, a page of ten rows 201 MB, and the server's every answer slow.
 */
import { Violation, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';

/** A replace may add as many characters as this many cells of the longest length. */
export const GROWTH_CELLS = 1000;

/** The most one replace may add to a file. */
export function growthBudget(maxCellLength: number): number {
  return maxCellLength * GROWTH_CELLS;
}

/** The start of a long text, enough to recognise it without sending it back whole. */
function glimpse(text: string): string {
  return text.length <= 40 ? text : `${text.slice(0, 40)}…`;
}

/** 409: an edit or a replace would leave the cell at `row`, `column` longer than `limit`. */
export function cellTooLong(
  propertyPath: string,
  invalidValue: string,
  cell: { row: number; column: string; length: number },
  limit: number,
): Violation {
  return new Violation(
    [
      violationOf(
        propertyPath,
        glimpse(invalidValue),
        phrase('violation.field.cell_too_long', {
          row: cell.row,
          column: cell.column,
          limit,
          length: cell.length,
        }),
      ),
    ],
    'exception.cell_too_long',
    { row: cell.row, column: cell.column, limit, length: cell.length },
  );
}

/** 409: a replace would add more than `limit` characters to the file; it stopped at `row`. */
export function replaceTooLarge(replace: string, row: number, limit: number): Violation {
  return new Violation(
    [violationOf('replace', glimpse(replace), phrase('violation.field.replace_too_large', { row, limit }))],
    'exception.replace_too_large',
    { row, limit },
  );
}
