/**
 * How a sender's value map reaches a cell. A CHOICE column that takes several choices per cell
 * (`multiple`) is mapped value by value: `rouge|bleu` with `rouge → red` becomes `red|bleu`, so a
 * map lists each value once rather than every combination the file happens to hold.
 */

/** The part of a column type read here. */
interface TypeShape {
  type: string;
  choice_data_type?: unknown;
}

/** The separator of a column whose cells hold several values; null when a cell is one value. */
export function valueSeparator(type: TypeShape): string | null {
  if (type.type !== 'CHOICE') return null;
  const config = type.choice_data_type as { multiple?: boolean | null; separator?: string | null } | null;
  return config?.multiple ? (config.separator ?? ',') : null;
}

/** The values of a cell as a value map lists them: the cell, or each of its values trimmed. */
export function cellValues(cell: string, separator: string | null): string[] {
  if (separator === null) return [cell];
  return cell
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The cell after the map: an entry for the whole cell wins (maps stored before values were
 * mapped one by one keep working), else each value is replaced by its entry when it has one.
 */
export function mapCell(map: ReadonlyMap<string, string>, cell: string, separator: string | null): string {
  const whole = map.get(cell);
  if (whole !== undefined || separator === null) return whole ?? cell;
  return cell
    .split(separator)
    .map((part) => map.get(part.trim()) ?? part)
    .join(separator);
}
