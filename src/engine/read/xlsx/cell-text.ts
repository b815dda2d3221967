/**
 * The text of a spreadsheet cell as the engine sees it. Excel shows 15 significant digits, so
 * numbers are rounded there (0.1 + 0.2 reads `0.3`) and written without exponent. Dates read
 * `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm:ss` when they carry a time, `HH:mm:ss` for a time alone.
 */
export function cellText(value: unknown, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return numFmt && isDateFormat(numFmt) ? dateText(serialToDate(value)) : plainNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText))
      return cell.richText.map((run: { text?: string }) => run.text ?? '').join('');
    if ('result' in cell || 'formula' in cell || 'sharedFormula' in cell)
      return cellText(cell.result, numFmt);
    if ('text' in cell) return cellText(cell.text, numFmt);
    if (typeof cell.error === 'string') return cell.error;
  }
  return String(value);
}

/** A number in plain decimal notation, rounded to Excel's 15 significant digits. */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text = String(Number(value.toPrecision(15)));
  const e = text.indexOf('e');
  if (e === -1) return text;
  const negative = text.startsWith('-');
  const mantissa = text.slice(negative ? 1 : 0, e);
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const point = (dot === -1 ? mantissa.length : dot) + Number(text.slice(e + 1));
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${plain}` : plain;
}

/** Date cells come from exceljs as UTC instants holding the wall-clock time shown in Excel. */
function dateText(date: Date): string {
  const rounded = new Date(Math.round(date.getTime() / 1000) * 1000);
  const iso = rounded.toISOString();
  const time = iso.slice(11, 19);
  if (iso.startsWith('1899-12-30') || iso.startsWith('1899-12-31')) return time;
  return time === '00:00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)}T${time}`;
}

/** Excel's 1900 date system: serial 25569 is 1970-01-01. */
function serialToDate(serial: number): Date {
  return new Date(Math.round((serial - 25569) * 86_400_000));
}

/** A number format shows a date or time when it has d, m, y, h or s outside quotes and brackets. */
export function isDateFormat(numFmt: string): boolean {
  const bare = numFmt.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return bare.toLowerCase() !== 'general' && /[dmyhs]/i.test(bare);
}
