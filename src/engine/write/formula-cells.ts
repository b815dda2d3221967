/**
 * Cells a spreadsheet would run as a formula, neutralised as OWASP's CSV injection advice says: a
 * cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, which
 * Excel and LibreOffice show as text and hide. The full-width `＝ ＋ － ＠` are included: Excel
 * takes them for their ASCII forms in East Asian locales.
 *
 * A plain number (`-5`, `+3.20`, `-1e5`) is left alone: a spreadsheet reads it as a number, never
 * as a formula, and `'-5` would turn it into text for everyone who sums the column. `-2+3` is not
 * a plain number (Excel computes it) and is neutralised.
 */

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function startsFormula(code: number): boolean {
  return (
    code === 0x3d || // =
    code === 0x2b || // +
    code === 0x2d || // -
    code === 0x40 || // @
    code === 0x09 ||
    code === 0x0d ||
    code === 0xff1d || // ＝
    code === 0xff0b || // ＋
    code === 0xff0d || // －
    code === 0xff20 // ＠
  );
}

/** The cell as a spreadsheet will show it as text: `'` first when it would start a formula. */
export function neutraliseFormula(cell: string): string {
  if (cell === '' || !startsFormula(cell.charCodeAt(0)) || PLAIN_NUMBER.test(cell)) return cell;
  return `'${cell}`;
}

/** Every cell of a row, neutralised; the same array when none needed it. */
export function neutraliseFormulas(cells: readonly string[]): readonly string[] {
  for (let i = 0; i < cells.length; i++) {
    if (neutraliseFormula(cells[i]!) !== cells[i]) return cells.map(neutraliseFormula);
  }
  return cells;
}
