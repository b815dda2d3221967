/**
 * The column import: one line per column, the column write fields as headers (`type` a type name
 * or the type object in JSON, `user_metadata` a JSON array), each line going through the column
 * service as `POST /template/{handle}/column` (a new technical name) or `PUT …/column/{id}` (a
 * technical name the template has) would, within the plan's COLUMNS_PER_TEMPLATE. `merge` leaves
 * the columns the file does not name alone; `replace` deletes them, and orders the columns as the
 * file lists them. Memory: at most the plan's columns per template of lines.
 */
import type { Transaction } from 'kysely';
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { requireWithinLimit } from '../../domain/product.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import type { Database } from '../../store/schema/index.ts';
import { listColumns } from '../../store/templates/columns.ts';
import { lockTemplate, type TemplateRow } from '../../store/templates/templates.ts';
import type { ColumnInput } from '../templates/column-fields.ts';
import { ColumnService } from '../templates/columns.ts';
import { booleanCell, choiceCell, columnTypeCell, integerCell, textCell, userMetadataCell } from './cells.ts';
import type { ImportLine, ImportSetting, ImportTarget } from './import-target.ts';
import { inSavepoint, joined } from './one-transaction.ts';
import { readLine, reportViolations } from './read-line.ts';

const LIMIT = 'COLUMNS_PER_TEMPLATE';

const READERS = {
  position: integerCell,
  technical_name: textCell,
  pretty_name: textCell,
  description: textCell,
  type: columnTypeCell,
  uniqueness: booleanCell,
  importance: (text: string) => choiceCell(text, ['required', 'conditional', 'optional'] as const),
  matchable_with_ai: booleanCell,
  hidden: booleanCell,
  user_metadata: userMetadataCell,
  conditions: textCell,
};

export class ColumnImport implements ImportTarget {
  readonly fields = Object.keys(READERS);
  readonly required = ['technical_name'];
  private readonly rows: { line: number; input: ColumnInput }[] = [];
  private readonly lines = new Map<string, number>();
  /** Columns named beyond the plan's limit: only counted, the import failing with a 402 anyway. */
  private unkept = 0;
  private readonly template: TemplateRow;

  constructor(
    private readonly setting: ImportSetting,
    private readonly limit: number,
  ) {
    this.template = setting.template!;
  }

  take(line: ImportLine): boolean {
    const input = readLine<ColumnInput>(line, READERS, this.setting.report);
    if (!input) return false;
    const name = input.technical_name?.trim();
    const first = name ? this.lines.get(name) : undefined;
    if (first !== undefined) {
      this.setting.report.add(
        line.line,
        'technical_name',
        name!,
        phrase('report.bulk_import.column_twice', { line: first }),
      );
      return false;
    }
    if (name) {
      if (this.lines.size >= this.limit) {
        this.unkept++;
        return false;
      }
      this.lines.set(name, line.line);
    }
    this.rows.push({ line: line.line, input });
    return true;
  }

  async apply(trx: Transaction<Database>): Promise<number> {
    const { ctx, principal, method, report } = this.setting;
    const { handle, template_id } = this.template;
    await lockTemplate(trx, template_id);
    const plan = await planOfOrganisation(trx, principal.organisationId);
    const current = new Map((await listColumns(trx, template_id)).map((c) => [c.technical_name, c]));
    const columns = new ColumnService({ ...ctx, db: joined(trx) });
    const named = this.lines.size + this.unkept;
    const fresh = [...this.lines.keys()].filter((name) => !current.has(name)).length + this.unkept;
    // The whole import's need is named in the 402, not only the one column that passes the limit.
    requireWithinLimit(plan, LIMIT, method === 'replace' ? named : current.size + fresh);
    if (method === 'replace') {
      for (const column of current.values())
        if (!this.lines.has(column.technical_name)) await columns.delete(principal, handle, column.column_id);
    }
    let applied = 0;
    for (const { line, input } of this.rows) {
      const stored = current.get(input.technical_name ?? '');
      const write = method === 'replace' ? { ...input, position: applied + 1 } : input;
      try {
        await inSavepoint(trx, () =>
          stored
            ? columns.update(principal, handle, stored.column_id, write)
            : columns.create(principal, handle, write),
        );
        applied++;
      } catch (error) {
        if (!(error instanceof Violation)) throw error;
        reportViolations(report, line, error.violations);
      }
    }
    return applied;
  }
}
