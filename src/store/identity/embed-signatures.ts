/**
 * Signatures of embedded logins already used (see services/identity/embedded-logins.ts), kept in
 * PostgreSQL so that every API instance refuses a replay, and only until the signature's
 * timestamp is too old to be accepted anyway.
 */
import type { Db } from '../db.ts';

interface EmbedSignaturesTable {
  signature_hash: string;
  organisation_id: string;
  expires_at: Date;
}

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ embed_signatures: EmbedSignaturesTable }>();

/**
 * Records a signature as used; false when it was used already. A concurrent use of the same
 * signature waits for the first one's transaction, then gets false.
 */
export async function recordSignatureUse(
  db: Db,
  row: { signature_hash: string; organisation_id: string; expires_at: Date },
): Promise<boolean> {
  const inserted = await withTable(db)
    .insertInto('embed_signatures')
    .values(row)
    .onConflict((oc) => oc.column('signature_hash').doNothing())
    .executeTakeFirst();
  return inserted.numInsertedOrUpdatedRows === 1n;
}

/** Forgets signatures whose timestamps are past accepting; cheap through the index on expires_at. */
export async function deleteExpiredSignatures(db: Db, before: Date): Promise<void> {
  await withTable(db).deleteFrom('embed_signatures').where('expires_at', '<', before).execute();
}
