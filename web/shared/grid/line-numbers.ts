/**
 * How the grid numbers a row: by its line in the file, as a spreadsheet shows it, the same
 * number the importer's upload preview gives it. The data routes number data rows from 1 after
 * the header (`row`, the id an edit names), so the line is `row` + the header row actually read.
 * JSON and XML have no header row (nor does a file whose preview could not be read): their rows
 * are numbered from 1, and the column says "Row".
 */

export interface LineNumbers {
  /** The column header that says which numbering this is. */
  title: string;
  /** The number shown for a data row `row` of the data routes. */
  of(row: number): number;
}

/** `titles`: the column header for each numbering, in the page's language. */
export function lineNumbers(headerRow: number | null, titles: { row: string; line: string }): LineNumbers {
  if (headerRow === null) return { title: titles.row, of: (row) => row };
  return { title: titles.line, of: (row) => row + headerRow };
}
