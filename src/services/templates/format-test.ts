/** `POST /template/{handle}/format/test`: renders sample rows with the saved format, or one being tried. */

import { referencedColumn } from '../../domain/format/column-reference.ts';
import { render } from '../../domain/messages/index.ts';
import { requirePermission } from '../../domain/product.ts';
import { type FormatProblem, formatProblemOf, runInThread, type WrittenColumn } from '../../engine/index.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import { type ColumnRow, listColumns } from '../../store/templates/columns.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { templateOf } from './access.ts';
import { danglingInFormat } from './dangling-references.ts';

export interface FormatTestInput {
  /** Sample rows keyed by technical name (or `#(technical_name)`). */
  rows: Record<string, string | number | boolean | null>[];
  /** A format to try instead of the saved one; nothing is stored. */
  format?: Record<string, unknown> | null;
}

/** A problem of the format test as the console reads it: said in the reader's language, and where. */
export interface FormatTestProblem {
  message: string;
  property_path: string | null;
  part: FormatProblem['part'];
  line: number | null;
}

export interface FormatTestView {
  output: string;
  /** Each problem as one sentence, its property first (`format.csv.delimiter: …`). */
  errors: string[];
  problems: FormatTestProblem[];
}

const KINDS: Record<string, WrittenColumn['kind']> = { NUMBER: 'number', DATE: 'date' };

export function targetColumn(column: ColumnRow): WrittenColumn {
  return { technical_name: column.technical_name, kind: KINDS[String(column.type.type)] ?? 'text' };
}

/**
 * Problems of the format and of the rendering come back in `errors`, never as a 409: this is a
 * try-out. A template is built in any order, so the sample rows may name columns it does not have
 * yet: they are rendered as text columns after the template's own, and the format's references to
 * columns the template lacks are listed in `errors`.
 */
export async function testFormat(
  ctx: ServiceContext,
  principal: Principal,
  handle: string,
  input: FormatTestInput,
): Promise<FormatTestView> {
  const template = await templateOf(ctx.db, principal, handle);
  const format = input.format !== undefined ? input.format : template.format;
  const plan = await planOfOrganisation(ctx.db, principal.organisationId);
  if (format?.format === 'custom') requirePermission(plan, 'X_CUSTOM_FORMAT');
  const stored = await listColumns(ctx.db, template.template_id);
  const rows = input.rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? '' : String(value)])),
  );
  // Bounded as a template is: 100 rows naming thousands of distinct keys would otherwise render
  // hundreds of thousands of cells.
  const room = Math.max(0, (plan.limitations.COLUMNS_PER_TEMPLATE ?? stored.length) - stored.length);
  const columns = [...stored.map(targetColumn), ...sampleOnlyColumns(rows, stored, room)];
  const dangling = danglingInFormat(
    format,
    stored.map((c) => c.technical_name),
  ).map(formatProblemOf);
  // A receiver's template runs in an engine thread: even within its bounds a heavy render of 100
  // sample rows takes a moment, which the API thread's other requests must not wait for.
  const sample = await runInThread('formatSample', { format, columns, rows });
  const problems = [...dangling, ...sample.problems].map(
    (problem): FormatTestProblem => ({
      message: render(problem.said, principal.language),
      property_path: problem.path,
      part: problem.part,
      line: problem.line,
    }),
  );
  return {
    output: sample.output,
    errors: problems.map((p) => (p.property_path ? `${p.property_path}: ${p.message}` : p.message)),
    problems,
  };
}

/** Technical names the sample rows use that the template lacks, in order of appearance, as text. */
function sampleOnlyColumns(
  rows: Record<string, string>[],
  stored: ColumnRow[],
  room: number,
): WrittenColumn[] {
  const seen = new Set(stored.map((c) => c.technical_name));
  const extra: WrittenColumn[] = [];
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      const name = referencedColumn(key);
      if (name === null || seen.has(name)) continue;
      if (extra.length >= room) return extra;
      seen.add(name);
      extra.push({ technical_name: name, kind: 'text' });
    }
  }
  return extra;
}
