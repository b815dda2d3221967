/**
 * What the grid reads of the rows and columns it shows: the fields of the data routes' rows
 * (GET /transformation/{id}/data) and of a template's columns, so the API's own types fit as they
 * are. Its texts come in the page's language from the app that shows it: the grid has no
 * dictionary of its own.
 */

/** A column the grid shows. */
export interface GridColumn {
  /** Its technical name: a row's cell is `data['#(technical_name)']`. */
  technical_name: string;
  /** Its header. */
  pretty_name: string;
  /** The header's tooltip, or null. */
  description: string | null;
}

/** A problem of a cell, or of the whole row when `column` is empty. */
export interface GridViolation {
  /** Technical name of the column; empty for the whole row. */
  column: string;
  /** Explanation in the reader's language. */
  message: string;
}

/** A row the grid shows. */
export interface GridRow {
  /** Its id on the data routes: 1-based, data rows only. */
  row: number;
  /** Cells keyed by `#(technical_name)`. */
  data: Record<string, string>;
  /** Its problems. */
  violations: GridViolation[];
}

/** One page of rows as the page loader answers it. */
export interface GridPage<Row extends GridRow = GridRow> {
  /** Rows in all (under the current filter). */
  total_items: number;
  /** The page's rows. */
  rows: Row[];
}

/** The grid's texts, in the page's language. */
export interface GridLabels {
  /** The grid's accessible name. */
  grid: string;
  /** Shown while the first page loads: the number of rows is not known yet. */
  loadingRows: string;
  /** Shown when there is no row (under the current filter). */
  empty: string;
  /** Put before a whole row's problem in its row header's tooltip. */
  rowError: string;
  /** The accessible name of the handle that resizes `column`. */
  resize(column: string): string;
}
