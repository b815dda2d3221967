/**
 * How the screens number a row: by its line in the file, as a spreadsheet shows it, the same
 * number the upload preview gives it. The data routes number data rows from 1 after the header
 * (`row`, the id an edit names), so the line is `row` + the header row actually read. JSON and XML
 * have no header row (nor does a file whose preview could not be read): their rows are numbered
 * from 1, and the column says "Row".
 */
import type { Translate } from '../i18n/index.ts';

export interface LineNumbers {
  /** The column header that says which numbering this is. */
  title: string;
  /** The number shown for a data row `row` of the data routes. */
  of(row: number): number;
}

export function lineNumbers(t: Translate, headerRow: number | null): LineNumbers {
  if (headerRow === null) return { title: t('review.row'), of: (row) => row };
  return { title: t('review.line'), of: (row) => row + headerRow };
}
