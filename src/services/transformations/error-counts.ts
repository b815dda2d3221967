/**
 * Rows in error per column (`GET /transformation/{id}/errors`) and the rows in error on one column
 * (`GET …/data?error_column=`): the violations the transform stage stored, with each edited row
 * standing for itself as its revalidation found it. Read in an engine thread, as a stream: the
 * store may list a million rows in error.
 */
import path from 'node:path';
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { type ReviewFiles, runInThread } from '../../engine/index.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { writeEditedErrors } from './edited-rows-file.ts';
import { type HiddenColumns, hiddenColumnsFor } from './hidden-columns.ts';
import type { LiveReviews } from './live-review.ts';
import { mappedColumns } from './review-files.ts';
import { withScratch } from './scratch.ts';

/** What `GET …/errors` answers: visible columns only, in template order. */
export interface ErrorCountsView {
  rows_in_error: number;
  columns: { technical_name: string; rows_in_error: number }[];
}

/** Rows in error on any column are listed whatever their columns, as `only_errors` always did. */
const NO_HIDDEN: HiddenColumns = { ids: new Set(), names: new Set() };

export class ErrorCountService {
  constructor(
    private readonly ctx: ServiceContext,
    /** The review stores as they stand, stored or still written. */
    private readonly live: LiveReviews,
  ) {}

  async counts(principal: Principal, transformationId: string): Promise<ErrorCountsView> {
    return this.live.withReadableStore(principal, transformationId, async (row, { files }) => {
      const hidden = await hiddenColumnsFor(this.ctx.db, principal, row.template_id);
      const counts = await withScratch(async (dir) =>
        runInThread('errorCounts', {
          files,
          editedPath: await this.editedFile(row, dir, hidden),
          hidden: [...hidden.names],
        }),
      );
      return {
        rows_in_error: counts.rows_in_error,
        columns: mappedColumns(row)
          .filter((name) => !hidden.names.has(name))
          .map((name) => ({ technical_name: name, rows_in_error: counts.columns[name] ?? 0 })),
      };
    });
  }

  /**
   * The numbers of the rows in error on `column` (null: on any column, as `only_errors` lists
   * them) from the `first`th (0-based), at most `count`, and how many there are. A column the
   * caller cannot see is refused as an unknown one (409).
   */
  async rowsInErrorOn(
    principal: Principal,
    row: TransformationRow,
    files: ReviewFiles,
    column: string | null,
    first: number,
    count: number,
  ): Promise<{ total: number; numbers: number[] }> {
    const hidden =
      column === null ? NO_HIDDEN : await hiddenColumnsFor(this.ctx.db, principal, row.template_id);
    const name = column === null ? null : (/^#\((.+)\)$/.exec(column.trim())?.[1] ?? column.trim());
    if (name !== null && (hidden.names.has(name) || !mappedColumns(row).includes(name))) {
      throw Violation.of(
        'error_column',
        column,
        phrase('violation.field.not_a_column', { reference: String(column) }),
      );
    }
    return withScratch(async (dir) =>
      runInThread('errorsOnColumn', {
        files,
        editedPath: await this.editedFile(row, dir, hidden),
        column: name,
        first,
        count,
      }),
    );
  }

  /** The edited rows with the visible columns of their violations; null when none was edited. */
  private async editedFile(
    row: TransformationRow,
    dir: string,
    hidden: HiddenColumns,
  ): Promise<string | null> {
    const file = path.join(dir, 'edited-errors.jsonl');
    const written = await writeEditedErrors(this.ctx.db, row.transformation_id, file, hidden.names);
    return written ? file : null;
  }
}
