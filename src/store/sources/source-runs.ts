/** What a run of a source writes on its transformation besides its steps (DESIGN §7). */
import type { Db } from '../db.ts';

/** The file's name as its source called it, once the download is kept. */
export async function setOriginalName(db: Db, transformationId: string, name: string): Promise<void> {
  await db
    .updateTable('transformations')
    .set({ original_name: name })
    .where('transformation_id', '=', transformationId)
    .execute();
}

/** The reading options the run reads its file with (a connector's, taken at normalize). */
export async function setReadingOptions(
  db: Db,
  transformationId: string,
  options: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('transformations')
    .set({ options: JSON.stringify(options) })
    .where('transformation_id', '=', transformationId)
    .execute();
}

/** The version (updated_at) of the connector the run applied at match. */
export async function setConnectorApplied(db: Db, transformationId: string, at: Date): Promise<void> {
  await db
    .updateTable('transformations')
    .set({ connector_applied_at: at })
    .where('transformation_id', '=', transformationId)
    .execute();
}

/** The identity of the feed's file the run claimed; null: none. */
export async function findFeedFile(db: Db, transformationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('transformations')
    .select('feed_file')
    .where('transformation_id', '=', transformationId)
    .executeTakeFirst();
  return row?.feed_file ?? null;
}

export async function setFeedFile(db: Db, transformationId: string, identity: string | null): Promise<void> {
  await db
    .updateTable('transformations')
    .set({ feed_file: identity })
    .where('transformation_id', '=', transformationId)
    .execute();
}
