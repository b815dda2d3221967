/**
 * What a writer reports once the file is written. Problems found while writing (a character the
 * encoding cannot hold, a Twig item that fails) are counted here with the first example, never
 * thrown: the file is still delivered, and the caller decides how to show them.
 */

import type { Phrase } from '../../domain/messages/index.ts';

/** The first occurrence of a problem, to show a person where to look. */
export interface FirstExample {
  /** Data row (1-based; 0 for the header lines) where it was first seen. */
  row: number;
  /** The character that could not be written, or the error message (in English). */
  detail: string;
}

/** The first Twig template that failed to render: its error, said from the catalog, and where. */
export interface FirstRenderError extends FirstExample {
  /** The Twig error's phrase, for a reader in another language. */
  said: Phrase;
  /** The custom format's template that failed. */
  part: 'header' | 'item' | 'footer';
}

export interface WriteStats {
  /** Data rows received; a row whose custom item failed to render is also counted in renderErrors. */
  rows: number;
  /** Characters the output encoding cannot hold: written as `?` (or left out in XML/XLSX). */
  unencodable: { count: number; first: FirstExample | null };
  /** Rows a custom (Twig) item template failed to render: those rows are left out. */
  renderErrors: { count: number; first: FirstRenderError | null };
  /**
   * Why prettify was not applied (the raw rendering was delivered instead): the document's kind and
   * the parser's words; null when it was, or not asked.
   */
  prettifyError: { mode: 'json' | 'xml'; reason: string } | null;
  /** Technical names of the columns left out because they were empty on every row. */
  droppedColumns: string[];
}

/** Collects the stats as a writer goes. */
export class StatsRecorder {
  readonly stats: WriteStats = {
    rows: 0,
    unencodable: { count: 0, first: null },
    renderErrors: { count: 0, first: null },
    prettifyError: null,
    droppedColumns: [],
  };

  unencodable(count: number, character: string, row: number): void {
    const entry = this.stats.unencodable;
    entry.count += count;
    entry.first ??= { row, detail: character };
  }

  renderError(row: number, first: Omit<FirstRenderError, 'row'>): void {
    const entry = this.stats.renderErrors;
    entry.count += 1;
    entry.first ??= { row, ...first };
  }
}
