/** `POST /template/{handle}/format/test`: renders sample rows with the saved format, or one being tried. */
import { requirePermission } from '../../domain/product.ts';
import { runInThread } from '../../engine/thread/run-in-thread.ts';
import type { FormatSample } from '../../engine/write/render-format-sample.ts';
import type { TargetColumn } from '../../engine/write/target-writer.ts';
import { type ColumnRow, listColumns } from '../../store/columns.ts';
import { planOfOrganisation } from '../../store/organisations.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { templateOf } from './access.ts';

export interface FormatTestInput {
  /** Sample rows keyed by technical name (or `#(technical_name)`). */
  rows: Record<string, string | number | boolean | null>[];
  /** A format to try instead of the saved one; nothing is stored. */
  format?: Record<string, unknown> | null;
}

const KINDS: Record<string, TargetColumn['kind']> = { NUMBER: 'number', DATE: 'date' };

export function targetColumn(column: ColumnRow): TargetColumn {
  return { technical_name: column.technical_name, kind: KINDS[String(column.type.type)] ?? 'text' };
}

/** Problems of the format and of the rendering come back in `errors`, never as a 409: this is a try-out. */
export async function testFormat(
  ctx: ServiceContext,
  principal: Principal,
  handle: string,
  input: FormatTestInput,
): Promise<FormatSample> {
  const template = await templateOf(ctx.db, principal, handle);
  const format = input.format !== undefined ? input.format : template.format;
  if (format?.format === 'custom') {
    requirePermission(await planOfOrganisation(ctx.db, principal.organisationId), 'X_CUSTOM_FORMAT');
  }
  const columns = (await listColumns(ctx.db, template.template_id)).map(targetColumn);
  const rows = input.rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? '' : String(value)])),
  );
  // A receiver's template runs in an engine thread: even within its bounds a heavy render of 100
  // sample rows takes a moment, which the API thread's other requests must not wait for.
  return runInThread('formatSample', { format, columns, rows });
}
