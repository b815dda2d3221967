/**
 * Which sheet of a workbook a read takes (the `sheet` option): a sheet by exact name, else by
 * 1-based position in the tab order; the first tab when none is asked for. `tabs` are the names
 * in tab order when the format lists them up front (XLSX, XLS); without them (ODS, read in one
 * pass) a sheet is taken by its position in the file.
 */
import { SourceError } from './source-error.ts';

export function isWantedSheet(
  name: string,
  position: number,
  wanted: string | number | undefined,
  tabs?: string[],
): boolean {
  if (wanted === undefined || wanted === '')
    return tabs?.[0] === undefined ? position === 1 : tabs[0] === name;
  if (String(wanted) === name) return true;
  const index = Number(wanted);
  if (!Number.isInteger(index) || tabs?.includes(String(wanted))) return false;
  return tabs?.[index - 1] === undefined ? position === index : tabs[index - 1] === name;
}

/** The refusal of a sheet that is not in the workbook, naming those that are. */
export function noSuchSheet(wanted: string | number | undefined, names: readonly string[]): SourceError {
  return SourceError.of('no_such_sheet', { sheet: String(wanted), sheets: names.join(', ') });
}
