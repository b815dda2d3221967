/**
 * The number format of each cell style (XF) of a BIFF8 workbook, which tells a date from a number:
 * a cell holds a number and its XF points at a format, written in a FORMAT record or built in.
 */

/**
 * Built-in formats that show dates or times ([MS-XLS] 2.4.126); the others show numbers and read
 * as `General` here. Files saved by Excel and LibreOffice also write most of them as FORMAT records.
 */
const BUILT_IN_DATES: Readonly<Record<number, string>> = {
  14: 'm/d/yyyy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yyyy h:mm',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mm:ss.0',
};

export class NumberFormats {
  private readonly written = new Map<number, string>();
  /** Format id of each XF, in the order of the XF records. */
  private readonly styles: number[] = [];

  addFormat(id: number, format: string): void {
    this.written.set(id, format);
  }

  addStyle(formatId: number): void {
    this.styles.push(formatId);
  }

  /** The format string of the cell style at `xf`. */
  of(xf: number): string {
    const id = this.styles[xf];
    if (id === undefined) return 'General';
    return this.written.get(id) ?? BUILT_IN_DATES[id] ?? 'General';
  }
}
