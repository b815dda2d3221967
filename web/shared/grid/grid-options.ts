/** What an app gives the grid (grid.ts): its columns, its rows, its texts, and what to do on an edit. */
import type { GridColumn, GridLabels, GridRow } from './grid-types.ts';
import type { LineNumbers } from './line-numbers.ts';
import type { PageCache } from './page-cache.ts';

export interface GridOptions<Column extends GridColumn> {
  /** Its texts, in the page's language. */
  labels: GridLabels;
  /** The visible columns, in order. */
  columns: Column[];
  /** The rows, fetched by the app's page loader. */
  cache: PageCache;
  /** How rows are numbered (the file's lines). */
  lines: LineNumbers;
  /** Saves a cell; the grid shows the result after the cache is refreshed. */
  onEdit(row: GridRow, column: Column, value: string): Promise<void>;
  /**
   * Whether a cell may be edited now; when it answers false no editor opens and `onRefused` says
   * why (the importer's rows while the file is still being transformed). Absent: always.
   */
  canEdit?(): boolean;
  /** An edit was asked while `canEdit` answered false. */
  onRefused?(): void;
  /** The active cell changed (to show its errors beside the grid). */
  onActive(row: GridRow | undefined, column: Column | undefined): void;
}
