/** Column constraints, and the column facts a constraint needs: its template, organisation and siblings. */
import type { Db } from '../db.ts';
import type { NameValue } from '../schema/index.ts';

export interface ConstraintRow {
  constraint_id: string;
  column_id: string;
  function: string;
  label: string | null;
  arguments: NameValue[];
  created_at: Date;
}

/** A column with the template and organisation that own it. */
export interface ColumnOwner {
  column_id: string;
  template_id: string;
  template_handle: string;
  organisation_id: string;
}

const COLUMNS = [
  'column_constraints.constraint_id',
  'column_constraints.column_id',
  'column_constraints.function',
  'column_constraints.label',
  'column_constraints.arguments',
  'column_constraints.created_at',
] as const;

export function findColumnOwner(db: Db, columnId: string): Promise<ColumnOwner | undefined> {
  return db
    .selectFrom('template_columns')
    .innerJoin('templates', 'templates.template_id', 'template_columns.template_id')
    .select([
      'template_columns.column_id',
      'templates.template_id',
      'templates.handle as template_handle',
      'templates.organisation_id',
    ])
    .where('template_columns.column_id', '=', columnId)
    .executeTakeFirst();
}

/** The template of a handle within one organisation (handles are per organisation). */
export function findTemplateIdByHandle(
  db: Db,
  organisationId: string,
  handle: string,
): Promise<{ template_id: string } | undefined> {
  return db
    .selectFrom('templates')
    .select('template_id')
    .where('organisation_id', '=', organisationId)
    .where('handle', '=', handle)
    .executeTakeFirst();
}

export function insertConstraint(
  db: Db,
  row: { column_id: string; function: string; label: string | null; arguments: NameValue[] },
): Promise<ConstraintRow> {
  return db
    .insertInto('column_constraints')
    .values({ ...row, arguments: JSON.stringify(row.arguments) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A constraint with the organisation and template of its column. */
export function findConstraint(
  db: Db,
  constraintId: string,
): Promise<(ConstraintRow & { organisation_id: string; template_id: string }) | undefined> {
  return db
    .selectFrom('column_constraints')
    .innerJoin('template_columns', 'template_columns.column_id', 'column_constraints.column_id')
    .innerJoin('templates', 'templates.template_id', 'template_columns.template_id')
    .select([...COLUMNS, 'templates.organisation_id', 'templates.template_id'])
    .where('column_constraints.constraint_id', '=', constraintId)
    .executeTakeFirst();
}

export function updateConstraint(
  db: Db,
  constraintId: string,
  row: { function: string; label: string | null; arguments: NameValue[] },
): Promise<ConstraintRow> {
  return db
    .updateTable('column_constraints')
    .set({ ...row, arguments: JSON.stringify(row.arguments) })
    .where('constraint_id', '=', constraintId)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteConstraint(db: Db, constraintId: string): Promise<void> {
  await db.deleteFrom('column_constraints').where('constraint_id', '=', constraintId).execute();
}

/** A column's constraints in creation order (the order they are checked and listed). */
export function listConstraintsOfColumn(db: Db, columnId: string): Promise<ConstraintRow[]> {
  return db
    .selectFrom('column_constraints')
    .select(COLUMNS)
    .where('column_constraints.column_id', '=', columnId)
    .orderBy('column_constraints.created_at')
    .orderBy('column_constraints.constraint_id')
    .execute();
}

/** Every constraint of a template's columns, in creation order (the engine checks them in that order). */
export function listConstraintsOfTemplate(db: Db, templateId: string): Promise<ConstraintRow[]> {
  return db
    .selectFrom('column_constraints')
    .innerJoin('template_columns', 'template_columns.column_id', 'column_constraints.column_id')
    .select(COLUMNS)
    .where('template_columns.template_id', '=', templateId)
    .orderBy('column_constraints.created_at')
    .orderBy('column_constraints.constraint_id')
    .execute();
}
