/**
 * The value-list import: `column,value,synonyms` lines (column by technical name, synonyms
 * separated by `|`) fill the lists of values of the template's LIST_OF_VALUES columns. `replace`
 * sets every list of the template, a LIST_OF_VALUES column the file does not name ending empty;
 * `merge` updates the values already listed (same value ignoring case and accents: its spelling
 * and synonyms become the line's) and appends the others. CHOICE columns are not filled: their
 * choices carry labels this file has no place for, and are edited with the column.
 * Memory: the file's entries, at most MAX_VALUES per column.
 */
import type { Transaction } from 'kysely';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import {
  type LineEntry,
  MAX_VALUES,
  type ValueEntry,
} from '../../domain/types/value-lists/value-list-merge.ts';
import { foldForMatch } from '../../domain/types/word-lookup/fold.ts';
import { runInThread } from '../../engine/index.ts';
import type { Database } from '../../store/schema/index.ts';
import { type ColumnRow, listColumns } from '../../store/templates/columns.ts';
import { lockTemplate, type TemplateRow } from '../../store/templates/templates.ts';
import { ColumnService } from '../templates/columns.ts';
import type { ImportLine, ImportSetting, ImportTarget } from './import-target.ts';
import { joined } from './one-transaction.ts';

const LIST = 'LIST_OF_VALUES';
/** The column type's limits on one entry. */
const MAX_CHARS = 1000;
const MAX_SYNONYMS = 1000;

const typeOf = (column: ColumnRow) => String(column.type.type);

export class ValueListImport implements ImportTarget {
  readonly fields = ['column', 'value', 'synonyms'];
  readonly required = ['column', 'value'];
  /** The file's entries by column name, and where each value (folded) first stood. */
  private readonly incoming = new Map<string, { entries: LineEntry[]; lines: Map<string, number> }>();
  private readonly template: TemplateRow;

  constructor(
    private readonly setting: ImportSetting,
    /** The template's columns by technical name when the import started. */
    private readonly columns: ReadonlyMap<string, ColumnRow>,
  ) {
    this.template = setting.template!;
  }

  take({ line, cells }: ImportLine): boolean {
    const refuse = (field: string, value: string, message: Phrase) => {
      this.setting.report.add(line, field, value, message);
      return false;
    };
    const name = cells.column!.trim();
    const column = this.columns.get(name);
    if (!name) return refuse('column', name, phrase('report.bulk_import.blank'));
    if (!column)
      return refuse(
        'column',
        name,
        phrase('report.bulk_import.no_column', { template: this.template.handle, name }),
      );
    if (typeOf(column) !== LIST)
      return refuse(
        'column',
        name,
        phrase('report.bulk_import.not_a_list', { name, type: typeOf(column), list: LIST }),
      );
    const value = cells.value!.trim();
    if (!value) return refuse('value', value, phrase('report.bulk_import.blank'));
    if (value.length > MAX_CHARS)
      return refuse('value', value, phrase('report.bulk_import.value_too_long', { max: MAX_CHARS }));
    const synonyms = (cells.synonyms ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
    const long = synonyms.find((s) => s.length > MAX_CHARS);
    if (long)
      return refuse('synonyms', long, phrase('report.bulk_import.synonym_too_long', { max: MAX_CHARS }));
    if (synonyms.length > MAX_SYNONYMS)
      return refuse(
        'synonyms',
        cells.synonyms!,
        phrase('report.bulk_import.too_many_synonyms', { max: MAX_SYNONYMS }),
      );
    const list = this.incoming.get(name) ?? { entries: [], lines: new Map<string, number>() };
    this.incoming.set(name, list);
    const key = foldForMatch(value);
    const first = list.lines.get(key);
    if (first !== undefined)
      return refuse('value', value, phrase('report.bulk_import.value_twice', { line: first, name }));
    if (list.entries.length >= MAX_VALUES)
      return refuse('value', value, phrase('report.bulk_import.too_many_values', { name, max: MAX_VALUES }));
    list.lines.set(key, line);
    list.entries.push({ line, value, synonyms: synonyms.length ? synonyms : null });
    return true;
  }

  async apply(trx: Transaction<Database>): Promise<number> {
    const { principal, method, report, ctx } = this.setting;
    await lockTemplate(trx, this.template.template_id);
    const current = new Map(
      (await listColumns(trx, this.template.template_id)).map((c) => [c.technical_name, c]),
    );
    const columns = new ColumnService({ ...ctx, db: joined(trx) });
    for (const [name, { entries }] of this.incoming) {
      if (current.get(name) && typeOf(current.get(name)!) === LIST) continue;
      for (const entry of entries)
        report.add(entry.line, 'column', name, phrase('report.bulk_import.column_changed', { name }));
    }
    let applied = 0;
    for (const column of current.values()) {
      if (typeOf(column) !== LIST) continue;
      const entries = this.incoming.get(column.technical_name)?.entries ?? [];
      if (method === 'merge' && entries.length === 0) continue;
      const config = (column.type.list_of_values_data_type ?? null) as {
        values?: ValueEntry[] | null;
      } | null;
      const existing = config?.values ?? [];
      if (method === 'replace' && entries.length === 0 && existing.length === 0) continue;
      // In an engine thread: over 100,000 values the merge and its check take hundreds of ms.
      const { refused, type, violations } = await runInThread('valueList', {
        typeObject: column.type,
        existing,
        entries,
        method,
      });
      for (const { entry, violation } of refused) {
        const word = String(violation.invalid_value ?? '');
        // The column type's messages name no subject ("already designates the value …").
        const reason = violation.said ?? violation.message;
        const message = /^[a-z]/.test(violation.message)
          ? phrase('report.bulk_import.value_refused', { value: word, reason })
          : reason;
        report.add(entry.line, word === entry.value ? 'value' : 'synonyms', word, message);
      }
      applied += entries.length - refused.length;
      await columns.update(
        principal,
        this.template.handle,
        column.column_id,
        { type },
        { typeViolations: violations },
      );
    }
    return applied;
  }
}
