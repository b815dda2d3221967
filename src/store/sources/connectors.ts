/** Connectors of an organisation (DESIGN §7): a saved mapping and reading options, one row each. */
import type { Selectable } from 'kysely';
import type { Db } from '../db.ts';
import type { ConnectorsTable } from '../schema/index.ts';

/** One column of a connector: the template column, the source header it takes, its value map. */
export interface ConnectorColumn {
  column_id: string;
  source: string | null;
  value_map: Record<string, string> | null;
}

/** How the file is read; null: detected, as at upload. `sheet` is a name or a 1-based position. */
export interface ConnectorReading {
  encoding: string | null;
  delimiter: string | null;
  header_row: number | null;
  sheet: string | number | null;
  records_path: string | null;
}

/** The row as stored, its jsonb read as the shapes above. */
export type ConnectorRow = Omit<Selectable<ConnectorsTable>, 'reading' | 'columns'> & {
  reading: ConnectorReading;
  columns: ConnectorColumn[];
};

/** What a save or an edit sets. */
export interface ConnectorFields {
  name: string;
  picture_url: string | null;
  reading: ConnectorReading;
  columns: ConnectorColumn[];
}

const COLUMNS = [
  'connector_id',
  'organisation_id',
  'customer_id',
  'template_id',
  'transformation_id',
  'name',
  'picture_url',
  'reading',
  'columns',
  'created_at',
  'updated_at',
] as const;

function stored(fields: ConnectorFields) {
  return { ...fields, reading: JSON.stringify(fields.reading), columns: JSON.stringify(fields.columns) };
}

function typed(row: Record<string, unknown> | undefined): ConnectorRow | undefined {
  return row as ConnectorRow | undefined;
}

export async function insertConnector(
  db: Db,
  owner: {
    connector_id: string;
    organisation_id: string;
    customer_id: string | null;
    template_id: string;
    transformation_id: string;
  },
  fields: ConnectorFields,
  now: Date,
): Promise<ConnectorRow> {
  const row = await db
    .insertInto('connectors')
    .values({ ...owner, ...stored(fields), created_at: now, updated_at: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return row as unknown as ConnectorRow;
}

export async function updateConnector(
  db: Db,
  connectorId: string,
  fields: ConnectorFields,
  now: Date,
): Promise<ConnectorRow> {
  const row = await db
    .updateTable('connectors')
    .set({ ...stored(fields), updated_at: now })
    .where('connector_id', '=', connectorId)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return row as unknown as ConnectorRow;
}

export async function findConnector(db: Db, organisationId: string, connectorId: string) {
  const row = await db
    .selectFrom('connectors')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('connector_id', '=', connectorId)
    .executeTakeFirst();
  return typed(row as Record<string, unknown> | undefined);
}

/** By id alone, for the caller's access check (another organisation's is refused, not hidden). */
export async function findConnectorById(db: Db, connectorId: string) {
  const row = await db
    .selectFrom('connectors')
    .select(COLUMNS)
    .where('connector_id', '=', connectorId)
    .executeTakeFirst();
  return typed(row as Record<string, unknown> | undefined);
}

export async function deleteConnector(db: Db, connectorId: string): Promise<void> {
  await db.deleteFrom('connectors').where('connector_id', '=', connectorId).execute();
}

/** A page of an organisation's connectors, oldest first; `customerId` set: only that sender's. */
export async function listConnectors(
  db: Db,
  filter: { organisationId: string; customerId: string | null; templateId: string | null },
  page: { offset: number; limit: number },
): Promise<{ rows: ConnectorRow[]; total: number }> {
  let query = db.selectFrom('connectors').where('organisation_id', '=', filter.organisationId);
  if (filter.customerId !== null) query = query.where('customer_id', '=', filter.customerId);
  if (filter.templateId !== null) query = query.where('template_id', '=', filter.templateId);
  const [rows, count] = await Promise.all([
    query
      .select(COLUMNS)
      .orderBy('created_at')
      .orderBy('connector_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as ConnectorRow[], total: Number(count.n) };
}

/** Marks the transformation a connector was saved from. */
export async function markTransformationConnector(db: Db, transformationId: string): Promise<void> {
  await db
    .updateTable('transformations')
    .set({ is_connector: true })
    .where('transformation_id', '=', transformationId)
    .execute();
}
