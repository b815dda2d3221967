/**
 * Cells of a row that no column holds: beyond the header's last name, unless the mapping takes
 * their column. They were a silent loss (`1,Anna,7,25` under `id,name,price`, a decimal comma
 * left unquoted, lost `25`); they are one `extra_cells` violation of the whole row.
 *
 * Two places hold them: `row.extra`, past the table's width, and the `column_N` columns the
 * header was widened with for wider rows among the first ones (../read/grid-table.ts), which no
 * header named. A file whose rows fit its header pays one comparison per row.
 */
import { type Language, say } from '../../domain/messages/index.ts';
import { isBlank } from '../../domain/types/definition/column-type-definition.ts';
import type { SourceRow, SourceTable } from '../read/source-table.ts';
import type { PreparedTemplate } from './prepared-template.ts';

/** The rule name of the violation, as the error report's `rule` column. */
export const EXTRA_CELLS = 'extra_cells';

/** A row's cells with no column. */
export interface ExtraCells {
  /** Their texts joined by commas: the error report's `value`. */
  value: string;
  /** What the sender reads. */
  message: string;
}

/** Values a message quotes; a row of thousands of stray cells gets a count of the rest. */
const QUOTED = 5;
/** Characters of a value a message quotes. */
const QUOTED_LENGTH = 40;

const WHOLE_NUMBER = /^\d+$/;
const ENDS_WITH_DIGIT = /\d$/;

export class ExtraCellCheck {
  /** Where unnamed cells start: the header's last name. */
  private readonly named: number;
  /** The table's columns at and after `named` that the mapping takes. */
  private readonly mapped: ReadonlySet<number>;
  /** Whether some row may hold a stray cell inside the table's width. */
  private readonly widened: boolean;
  private readonly commas: boolean;
  private readonly language: Language;

  constructor(table: SourceTable, prepared: PreparedTemplate) {
    this.named = table.namedWidth ?? table.headers.length;
    this.mapped = new Set(prepared.columns.map((p) => p.sourceIndex).filter((i) => i >= this.named));
    this.widened = table.headers.length - this.named > this.mapped.size;
    this.commas = table.delimiter === ',';
    this.language = prepared.language;
  }

  /** The row's cells with no column, or null when it has none. */
  of(row: SourceRow): ExtraCells | null {
    if (row.extra === undefined && !this.widened) return null;
    const cells = row.extra === undefined ? row.cells : row.cells.concat(row.extra);
    const stray: number[] = [];
    for (let i = this.named; i < cells.length; i++) {
      if (!this.mapped.has(i) && !isBlank(cells[i]!)) stray.push(i);
    }
    if (stray.length === 0) return null;
    let values = cells.length;
    while (isBlank(cells[values - 1]!)) values--;
    return {
      value: stray.map((i) => cells[i]).join(','),
      message: this.message(row.index, values, cells, stray),
    };
  }

  private message(index: number, values: number, cells: readonly string[], stray: readonly number[]): string {
    const language = this.language;
    const quoted = stray
      .slice(0, QUOTED)
      .map((i) => say(language, 'violation.extra_cells.quoted', { value: cut(cells[i]!) }));
    const more = stray.length - quoted.length;
    const list =
      quoted.length === 1
        ? quoted[0]!
        : more > 0
          ? say(language, 'violation.extra_cells.list', { first: quoted.join(', '), last: '', more })
          : say(language, 'violation.extra_cells.list', {
              first: quoted.slice(0, -1).join(', '),
              last: quoted.at(-1)!,
              more: 0,
            });
    const first = stray[0]!;
    // A comma-delimited file's unquoted `7,25` reads as two cells: the commonest cause by far.
    const decimal =
      this.commas && WHOLE_NUMBER.test(cells[first]!) && ENDS_WITH_DIGIT.test(cells[first - 1] ?? '');
    return say(language, 'violation.extra_cells', {
      row: index,
      values,
      named: this.named,
      list,
      stray: stray.length,
      decimal: decimal ? 'yes' : 'no',
    });
  }
}

function cut(cell: string): string {
  return cell.length > QUOTED_LENGTH ? `${cell.slice(0, QUOTED_LENGTH)}…` : cell;
}
