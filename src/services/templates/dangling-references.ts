/**
 * References to columns a template does not have. A template is built in any order (DESIGN §6):
 * conditions, constraint arguments and json_nodes may name a column before it exists, and a column
 * others name may be renamed or deleted. What still dangles is reported where it matters: the
 * format test lists the format's, and a transformation is refused while any is left, one violation
 * per reference, naming where it stands.
 */
import { checkConditionSyntax, conditionReferences } from '../../domain/conditions/index.ts';
import { constraintColumnReferences } from '../../domain/constraints/references.ts';
import { Violation, type ViolationItem, violationOf } from '../../domain/errors.ts';
import { formatColumnReferences } from '../../domain/format/column-reference.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { Db } from '../../store/db.ts';
import { type ColumnRow, listColumns } from '../../store/templates/columns.ts';
import { type ConstraintRow, listConstraintsOfTemplate } from '../../store/templates/constraints.ts';
import type { TemplateRow } from '../../store/templates/templates.ts';
import type { Principal } from '../principal.ts';

/** The format's references to columns outside `technicalNames`, on the format's own paths. */
export function danglingInFormat(format: unknown, technicalNames: readonly string[]): ViolationItem[] {
  const known = new Set(technicalNames);
  return formatColumnReferences(format)
    .filter((ref) => !known.has(ref.name))
    .map((ref) =>
      violationOf(
        ref.property_path,
        ref.value,
        phrase('violation.field.format_unknown_column', { name: ref.name }),
      ),
    );
}

/** Where a dangling reference stands: a column's conditions, a constraint's argument, the format. */
export type DanglingKind = 'condition_unknown_column' | 'constraint_unknown_column' | 'format_unknown_column';

/** One dangling reference, with the column it concerns (none for the format's). */
export interface DanglingReference extends ViolationItem {
  kind: DanglingKind;
  column_id: string | null;
}

/** Every dangling reference: columns' conditions by position, then constraints, then the format. */
export function findDanglingReferences(
  columns: readonly ColumnRow[],
  constraints: readonly ConstraintRow[],
  format: unknown,
): DanglingReference[] {
  const names = columns.map((c) => c.technical_name);
  const known = new Set(names);
  const out: DanglingReference[] = [];
  for (const column of columns) {
    const { expr } = checkConditionSyntax(column.conditions);
    for (const ref of conditionReferences(expr)) {
      if (ref.kind !== 'target' || known.has(ref.name)) continue;
      out.push({
        kind: 'condition_unknown_column',
        column_id: column.column_id,
        ...violationOf(
          `columns[${column.technical_name}].conditions`,
          column.conditions,
          phrase('violation.field.condition_unknown_column', {
            column: column.technical_name,
            name: ref.name,
          }),
        ),
      });
    }
  }
  const byId = new Map(columns.map((c) => [c.column_id, c.technical_name]));
  for (const constraint of constraints) {
    for (const ref of constraintColumnReferences(constraint.function, constraint.arguments)) {
      if (known.has(ref.name)) continue;
      out.push({
        kind: 'constraint_unknown_column',
        column_id: constraint.column_id,
        ...violationOf(
          `constraints[${constraint.constraint_id}].arguments[${ref.argument}].value`,
          constraint.arguments[ref.argument]?.value,
          phrase('violation.field.constraint_unknown_column', {
            function: constraint.function,
            column: String(byId.get(constraint.column_id)),
            name: ref.name,
          }),
        ),
      });
    }
  }
  for (const item of danglingInFormat(format, names)) {
    out.push({ kind: 'format_unknown_column', column_id: null, ...item });
  }
  return out;
}

const asViolation = ({ property_path, invalid_value, message, said }: DanglingReference): ViolationItem => ({
  property_path,
  invalid_value,
  message,
  ...(said ? { said } : {}),
});

/** A template's dangling references, read from the store. */
export async function templateDanglingReferences(
  db: Db,
  template: TemplateRow,
): Promise<DanglingReference[]> {
  const [columns, constraints] = await Promise.all([
    listColumns(db, template.template_id),
    listConstraintsOfTemplate(db, template.template_id),
  ]);
  return findDanglingReferences(columns, constraints, template.format);
}

/**
 * Refuses (409) to bring a file to a template with dangling references. A receiver is told each
 * one; a sender only that the template is not ready, since the references may stand in hidden
 * columns, whose names are kept from senders.
 */
export async function refuseDanglingReferences(
  db: Db,
  principal: Principal,
  template: TemplateRow,
): Promise<void> {
  const dangling = await templateDanglingReferences(db, template);
  if (dangling.length === 0) return;
  if (principal.kind !== 'customer') throw new Violation(dangling.map(asViolation));
  throw Violation.of('template_handle', template.handle, phrase('violation.field.template_not_ready'));
}
