/** Feeds of an organisation (DESIGN §7), read with their template's handle. */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../db.ts';
import type { Database, FeedsTable } from '../schema/index.ts';

/** The row as stored, with its template's handle and when it last ran. */
export type FeedRow = Selectable<FeedsTable> & { template_handle: string; last_run_at: Date | null };

/** What a write sets; `next_tick_at` is computed from the schedule by the caller. */
export type FeedFields = Omit<
  FeedRow,
  'feed_id' | 'organisation_id' | 'template_handle' | 'created_at' | 'updated_at' | 'last_run_at'
>;

function selectFeeds(db: Db) {
  return db
    .selectFrom('feeds')
    .innerJoin('templates', 'templates.template_id', 'feeds.template_id')
    .selectAll('feeds')
    .select('templates.handle as template_handle');
}

export function findFeedById(db: Db, feedId: string): Promise<FeedRow | undefined> {
  return selectFeeds(db).where('feeds.feed_id', '=', feedId).executeTakeFirst();
}

export async function insertFeed(
  db: Db,
  organisationId: string,
  fields: FeedFields,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('feeds')
    .values({ organisation_id: organisationId, ...fields, created_at: now, updated_at: now })
    .returning('feed_id')
    .executeTakeFirstOrThrow();
  return row.feed_id;
}

export async function updateFeed(db: Db, feedId: string, fields: FeedFields, now: Date): Promise<void> {
  await db
    .updateTable('feeds')
    .set({ ...fields, updated_at: now })
    .where('feed_id', '=', feedId)
    .execute();
}

export async function deleteFeed(db: Db, feedId: string): Promise<void> {
  await db.deleteFrom('feeds').where('feed_id', '=', feedId).execute();
}

/** Which of the organisation's feeds a caller sees: all, or one customer's, or one template's of them. */
export interface FeedScope {
  organisationId: string;
  customerId?: string;
  templateId?: string;
}

function inScope(scope: FeedScope) {
  return (eb: ExpressionBuilder<Database, 'feeds'>) =>
    eb.and([
      eb('feeds.organisation_id', '=', scope.organisationId),
      ...(scope.customerId === undefined ? [] : [eb('feeds.customer_id', '=', scope.customerId)]),
      ...(scope.templateId === undefined ? [] : [eb('feeds.template_id', '=', scope.templateId)]),
    ]);
}

/** The feeds in scope, oldest first. */
export function listFeeds(db: Db, scope: FeedScope, offset: number, limit: number): Promise<FeedRow[]> {
  return selectFeeds(db)
    .where(inScope(scope))
    .orderBy('feeds.created_at')
    .orderBy('feeds.feed_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countFeeds(db: Db, scope: FeedScope): Promise<number> {
  const row = await db
    .selectFrom('feeds')
    .where(inScope(scope))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Enabled feeds of a source: those an e-mail to it runs. */
export function enabledFeedsOfSource(db: Db, sourceId: string): Promise<FeedRow[]> {
  return selectFeeds(db)
    .where('feeds.source_id', '=', sourceId)
    .where('feeds.enabled', '=', true)
    .orderBy('feeds.created_at')
    .execute();
}

export async function markFeedRun(db: Db, feedId: string, at: Date): Promise<void> {
  await db.updateTable('feeds').set({ last_run_at: at }).where('feed_id', '=', feedId).execute();
}
