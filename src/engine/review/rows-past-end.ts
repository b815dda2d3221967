import { Violation, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';

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
      missing.map(({ row, at }) =>
        violationOf(`rows[${at}].row`, row, phrase('violation.field.row_past_end', { count: rowCount, row })),
      ),
    );
  }
}
