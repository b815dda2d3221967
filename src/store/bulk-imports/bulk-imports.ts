/** Bulk imports: one row per import, its whole state and outcome. */

import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { BulkImportsTable } from '../schema/index.ts';

export type BulkImportRow = Selectable<BulkImportsTable> & {
  /** The handle of the target template now; null for a customer import or a deleted template. */
  template_handle: string | null;
};

export type BulkImportType = BulkImportsTable['type'];
export type BulkImportMethod = BulkImportsTable['method'];

/** What an import is created with. */
export interface NewBulkImport {
  import_id: string;
  organisation_id: string;
  template_id: string | null;
  type: BulkImportType;
  method: BulkImportMethod;
  source_url: string | null;
  filename: string | null;
  source_key: string | null;
  requested_by: Record<string, unknown>;
  created_at: Date;
}

/** How an import ended. */
export interface BulkImportOutcome {
  status: 'completed' | 'failed';
  report_key: string | null;
  number_of_valid_rows: number | null;
  number_of_violations: number | null;
  error: string | null;
  finished_at: Date;
}

export async function insertBulkImport(db: Db, row: NewBulkImport): Promise<void> {
  await db
    .insertInto('bulk_imports')
    .values({ ...row, status: 'pending', requested_by: JSON.stringify(row.requested_by) })
    .execute();
}

/** Imports with the handle of their template, as every read shows them. */
function withTemplateHandle(db: Db) {
  return db
    .selectFrom('bulk_imports')
    .leftJoin('templates', 'templates.template_id', 'bulk_imports.template_id')
    .selectAll('bulk_imports')
    .select('templates.handle as template_handle');
}

/** By id in any organisation: the caller tells another organisation's (403) from unknown (404). */
export function findBulkImport(db: Db, importId: string): Promise<BulkImportRow | undefined> {
  return withTemplateHandle(db).where('bulk_imports.import_id', '=', importId).executeTakeFirst();
}

/** An organisation's imports, newest first. */
export function listBulkImports(
  db: Db,
  organisationId: string,
  offset: number,
  limit: number,
): Promise<BulkImportRow[]> {
  return withTemplateHandle(db)
    .where('bulk_imports.organisation_id', '=', organisationId)
    .orderBy('bulk_imports.created_at', 'desc')
    .orderBy('bulk_imports.import_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countBulkImports(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom('bulk_imports')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Moves a pending import to processing, beating its heartbeat: `gone` when it is no longer pending
 * nor processing (a finished import's job delivered twice; a crashed worker's `processing` import
 * is run again); `busy` while another import of its organisation runs with a fresh beat, since an
 * organisation runs one import at a time. The organisation's advisory lock makes the check and
 * the claim one step across workers.
 */
export async function claimBulkImport(
  db: Db,
  row: { import_id: string; organisation_id: string },
  at: Date,
  staleBefore: Date,
): Promise<'claimed' | 'busy' | 'gone'> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`bulk-import:${row.organisation_id}`}))`.execute(trx);
    const running = await trx
      .selectFrom('bulk_imports')
      .select('import_id')
      .where('organisation_id', '=', row.organisation_id)
      .where('status', '=', 'processing')
      .where('import_id', '<>', row.import_id)
      .where('heartbeat_at', '>', staleBefore)
      .executeTakeFirst();
    if (running) return 'busy';
    const result = await trx
      .updateTable('bulk_imports')
      .set({ status: 'processing', progress: 0, heartbeat_at: at })
      .where('import_id', '=', row.import_id)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? 'claimed' : 'gone';
  });
}

/** The running import's heartbeat. */
export async function beatBulkImport(db: Db, importId: string, at: Date): Promise<void> {
  await db
    .updateTable('bulk_imports')
    .set({ heartbeat_at: at })
    .where('import_id', '=', importId)
    .where('status', '=', 'processing')
    .execute();
}

/** Raises the progress; never lowers it, nor touches a finished import. */
export async function setBulkImportProgress(db: Db, importId: string, progress: number): Promise<void> {
  await db
    .updateTable('bulk_imports')
    .set({ progress })
    .where('import_id', '=', importId)
    .where('status', '=', 'processing')
    .where('progress', '<', progress)
    .execute();
}

/**
 * Records how a running import ended; false when it is no longer running (a run of the same import
 * taken over after its job expired finished it first).
 */
export async function finishBulkImport(
  db: Db,
  importId: string,
  outcome: BulkImportOutcome,
): Promise<boolean> {
  const result = await db
    .updateTable('bulk_imports')
    .set({ ...outcome, progress: 100 })
    .where('import_id', '=', importId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Locks a running import's row until the transaction ends; false when it is no longer running. */
export async function lockRunningImport(db: Db, importId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bulk_imports')
    .select('status')
    .where('import_id', '=', importId)
    .forUpdate()
    .executeTakeFirst();
  return row?.status === 'processing';
}
