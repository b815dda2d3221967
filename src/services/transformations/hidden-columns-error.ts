/** 403: the target file holds columns hidden from the sender, and no copy without them can be given. */
import { FerryError } from '../../domain/errors.ts';

export class HiddenColumnsInTarget extends FerryError {
  readonly status = 403;

  /** A custom format that names hidden columns (or the whole row). */
  static named(columns: string[]): HiddenColumnsInTarget {
    const list = columns.join(', ');
    return new HiddenColumnsInTarget(
      'exception.hidden_columns_named',
      `The target file's custom format writes columns only the receiver sees (${list}), so it cannot be given without them. Ask the receiver for the file.`,
      { columns: list },
    );
  }

  /** A target whose format cannot be read back to leave the columns out. */
  static uncut(reason: string): HiddenColumnsInTarget {
    return new HiddenColumnsInTarget(
      'exception.hidden_columns_uncut',
      `The target file holds columns only the receiver sees, and cannot be written again without them: ${reason}`,
      { reason },
    );
  }
}
