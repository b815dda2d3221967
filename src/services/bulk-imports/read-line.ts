/** A line's cells read as a write body, field by field, each unreadable cell reported on its line. */
import type { ViolationItem } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { Cell } from './cells.ts';
import type { ImportLine } from './import-target.ts';
import type { ViolationReport } from './violation-report.ts';

/** How each field's cell is read. */
export type FieldReaders = Record<string, (text: string) => Cell<unknown>>;

/** The body the line's cells make, or null (reported) when a cell cannot be read. */
export function readLine<T>(line: ImportLine, readers: FieldReaders, report: ViolationReport): T | null {
  const body: Record<string, unknown> = {};
  let readable = true;
  for (const [field, read] of Object.entries(readers)) {
    const text = line.cells[field] ?? '';
    const cell = read(text);
    if ('problem' in cell) {
      report.add(line.line, field, text, cell.problem);
      readable = false;
    } else if (cell.value !== undefined) body[field] = cell.value;
  }
  return readable ? (body as T) : null;
}

/** Reports each violation of a refused write on the line, naming the field by its path's first part. */
export function reportViolations(
  report: ViolationReport,
  line: number,
  violations: readonly ViolationItem[],
): void {
  for (const v of violations) {
    const value =
      typeof v.invalid_value === 'string'
        ? v.invalid_value
        : v.invalid_value == null
          ? ''
          : JSON.stringify(v.invalid_value);
    const field = v.property_path.split(/[.[]/)[0] ?? '';
    // Said in the import's language when the service said it from the catalog, else as it is.
    const message = v.said ?? v.message;
    report.add(
      line,
      field,
      value,
      v.property_path === field
        ? message
        : phrase('report.bulk_import.at_path', { message, path: v.property_path }),
    );
  }
}
