/** Sources of an organisation (DESIGN §7): one row each, the extractor's block sealed in jsonb. */
import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { refusingDuplicates } from '../duplicate-key.ts';
import type { NameValue, SourcesTable } from '../schema/index.ts';

export type DataExtractor = SourcesTable['data_extractor'];

export interface StoredSourceRow {
  source_id: string;
  organisation_id: string;
  customer_id: string | null;
  name: string | null;
  data_extractor: DataExtractor;
  /** The block of `data_extractor`, secrets sealed; null for `upload`. */
  block: Record<string, unknown> | null;
  user_metadata: NameValue[];
  email_address: string | null;
  created_at: Date;
  updated_at: Date;
}

/** What a write sets. */
export interface SourceFields {
  customer_id: string | null;
  name: string | null;
  data_extractor: DataExtractor;
  block: Record<string, unknown> | null;
  user_metadata: NameValue[];
  email_address: string | null;
}

const COLUMNS = [
  'source_id',
  'organisation_id',
  'customer_id',
  'name',
  'data_extractor',
  'block',
  'user_metadata',
  'email_address',
  'created_at',
  'updated_at',
] as const;

function columns(fields: SourceFields) {
  return {
    ...fields,
    block: fields.block === null ? null : JSON.stringify(fields.block),
    user_metadata: JSON.stringify(fields.user_metadata),
  };
}

/** The id is chosen by the caller: sealed secrets are bound to it before the row exists. */
export function insertSource(
  db: Db,
  sourceId: string,
  organisationId: string,
  fields: SourceFields,
  now: Date,
): Promise<StoredSourceRow> {
  return refusingDuplicates(
    db
      .insertInto('sources')
      .values({
        source_id: sourceId,
        organisation_id: organisationId,
        ...columns(fields),
        created_at: now,
        updated_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}

export function updateSource(
  db: Db,
  sourceId: string,
  fields: SourceFields,
  now: Date,
): Promise<StoredSourceRow> {
  return refusingDuplicates(
    db
      .updateTable('sources')
      .set({ ...columns(fields), updated_at: now })
      .where('source_id', '=', sourceId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Pins the host key an SFTP source's server showed on its first successful run (trust on first
 * use), unless a key is pinned already or the source's server changed meanwhile. True when pinned.
 */
export async function pinSftpHostKey(
  db: Db,
  sourceId: string,
  server: { host: string; port: number },
  hostKey: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sources')
    .set({ block: sql`jsonb_set(block, '{host_key}', to_jsonb(${hostKey}::text))` })
    .where('source_id', '=', sourceId)
    .where('data_extractor', '=', 'sftp')
    .where(sql<string | null>`jsonb_typeof(block->'host_key')`, 'is distinct from', 'string')
    .where(sql<string>`block->>'host'`, '=', server.host)
    .where(sql<string>`block->>'port'`, '=', String(server.port))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSource(db: Db, sourceId: string): Promise<void> {
  await db.deleteFrom('sources').where('source_id', '=', sourceId).execute();
}

/** By UUID, in any organisation: the caller tells "another party's" (403) from "unknown" (404). */
export function findSourceById(db: Db, sourceId: string): Promise<StoredSourceRow | undefined> {
  return db.selectFrom('sources').select(COLUMNS).where('source_id', '=', sourceId).executeTakeFirst();
}

/** The `email` source receiving at `address` (lower case), in any organisation. */
export function findSourceByEmailAddress(db: Db, address: string): Promise<StoredSourceRow | undefined> {
  return db
    .selectFrom('sources')
    .select(COLUMNS)
    .where('email_address', '=', address.toLowerCase())
    .executeTakeFirst();
}

/** The organisation's sources, or only one customer's when `customerId` is given. */
function visible(db: Db, organisationId: string, customerId: string | undefined) {
  let query = db.selectFrom('sources').where('organisation_id', '=', organisationId);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  return query;
}

export function listSources(
  db: Db,
  organisationId: string,
  customerId: string | undefined,
  offset: number,
  limit: number,
): Promise<StoredSourceRow[]> {
  return visible(db, organisationId, customerId)
    .select(COLUMNS)
    .orderBy('created_at')
    .orderBy('source_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countSources(
  db: Db,
  organisationId: string,
  customerId: string | undefined,
): Promise<number> {
  const row = await visible(db, organisationId, customerId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether `customerId` is a customer of the organisation (a receiver may give it a source). */
export async function isCustomerOf(db: Db, organisationId: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('customer_id')
    .where('organisation_id', '=', organisationId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}
