/**
 * How far an OpenDocument sheet's repeat counts may expand. Calc writes one element for a run of
 * identical rows or cells (`table:number-rows-repeated`, `table:number-columns-repeated`), so a
 * few bytes can stand for a million rows: every sheet it saves ends with a run of about 1,048,000
 * empty rows and a row ends with a run of about 16,000 empty cells. Empty runs cost nothing (they
 * only move the row or column number on) until a non-empty cell follows a run of empty ones: the
 * run is then filled in with empty cells. Those fillers and the copies of non-empty runs are the
 * cells a read makes from repeat counts, and they are bounded.
 */

/**
 * Cells a read may make by copying repeated ones: ten million, the cells of a CSV file of about
 * 100 MB, far more than real sheets repeat (Calc repeats a row only when it equals the one above),
 * while a 10 KB file repeating a full row of 16,384 cells a million times would make 16 billion.
 */
export const MAX_REPEATED_CELLS = 10_000_000;

/** Calc's widest sheet: 16,384 columns (XFD). A cell past it is a forged file. */
export const MAX_COLUMNS = 16_384;
