/**
 * The review stores published while their transform stage writes them
 * (services/transformations/live-publisher.ts and live-mirrors.ts): one row per transformation.
 */
import type { Db } from '../db.ts';

/** The files of a growing review store that a stage publishes, the normalized CSV among them. */
export const LIVE_FILES = ['normalized', 'row_index', 'violations', 'error_index', 'head'] as const;
export type LiveFile = (typeof LIVE_FILES)[number];

/** What a stage published last: the rows a reader may take, and the bytes of each file they need. */
export interface LivePublication {
  /** The stage's run (its scratch folder's name): a run taken over by another worker starts anew. */
  run: string;
  rows: number;
  errors: number;
  /** Bytes of each file published so far, from its start. */
  lengths: Record<LiveFile, number>;
}

interface LiveReviewsTable {
  transformation_id: string;
  published: LivePublication | null;
  wanted_at: Date | null;
}

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ live_reviews: LiveReviewsTable }>();

/**
 * A reader on another machine asks for the store at `at`. Written at most once every `everyMs`
 * per transformation: readers poll several times a second, the stage looks twice a second.
 */
export async function askForLiveReview(db: Db, transformationId: string, at: Date, everyMs: number) {
  const before = new Date(at.getTime() - everyMs);
  await withTable(db)
    .insertInto('live_reviews')
    .values({ transformation_id: transformationId, published: null, wanted_at: at })
    .onConflict((oc) =>
      oc
        .column('transformation_id')
        .doUpdateSet({ wanted_at: at })
        .where((eb) =>
          eb.or([eb('live_reviews.wanted_at', 'is', null), eb('live_reviews.wanted_at', '<', before)]),
        ),
    )
    .execute();
}

/** When a reader last asked for the transformation's store, and what was published of it. */
export async function findLiveReview(
  db: Db,
  transformationId: string,
): Promise<{ published: LivePublication | null; wanted_at: Date | null } | undefined> {
  return withTable(db)
    .selectFrom('live_reviews')
    .select(['published', 'wanted_at'])
    .where('transformation_id', '=', transformationId)
    .executeTakeFirst();
}

/** Records a publication (or none, `null`, as a stage starts), leaving the readers' request alone. */
export async function setLivePublication(
  db: Db,
  transformationId: string,
  published: LivePublication | null,
): Promise<void> {
  const value = published && JSON.stringify(published);
  await withTable(db)
    .insertInto('live_reviews')
    .values({ transformation_id: transformationId, published: value as never, wanted_at: null })
    .onConflict((oc) => oc.column('transformation_id').doUpdateSet({ published: value as never }))
    .execute();
}

/** Forgets the transformation's store: its stage ended. */
export async function deleteLiveReview(db: Db, transformationId: string): Promise<void> {
  await withTable(db).deleteFrom('live_reviews').where('transformation_id', '=', transformationId).execute();
}
