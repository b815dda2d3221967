/** Template columns: positions are 1…n without gaps within a template, kept so by the service in one transaction. */
import type { Db } from '../db.ts';
import { refusingDuplicates } from '../duplicate-key.ts';
import type { NameValue } from '../schema/index.ts';

export interface ColumnRow {
  column_id: string;
  template_id: string;
  position: number;
  technical_name: string;
  pretty_name: string;
  description: string | null;
  type: Record<string, unknown>;
  uniqueness: boolean;
  importance: 'required' | 'conditional' | 'optional';
  matchable_with_ai: boolean;
  hidden: boolean;
  user_metadata: NameValue[];
  conditions: string | null;
  created_at: Date;
}

/** A column with the organisation and handle of its template, to check ownership in one query. */
export interface OwnedColumnRow extends ColumnRow {
  organisation_id: string;
  template_handle: string;
}

export interface ColumnWrite {
  position?: number;
  technical_name?: string;
  pretty_name?: string;
  description?: string | null;
  type?: Record<string, unknown>;
  uniqueness?: boolean;
  importance?: 'required' | 'conditional' | 'optional';
  matchable_with_ai?: boolean;
  hidden?: boolean;
  user_metadata?: NameValue[];
  conditions?: string | null;
}

const COLUMNS = [
  'template_columns.column_id',
  'template_columns.template_id',
  'template_columns.position',
  'template_columns.technical_name',
  'template_columns.pretty_name',
  'template_columns.description',
  'template_columns.type',
  'template_columns.uniqueness',
  'template_columns.importance',
  'template_columns.matchable_with_ai',
  'template_columns.hidden',
  'template_columns.user_metadata',
  'template_columns.conditions',
  'template_columns.created_at',
] as const;

function stored(write: ColumnWrite) {
  const { type, user_metadata, ...rest } = write;
  return {
    ...rest,
    ...(type !== undefined ? { type: JSON.stringify(type) } : {}),
    ...(user_metadata !== undefined ? { user_metadata: JSON.stringify(user_metadata) } : {}),
  };
}

export function insertColumn(
  db: Db,
  templateId: string,
  write: ColumnWrite & {
    position: number;
    technical_name: string;
    pretty_name: string;
    type: Record<string, unknown>;
  },
): Promise<ColumnRow> {
  return refusingDuplicates(
    db
      .insertInto('template_columns')
      .values({
        user_metadata: '[]',
        ...stored(write),
        template_id: templateId,
        position: write.position,
        technical_name: write.technical_name,
        pretty_name: write.pretty_name,
        type: JSON.stringify(write.type),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow() as Promise<ColumnRow>,
  );
}

export function findColumn(db: Db, columnId: string): Promise<OwnedColumnRow | undefined> {
  return db
    .selectFrom('template_columns')
    .innerJoin('templates', 'templates.template_id', 'template_columns.template_id')
    .select([...COLUMNS, 'templates.organisation_id', 'templates.handle as template_handle'])
    .where('template_columns.column_id', '=', columnId)
    .executeTakeFirst() as Promise<OwnedColumnRow | undefined>;
}

/** Every column of the template, by position. Templates hold at most a few hundred columns. */
export function listColumns(db: Db, templateId: string): Promise<ColumnRow[]> {
  return db
    .selectFrom('template_columns')
    .select(COLUMNS)
    .where('template_id', '=', templateId)
    .orderBy('position')
    .orderBy('created_at')
    .execute() as Promise<ColumnRow[]>;
}

export function updateColumn(db: Db, columnId: string, write: ColumnWrite): Promise<ColumnRow> {
  const values = stored(write);
  // An UPDATE with nothing to SET is a syntax error in SQL: a write that changes nothing reads the row.
  if (Object.keys(values).length === 0)
    return db
      .selectFrom('template_columns')
      .select(COLUMNS)
      .where('column_id', '=', columnId)
      .executeTakeFirstOrThrow() as Promise<ColumnRow>;
  return refusingDuplicates(
    db
      .updateTable('template_columns')
      .set(values)
      .where('column_id', '=', columnId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow() as Promise<ColumnRow>,
  );
}

export async function deleteColumn(db: Db, columnId: string): Promise<void> {
  await db.deleteFrom('template_columns').where('column_id', '=', columnId).execute();
}

/** Adds `by` (±1) to the positions in [from, to] of the template (to the end when `to` is null), to open or close a gap. */
export async function shiftPositions(
  db: Db,
  templateId: string,
  from: number,
  to: number | null,
  by: 1 | -1,
): Promise<void> {
  let query = db
    .updateTable('template_columns')
    .set((eb) => ({ position: eb('position', '+', by) }))
    .where('template_id', '=', templateId)
    .where('position', '>=', from);
  if (to !== null) query = query.where('position', '<=', to);
  await query.execute();
}
