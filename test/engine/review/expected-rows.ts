/** What a review store must give for a run, rebuilt from its target CSV and its error report CSV. */
import { parse } from 'csv-parse/sync';
import type { ReviewRow } from '../../../src/engine/review-store/review-row.ts';

export function expectedRows(target: Buffer, report: Buffer): ReviewRow[] {
  const [names, ...cells] = parse(target, { relax_column_count: true }) as string[][];
  const violations = (parse(report, { columns: true }) as Record<string, string>[]).map((v) => ({
    row: Number(v.row),
    violation: { column: v.column!, rule: v.rule!, message: v.message! },
  }));
  return cells.map((row, k) => ({
    row: k + 1,
    data: Object.fromEntries(names!.map((name, c) => [`#(${name})`, row[c]!])),
    violations: violations.filter((v) => v.row === k + 1).map((v) => v.violation),
  }));
}
