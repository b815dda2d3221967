import { Violation } from '../../domain/errors.ts';

/**
 * Rows asked for that the source does not have: the file has fewer rows than the sender thinks
 * (another file, or a stale page). A Violation, hence a 409, with one item per missing row.
 */
export class RowsPastEnd extends Violation {
  constructor(
    /** Each missing row number with its position in the request. */
    readonly missing: { row: number; at: number }[],
    /** Rows the source holds. */
    readonly rowCount: number,
  ) {
    super(
      missing.map(({ row, at }) => ({
        property_path: `rows[${at}].row`,
        invalid_value: row,
        message: `The file has ${rowCount} row${rowCount === 1 ? '' : 's'}; row ${row} is past its end.`,
      })),
    );
  }
}
