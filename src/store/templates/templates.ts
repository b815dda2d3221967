/** Templates: the receiver's description of a target file, one row per template, handles unique per organisation. */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db.ts';
import { refusingDuplicates } from '../duplicate-key.ts';
import type { Database, NameValue } from '../schema/index.ts';

export interface TemplateRow {
  template_id: string;
  organisation_id: string;
  handle: string;
  is_enabled: boolean;
  name: string | null;
  description: string | null;
  picture_url: string | null;
  user_metadata: NameValue[];
  item: string | null;
  access_type: 'public' | 'restricted' | 'private';
  accept_errors: boolean;
  /** bigint comes back from pg as a string. */
  max_file_size: string | null;
  file_name: string | null;
  extension: string | null;
  export_empty_columns: boolean;
  format: Record<string, unknown> | null;
  /** Real header values: only template-view.ts shapes it for reads, masked. */
  push: TemplatePush | null;
  created_at: Date;
  updated_at: Date;
}

/** The writable fields, as stored (jsonb columns already serialised). */
export interface TemplateWrite {
  handle?: string;
  is_enabled?: boolean;
  name?: string | null;
  description?: string | null;
  picture_url?: string | null;
  user_metadata?: NameValue[];
  item?: string | null;
  access_type?: 'public' | 'restricted' | 'private';
  accept_errors?: boolean;
  max_file_size?: number | null;
  file_name?: string | null;
  extension?: string | null;
  export_empty_columns?: boolean;
  format?: Record<string, unknown> | null;
  push?: TemplatePush | null;
}

/** Where each submission's target is pushed (DESIGN §8), as stored: header values in clear. */
export interface TemplatePush {
  url: string;
  method: 'POST' | 'PUT' | 'PATCH';
  headers: Record<string, string>;
  mode: 'file' | 'json';
  /** Rows per request in json mode; null in file mode. */
  batch_size: number | null;
}

/** What a list may be narrowed by. */
export interface TemplateFilter {
  isEnabled?: boolean;
  /** Case-insensitive substring of name, handle or description. */
  criteria?: string;
  /** Each entry must match: a user_metadata item with this name and one of these values. */
  userMetadata?: { name: string; values: string[] }[];
}

const COLUMNS = [
  'template_id',
  'organisation_id',
  'handle',
  'is_enabled',
  'name',
  'description',
  'picture_url',
  'user_metadata',
  'item',
  'access_type',
  'accept_errors',
  'max_file_size',
  'file_name',
  'extension',
  'export_empty_columns',
  'format',
  'push',
  'created_at',
  'updated_at',
] as const;

function stored(write: TemplateWrite) {
  const { user_metadata, format, push, ...rest } = write;
  return {
    ...rest,
    ...(user_metadata !== undefined ? { user_metadata: JSON.stringify(user_metadata) } : {}),
    ...(format !== undefined ? { format: format === null ? null : JSON.stringify(format) } : {}),
    ...(push !== undefined ? { push: push === null ? null : JSON.stringify(push) } : {}),
  };
}

export function insertTemplate(
  db: Db,
  organisationId: string,
  write: TemplateWrite & { handle: string },
): Promise<TemplateRow> {
  return refusingDuplicates(
    db
      .insertInto('templates')
      .values({
        user_metadata: '[]',
        ...stored(write),
        handle: write.handle,
        organisation_id: organisationId,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow() as Promise<TemplateRow>,
  );
}

export function findTemplateByHandle(
  db: Db,
  organisationId: string,
  handle: string,
): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('templates')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('handle', '=', handle)
    .executeTakeFirst() as Promise<TemplateRow | undefined>;
}

export function findTemplateById(db: Db, templateId: string): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('templates')
    .select(COLUMNS)
    .where('template_id', '=', templateId)
    .executeTakeFirst() as Promise<TemplateRow | undefined>;
}

/** Locks the template row until the transaction ends: column positions and counts are computed under it. */
export function lockTemplate(db: Transaction<Database>, templateId: string): Promise<unknown> {
  return db
    .selectFrom('templates')
    .select('template_id')
    .where('template_id', '=', templateId)
    .forUpdate()
    .execute();
}

/** Handles of the organisation equal to `base` or `base-<n>`, to pick a free one. */
export async function handlesLike(db: Db, organisationId: string, base: string): Promise<string[]> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .selectFrom('templates')
    .select('handle')
    .where('organisation_id', '=', organisationId)
    .where((eb) => eb.or([eb('handle', '=', base), eb('handle', 'like', `${escaped}-%`)]))
    .execute();
  return rows.map((r) => r.handle);
}

export async function countTemplates(
  db: Db,
  organisationId: string,
  filter: TemplateFilter = {},
): Promise<number> {
  const row = await filtered(db, organisationId, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listTemplates(
  db: Db,
  organisationId: string,
  filter: TemplateFilter,
  offset: number,
  limit: number,
): Promise<TemplateRow[]> {
  return filtered(db, organisationId, filter)
    .select(COLUMNS)
    .orderBy('created_at')
    .orderBy('handle')
    .offset(offset)
    .limit(limit)
    .execute() as Promise<TemplateRow[]>;
}

function filtered(db: Db, organisationId: string, filter: TemplateFilter) {
  let query = db.selectFrom('templates').where('organisation_id', '=', organisationId);
  if (filter.isEnabled !== undefined) query = query.where('is_enabled', '=', filter.isEnabled);
  if (filter.criteria) {
    const pattern = `%${filter.criteria.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('handle', 'ilike', pattern),
        eb('description', 'ilike', pattern),
      ]),
    );
  }
  for (const { name, values } of filter.userMetadata ?? []) {
    query = query.where(
      sql<boolean>`exists (select 1 from jsonb_array_elements(templates.user_metadata) m
        where m->>'name' = ${name} and m->>'value' = any(${values}::text[]))`,
    );
  }
  return query;
}

export function updateTemplate(
  db: Db,
  templateId: string,
  write: TemplateWrite,
  at: Date,
): Promise<TemplateRow> {
  return refusingDuplicates(
    db
      .updateTable('templates')
      .set({ ...stored(write), updated_at: at })
      .where('template_id', '=', templateId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow() as Promise<TemplateRow>,
  );
}

/** Deletes the template; its columns, constraints and customer links go with it (FK cascade). */
export async function deleteTemplate(db: Db, templateId: string): Promise<void> {
  await db.deleteFrom('templates').where('template_id', '=', templateId).execute();
}
