/**
 * A scheduled run of a feed imports a file only once (DESIGN §7 Feeds): the file is known by its
 * path, size and modification time, else by its URL's ETag, else by a SHA-256 of its bytes. The
 * claim (src/store/sources/feed-files.ts) and its record on the run are one transaction, so a run retried
 * after its worker stopped finds the file claimed by itself and goes on, where another run skips.
 */
import type { Kysely } from 'kysely';
import type { ExtractedFile } from '../../sources/extractor.ts';
import type { Database } from '../../store/schema/index.ts';
import { claimFeedFile, releaseFeedFile } from '../../store/sources/feed-files.ts';
import { findFeedFile, setFeedFile } from '../../store/sources/source-runs.ts';

/** The identity known before a byte is read, or null when only the bytes can tell. */
export function identityBeforeReading(file: ExtractedFile): string | null {
  const modified = file.modifiedAt && !Number.isNaN(file.modifiedAt.getTime()) ? file.modifiedAt : null;
  if (file.location && file.size !== undefined && modified) {
    return `file:${file.location}|${file.size}|${modified.toISOString()}`;
  }
  if (file.etag) return `etag:${file.location ?? ''}|${file.etag}`;
  return null;
}

export function contentIdentity(sha256Hex: string): string {
  return `sha256:${sha256Hex}`;
}

/** True: the run goes on with the file; false: another run of the feed imported it, skip. */
export async function claimForRun(
  db: Kysely<Database>,
  run: { transformationId: string; feedId: string },
  identity: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if ((await findFeedFile(trx, run.transformationId)) === identity) return true;
    if (!(await claimFeedFile(trx, { feedId: run.feedId, identity }))) return false;
    await setFeedFile(trx, run.transformationId, identity);
    return true;
  });
}

/** Gives the claim back when the file could not be kept, so that the next tick tries it again. */
export async function releaseForRun(
  db: Kysely<Database>,
  run: { transformationId: string; feedId: string },
): Promise<void> {
  const identity = await findFeedFile(db, run.transformationId);
  if (!identity) return;
  await releaseFeedFile(db, { feedId: run.feedId, identity });
  await setFeedFile(db, run.transformationId, null);
}
