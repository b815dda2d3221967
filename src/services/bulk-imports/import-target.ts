/**
 * What each type of import (value lists, columns, customers) does with the file's lines: it reads
 * each line as it streams by, keeping what it needs to apply and reporting what it refuses, then
 * applies it all in the import's one transaction.
 */
import type { Transaction } from 'kysely';
import type { BulkImportMethod } from '../../store/bulk-imports/bulk-imports.ts';
import type { Database } from '../../store/schema/index.ts';
import type { TemplateRow } from '../../store/templates/templates.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import type { ViolationReport } from './violation-report.ts';

/** One data line: its number in the file and its cells by field (lower-case header); a missing cell is ''. */
export interface ImportLine {
  line: number;
  cells: Readonly<Record<string, string>>;
}

export interface ImportTarget {
  /** The header names this import reads (lower case), in their documented order. */
  readonly fields: readonly string[];
  /** Those the header must have. */
  readonly required: readonly string[];
  /** Reads one data line; a refused line goes to the report and is left out (false). */
  take(line: ImportLine): boolean;
  /**
   * Applies what was taken in the import's transaction; rows refused then go to the report too.
   * Resolves to the number of rows applied. A thrown error fails the whole import (nothing changes).
   */
  apply(trx: Transaction<Database>): Promise<number>;
}

/** What an import type is built with. */
export interface ImportSetting {
  ctx: ServiceContext;
  /** The caller the import acts for: the services check it as they do for a route. */
  principal: Principal;
  /** The target template; null for a customer import. */
  template: TemplateRow | null;
  method: BulkImportMethod;
  report: ViolationReport;
}
