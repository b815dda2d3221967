/**
 * What still names a column by its technical name: other columns' conditions (`#(name)`) and the
 * template's format (json_nodes, Twig). Renaming or deleting a column they name is refused with a
 * 409 saying who refers to it, rather than leaving references that would fail every transformation.
 */
import { conditionReferences, parseConditions } from '../../domain/conditions/index.ts';
import type { ViolationItem } from '../../domain/errors.ts';
import { validateFormat } from '../../domain/format/validate-format.ts';
import type { ColumnRow } from '../../store/columns.ts';

/**
 * Violations on `technical_name` when `name` disappears from the template: `remaining` are the
 * columns left (the changed column excluded), `namesAfter` every technical name after the change.
 */
export function referencesToName(
  name: string,
  remaining: readonly ColumnRow[],
  format: Record<string, unknown> | null,
  namesAfter: string[],
): ViolationItem[] {
  const out: ViolationItem[] = [];
  for (const column of remaining) {
    if (column.conditions === null) continue;
    const refs = conditionReferences(parseConditions(column.conditions));
    if (refs.some((ref) => ref.kind === 'target' && ref.name === name)) {
      out.push({
        property_path: 'technical_name',
        invalid_value: name,
        message: `The conditions of column "${column.technical_name}" refer to #(${name}); change them first.`,
      });
    }
  }
  const before = validateFormat(format, { technicalNames: [...namesAfter, name] }).length;
  if (validateFormat(format, { technicalNames: namesAfter }).length > before) {
    out.push({
      property_path: 'technical_name',
      invalid_value: name,
      message: `The template's format refers to the column "${name}"; change the format first.`,
    });
  }
  return out;
}
