/** API keys: long-lived bearer secrets for servers, shown once at creation. */
import type { Db } from '../db.ts';

export interface ApiKeyRow {
  api_key_id: string;
  organisation_id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = [
  'api_key_id',
  'organisation_id',
  'name',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

export function insertApiKey(
  db: Db,
  row: { organisation_id: string; name: string; secret_hash: string; created_by: string | null },
): Promise<ApiKeyRow> {
  return db.insertInto('api_keys').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function findApiKeyBySecretHash(db: Db, hash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').select(COLUMNS).where('secret_hash', '=', hash).executeTakeFirst();
}

export function findApiKey(db: Db, apiKeyId: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').select(COLUMNS).where('api_key_id', '=', apiKeyId).executeTakeFirst();
}

export function listApiKeys(
  db: Db,
  organisationId: string,
  offset: number,
  limit: number,
): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('api_key_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countApiKeys(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organisation_id', '=', organisationId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function revokeApiKey(db: Db, apiKeyId: string, at: Date): Promise<void> {
  await db.updateTable('api_keys').set({ revoked_at: at }).where('api_key_id', '=', apiKeyId).execute();
}

export async function touchApiKey(db: Db, apiKeyId: string, at: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('api_key_id', '=', apiKeyId).execute();
}
