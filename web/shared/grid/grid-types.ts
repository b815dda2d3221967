/**
 * What the grid shows: the rows of a transformation as the data routes give them, under the
 * columns of its template (the fields the grid reads, so the API's column types fit as they are).
 * Its texts come in the page's language from the app that shows it: the grid has no dictionary
 * of its own.
 */
import type { Payload } from '../api-payload.ts';

/** A column the grid shows. */
export interface GridColumn {
  /** Its technical name: a row's cell is `data['#(technical_name)']`. */
  technical_name: string;
  /** Its header. */
  pretty_name: string;
  /** The header's tooltip, or null. */
  description: string | null;
}

/**
 * A page of rows as the data routes answer it (GET /transformation/{id}/data); the page loader
 * answers with one. Whether the file is still being transformed is the app's to follow.
 */
export type GridPage = Omit<Payload<'getTransformationTransformationIdData'>, 'transforming'>;

/** A row the grid shows: its id on the data routes (`row`), its cells keyed by `#(technical_name)`, its problems. */
export type GridRow = GridPage['rows'][number];

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
