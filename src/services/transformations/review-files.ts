/**
 * What the review tools (error counts, find and replace, undo) need of a transformation: the
 * paths of its review store, and the inputs the engine judges its rows with. The same rules as
 * the data pages: the store exists once the transformation is transformed.
 */
import { BadRequest, fromCatalog, Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { ReviewFiles } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { customFieldsOf, engineTemplateOf } from './engine-template.ts';

/** Steps at which the review store exists. */
const READABLE = ['transformed', 'to_submit', 'submitting', 'processed'];

/** The review store's files on this machine's disk; 409 before the transform stage wrote them. */
export async function reviewFilesOf(blobs: BlobStore, row: TransformationRow): Promise<ReviewFiles> {
  const keys = [
    row.files.normalized,
    row.files.review_row_index,
    row.files.review_violations,
    row.files.review_error_index,
  ];
  if (!READABLE.includes(row.step) || keys.some((k) => !k)) {
    throw Violation.of('step', row.step, phrase('violation.field.review_not_transformed'));
  }
  const [normalized, rowIndex, violations, errorIndex] = await Promise.all(
    keys.map((k) => blobs.localPath(k!)),
  );
  if (!normalized || !rowIndex || !violations || !errorIndex) {
    throw new BadRequest(...fromCatalog('exception.transformed_data_gone'));
  }
  return { normalized, row_index: rowIndex, violations, error_index: errorIndex };
}

/** Edits are taken until the transformation is submitted, as PUT …/data takes them. */
export function refuseUnlessEditable(row: TransformationRow): void {
  // Its first rows show while the rest is transformed; an edit would be judged against part of the file.
  if (row.step === 'to_transform' || row.step === 'transforming') {
    throw Violation.of('step', row.step, phrase('violation.field.edit_transforming'));
  }
  if (row.step !== 'transformed') {
    throw Violation.of('step', row.step, phrase('violation.field.edit_not_transformed'));
  }
}

/** The template, mapping and options the engine judges the transformation's rows with. */
export async function engineInputsOf(ctx: ServiceContext, row: TransformationRow) {
  return {
    template: await engineTemplateOf(ctx.db, row.template_id, row.language),
    mapping: { columns: (row.mapping as { columns: never[] }).columns },
    options: {
      customFields: await customFieldsOf(ctx.db, row.customer_id),
      now: ctx.now().toISOString(),
    },
  };
}

/** Technical names of the mapping's columns in template order. */
export function mappedColumns(row: TransformationRow): string[] {
  return ((row.mapping as { columns: { technical_name: string }[] } | null)?.columns ?? []).map(
    (c) => c.technical_name,
  );
}
