/**
 * The rows of a `PUT /transformation/{id}/data` body, checked before anything is read or stored:
 * every row must exist and be sent once, every key must name a visible column, and no cell may be
 * longer than the server allows (FERRY_MAX_CELL_LENGTH, refused at once with its own 409).
 */
import { Violation, type ViolationItem, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { cellTooLong } from './cell-bound.ts';

export interface DataWrite {
  rows: { row: number; data: Record<string, string | number | boolean | null> }[];
}

/** One row's new cells, keyed by technical name. */
export interface EditRequest {
  row: number;
  edited: Record<string, string>;
}

/** `#(email)` and `email` both name the column `email`. */
function columnName(reference: string): string {
  const match = /^#\((.+)\)$/.exec(reference.trim());
  return match ? match[1]! : reference.trim();
}

/** The edits of `body`; 409 with every violation found, `names` being the columns the caller may edit. */
export function readEdits(
  body: DataWrite,
  names: ReadonlySet<string>,
  rowCount: number,
  maxCellLength: number,
): EditRequest[] {
  const violations: ViolationItem[] = [];
  const seen = new Set<number>();
  const requests = body.rows.map((entry, i) => {
    if (entry.row > rowCount) {
      violations.push(
        violationOf(
          `rows[${i}].row`,
          entry.row,
          phrase('violation.field.edit_row_past_end', { row: entry.row, count: rowCount }),
        ),
      );
    } else if (seen.has(entry.row)) {
      violations.push(violationOf(`rows[${i}].row`, entry.row, phrase('violation.field.row_twice')));
    }
    seen.add(entry.row);
    const edited: Record<string, string> = {};
    for (const [reference, value] of Object.entries(entry.data)) {
      const name = columnName(reference);
      if (!names.has(name)) {
        violations.push(
          violationOf(`rows[${i}].data`, reference, phrase('violation.field.not_a_column', { reference })),
        );
      }
      edited[name] = value === null ? '' : String(value);
      if (edited[name].length > maxCellLength) {
        throw cellTooLong(
          `rows[${i}].data.${reference}`,
          edited[name],
          { row: entry.row, column: name, length: edited[name].length },
          maxCellLength,
        );
      }
    }
    return { row: entry.row, edited };
  });
  if (violations.length) throw new Violation(violations);
  return requests;
}
