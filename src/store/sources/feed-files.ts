/** Files a feed's scheduled runs already imported, so that the next tick does not import them again. */
import type { Db } from '../db.ts';

/**
 * Records that the feed imports the file known by `identity` (path + size + modification time, an
 * ETag, or a content hash): true when it is new, false when a run of the feed already took it.
 * One INSERT, so two runs racing the same file cannot both get true.
 */
export async function claimFeedFile(db: Db, claim: { feedId: string; identity: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('feed_files')
    .values({ feed_id: claim.feedId, identity: claim.identity, imported_at: new Date() })
    .onConflict((oc) => oc.columns(['feed_id', 'identity']).doNothing())
    .returning('feed_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Takes back a claim whose file could not be kept (the download broke), so that the next tick tries it again. */
export async function releaseFeedFile(db: Db, claim: { feedId: string; identity: string }): Promise<void> {
  await db
    .deleteFrom('feed_files')
    .where('feed_id', '=', claim.feedId)
    .where('identity', '=', claim.identity)
    .execute();
}
