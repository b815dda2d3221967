/**
 * Columns marked `hidden` are the receiver's alone (DESIGN §3): a sender reading or editing a
 * transformation must meet them nowhere — not in the mapping, not in a row's cells or violations.
 * One place says which columns a principal may not see, so every read filters the same way.
 */
import type { ReviewRow } from '../../engine/index.ts';
import type { Db } from '../../store/db.ts';
import { listColumns } from '../../store/templates/columns.ts';
import type { Principal } from '../principal.ts';
import { shownTo } from '../templates/customer-templates.ts';

/** The columns of a template a principal may not see, by id and by technical name. */
export interface HiddenColumns {
  ids: ReadonlySet<string>;
  names: ReadonlySet<string>;
}

const NONE: HiddenColumns = { ids: new Set(), names: new Set() };

export async function hiddenColumnsFor(
  db: Db,
  principal: Principal,
  templateId: string,
): Promise<HiddenColumns> {
  if (principal.kind !== 'customer') return NONE;
  const hidden = (await listColumns(db, templateId)).filter((c) => !shownTo(principal, c));
  return {
    ids: new Set(hidden.map((c) => c.column_id)),
    names: new Set(hidden.map((c) => c.technical_name)),
  };
}

/** A reviewed row without the cells and violations of hidden columns. */
export function withoutHidden(row: ReviewRow, hidden: HiddenColumns): ReviewRow {
  if (!hidden.names.size) return row;
  const data: Record<string, string> = {};
  for (const [reference, value] of Object.entries(row.data)) {
    const name = /^#\((.+)\)$/.exec(reference)?.[1] ?? reference;
    if (!hidden.names.has(name)) data[reference] = value;
  }
  return { ...row, data, violations: row.violations.filter((v) => !hidden.names.has(v.column)) };
}
