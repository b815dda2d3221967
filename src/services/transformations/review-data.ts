/**
 * Reviewing and fixing the transformed data (`GET`/`PUT /transformation/{id}/data`). Rows come
 * from the review store the transform stage wrote; rows a sender edited come from the database,
 * revalidated at once against the row rules, and the rows sharing a unique key with them judged
 * again (./duplicates.ts). Lookups are judged again over the whole file when it is submitted.
 */

import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import {
  openReviewStore,
  type ReviewFiles,
  type ReviewRow,
  type ReviewStore,
  runInThread,
} from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { editedRowsAmong } from '../../store/transformations/transformation-edits.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { type PageRequest, pageFields } from '../pagination.ts';
import { actorOf, type Principal } from '../principal.ts';
import { transformationOf } from './access.ts';
import { type Settling, settleDuplicates, tagsNow } from './duplicates.ts';
import type { DataWrite } from './edit-request.ts';
import { readEdits } from './edit-request.ts';
import { saveEditStep } from './edit-steps.ts';
import { customFieldsOf, engineTemplateOf } from './engine-template.ts';
import type { ErrorCountService } from './error-counts.ts';
import { hiddenColumnsFor, withoutHidden } from './hidden-columns.ts';
import type { LiveReviews } from './live-review.ts';
import { engineInputsOf, refuseUnlessEditable, reviewFilesOf } from './review-files.ts';
import type { RevisedRow } from './rows-in-error.ts';
import { openKeyIndex } from './unique-index.ts';

/** The specification's pagination fields with `rows`: what GET answers and PUT takes back. */
export interface DataPage {
  total_pages: number;
  current_page: number;
  total_items: number;
  items_per_page: number;
  rows: ReviewRow[];
  /** True while the transform stage still writes the rows: `total_items` grows until the step is `transformed`. */
  transforming: boolean;
}

export type { DataWrite } from './edit-request.ts';

/** Rows one PUT may change: edits are made by people, a page at a time. */
export const MAX_ROWS_PER_EDIT = 1000;

export class ReviewDataService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    /** Finds the rows in error on one column (`error_column`). */
    private readonly errorCounts: ErrorCountService,
    /** The review stores as they stand, stored or still written. */
    private readonly live: LiveReviews,
  ) {}

  async page(
    principal: Principal,
    transformationId: string,
    request: PageRequest,
    onlyErrors: boolean,
    /** Only the rows in error on this column (technical name or `#(technical_name)`). */
    errorColumn?: string,
  ): Promise<DataPage> {
    return this.live.withReadableStore(principal, transformationId, async (row, readable) => {
      const hidden = await hiddenColumnsFor(this.ctx.db, principal, row.template_id);
      return this.openStore(readable.files, async (store, files) => {
        const first = (request.page - 1) * request.per_page;
        let total: number;
        let numbers: number[];
        // Read as a stream in an engine thread: after a replace over the whole file, every row of a
        // million may be edited, and neither the edited rows nor the store are held whole.
        if (errorColumn !== undefined || onlyErrors) {
          ({ total, numbers } = await this.errorCounts.rowsInErrorOn(
            principal,
            row,
            files,
            errorColumn ?? null,
            first,
            request.per_page,
          ));
        } else {
          total = store.rowCount;
          numbers = [];
          for (let n = first + 1; n <= Math.min(total, first + request.per_page); n++) numbers.push(n);
        }
        const edited = new Map(
          (await editedRowsAmong(this.ctx.db, row.transformation_id, numbers)).map((e) => [
            e.row_number,
            e.revised as unknown as RevisedRow,
          ]),
        );
        const stored = await this.readRows(
          row,
          files,
          numbers.filter((n) => !edited.has(n)),
        );
        const byNumber = new Map(stored.map((r) => [r.row, r]));
        const rows = numbers.map((n) => {
          const revised = edited.get(n);
          return withoutHidden(
            revised
              ? { row: revised.row, data: revised.data, violations: revised.violations }
              : byNumber.get(n)!,
            hidden,
          );
        });
        return { ...pageFields(total, request), rows, transforming: readable.transforming };
      });
    });
  }

  /**
   * Applies edits to some rows and revalidates them at once; refused whole when any row or column
   * is unknown. Answers the edited rows as `page` shows them, with their new violations.
   */
  async edit(principal: Principal, transformationId: string, body: DataWrite): Promise<ReviewRow[]> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    refuseUnlessEditable(row);
    if (body.rows.length > MAX_ROWS_PER_EDIT) {
      throw Violation.of(
        'rows',
        body.rows.length,
        phrase('violation.field.too_many_rows', { max: MAX_ROWS_PER_EDIT }),
      );
    }
    const hidden = await hiddenColumnsFor(this.ctx.db, principal, row.template_id);
    // A hidden column is no column at all to a sender: editing it is refused as an unknown one.
    const names = new Set(
      (row.mapping as { columns: { technical_name: string }[] }).columns
        .map((c) => c.technical_name)
        .filter((name) => !hidden.names.has(name)),
    );
    const previous = new Map(
      (
        await editedRowsAmong(
          this.ctx.db,
          row.transformation_id,
          body.rows.map((r) => r.row).filter((n) => Number.isInteger(n) && n >= 1 && n <= 2 ** 31 - 1),
        )
      ).map((e) => [e.row_number, e]),
    );
    const { maxCellLength } = this.ctx.config;
    return this.withStore(row, async (store, files) => {
      const requests = readEdits(body, names, store.rowCount, maxCellLength);
      const merged = requests.map((r) => ({
        ...r,
        cells: { ...(previous.get(r.row)?.cells ?? {}), ...r.edited },
      }));
      const revised = await this.revise(
        row,
        files,
        merged.map((m) => ({ row: m.row, data: m.cells })),
      );
      const fresh = merged.filter((m) => !previous.has(m.row)).map((m) => m.row - 1);
      const before = new Map((await store.read(fresh)).map((r) => [r.ordinal + 1, r.violations.length > 0]));
      const byRow = new Map(revised.map((r) => [r.row, r]));
      const settling = await this.settlingOf(row, files);
      const tags: string[] = [];
      if (settling) {
        for (const m of merged) {
          tags.push(...(await tagsNow(settling.keys, m.row, previous.get(m.row))));
          tags.push(...(byRow.get(m.row)!.unique_keys ?? []));
        }
      }
      // One PUT is one edit step: its rows' states before it are kept, so that it can be undone.
      await saveEditStep(
        this.ctx.db,
        row.transformation_id,
        merged.map((m) => ({
          row_number: m.row,
          previous: previous.has(m.row)
            ? { cells: previous.get(m.row)!.cells, revised: previous.get(m.row)!.revised }
            : null,
          cells: m.cells,
          edited: m.edited,
          revised: {
            ...byRow.get(m.row)!,
            was_in_error:
              (previous.get(m.row)?.revised as unknown as RevisedRow | undefined)?.was_in_error ??
              before.get(m.row) ??
              false,
          } satisfies RevisedRow,
        })),
        actorOf(principal),
        this.ctx.now(),
        settling
          ? (trx) =>
              settleDuplicates(trx, row.transformation_id, settling, tags, actorOf(principal), this.ctx.now())
          : undefined,
      ).finally(() => settling?.keys.index.close());
      return merged.map((m) => {
        const revisedRow = byRow.get(m.row)!;
        return withoutHidden(
          { row: revisedRow.row, data: revisedRow.data, violations: revisedRow.violations },
          hidden,
        );
      });
    });
  }

  /** What keeping duplicates right needs, when the template has a rule that a key must appear once. */
  private async settlingOf(row: TransformationRow, files: ReviewFiles): Promise<Settling | null> {
    const inputs = await engineInputsOf(this.ctx, row);
    const keys = await openKeyIndex(this.ctx, this.blobs, row, files, inputs);
    return keys && { keys, files, inputs };
  }

  private async withStore<T>(
    row: TransformationRow,
    read: (store: ReviewStore, files: ReviewFiles) => Promise<T>,
  ): Promise<T> {
    return this.openStore(await reviewFilesOf(this.blobs, row), read);
  }

  private async openStore<T>(
    files: ReviewFiles,
    read: (store: ReviewStore, files: ReviewFiles) => Promise<T>,
  ): Promise<T> {
    const store = await openReviewStore(files);
    try {
      return await read(store, files);
    } finally {
      await store.close();
    }
  }

  /** Rows converted again from the normalized CSV in an engine thread, with their stored violations. */
  private async readRows(
    row: TransformationRow,
    files: ReviewFiles,
    numbers: number[],
  ): Promise<ReviewRow[]> {
    if (!numbers.length) return [];
    return runInThread('review', { files, rows: numbers, ...(await this.engineInputs(row)) });
  }

  /** Edited rows judged again against the row rules, in an engine thread. */
  private async revise(
    row: TransformationRow,
    files: ReviewFiles,
    rows: { row: number; data: Record<string, string> }[],
  ): Promise<ReviewRow[]> {
    return runInThread('revise', { files, rows, ...(await this.engineInputs(row)) });
  }

  private async engineInputs(row: TransformationRow) {
    return {
      template: await engineTemplateOf(this.ctx.db, row.template_id, row.language),
      mapping: { columns: (row.mapping as { columns: never[] }).columns },
      options: {
        customFields: await customFieldsOf(this.ctx.db, row.customer_id),
        now: this.ctx.now().toISOString(),
      },
    };
  }
}
