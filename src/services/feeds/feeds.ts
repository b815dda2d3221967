/**
 * Feeds (DESIGN §7): a source linked to a template, run on its cron schedule, on each e-mail its
 * source receives, and by hand. A customer (sender) reaches the feeds of its own sources only; the
 * receiver's users and API keys, every feed of the organisation.
 */
import { NotFound, Violation } from '../../domain/errors.ts';
import type { Db } from '../../store/db.ts';
import { countFeedRuns, listFeedRuns } from '../../store/sources/feed-runs.ts';
import {
  countFeeds,
  deleteFeed,
  type FeedFields,
  type FeedRow,
  findFeedById,
  insertFeed,
  listFeeds,
  updateFeed,
} from '../../store/sources/feeds.ts';
import { findSourceById } from '../../store/sources/sources.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import { actorOf, type Principal } from '../principal.ts';
import type { TransformationView } from '../transformations/view.ts';
import { feedOf, listedFeedOwner } from './feed-access.ts';
import type { FeedRunner } from './feed-runner.ts';
import { type FeedRunView, type FeedView, feedRunView, feedView } from './feed-view.ts';
import { EMAIL_RUNS, type FeedWrite, feedFields } from './feed-write.ts';

/** GET /transformation/{id} as the caller reads it: what `POST /feed/{id}/run` answers. */
export type ReadTransformation = (
  principal: Principal,
  transformationId: string,
) => Promise<TransformationView>;

export class FeedService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly runner: FeedRunner,
    private readonly readTransformation: ReadTransformation,
  ) {}

  async create(principal: Principal, body: FeedWrite): Promise<FeedView> {
    const now = this.ctx.now();
    const fields = await feedFields(this.ctx.db, principal, body, undefined, now);
    return this.ctx.db.transaction().execute(async (trx) => {
      const feedId = await insertFeed(trx, principal.organisationId, fields, now);
      const after = await this.view(feedId, trx);
      await recordChange(this.ctx, trx, principal, {
        action: 'create',
        resource_type: 'feed',
        resource_id: feedId,
        after,
      });
      return after;
    });
  }

  async get(principal: Principal, feedId: string): Promise<FeedView> {
    return feedView(await feedOf(this.ctx.db, principal, feedId));
  }

  /** Properties not sent stay as they are. */
  async update(principal: Principal, feedId: string, body: FeedWrite): Promise<FeedView> {
    const stored = await feedOf(this.ctx.db, principal, feedId);
    const now = this.ctx.now();
    const fields = await feedFields(this.ctx.db, principal, body, stored, now);
    // A feed sent back as it was read is left as it was, `updated_at` included.
    if (unchanged(fields, stored)) return this.view(feedId);
    return this.ctx.db.transaction().execute(async (trx) => {
      await updateFeed(trx, feedId, fields, now);
      const after = await this.view(feedId, trx);
      await recordChange(this.ctx, trx, principal, {
        action: 'update',
        resource_type: 'feed',
        resource_id: feedId,
        before: feedView(stored),
        after,
      });
      return after;
    });
  }

  /** The feed goes; the transformations its runs made stay, as an upload's do. */
  async delete(principal: Principal, feedId: string): Promise<void> {
    const stored = await feedOf(this.ctx.db, principal, feedId);
    await this.ctx.db.transaction().execute(async (trx) => {
      await deleteFeed(trx, feedId);
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'feed',
        resource_id: feedId,
        before: feedView(stored),
      });
    });
  }

  /** In creation order; a customer lists the feeds of its own sources only. */
  async list(principal: Principal, page: PageRequest): Promise<Page<FeedView>> {
    const scope = {
      organisationId: principal.organisationId,
      customerId: listedFeedOwner(principal),
      templateId: principal.kind === 'customer' ? (principal.templateId ?? undefined) : undefined,
    };
    const total = await countFeeds(this.ctx.db, scope);
    const rows = await listFeeds(this.ctx.db, scope, (page.page - 1) * page.per_page, page.per_page);
    return pageOf(rows.map(feedView), total, page);
  }

  /**
   * Runs the feed now (`manual`), paused or not: a pause stops the schedule and e-mail, not a
   * person asking. Answers the run's transformation as GET /transformation/{id} shows it.
   */
  async run(principal: Principal, feedId: string): Promise<TransformationView> {
    const feed = await feedOf(this.ctx.db, principal, feedId);
    const source = await findSourceById(this.ctx.db, feed.source_id);
    if (source?.data_extractor === 'email') throw Violation.of('source_id', feed.source_id, EMAIL_RUNS);
    const { transformationId } = await this.runner.start(feed, 'manual', {
      createdBy: actorOf(principal),
      language: principal.language,
    });
    return this.readTransformation(principal, transformationId);
  }

  /** The feed's runs, newest first. */
  async runs(principal: Principal, feedId: string, page: PageRequest): Promise<Page<FeedRunView>> {
    await feedOf(this.ctx.db, principal, feedId);
    const total = await countFeedRuns(this.ctx.db, feedId);
    const rows = await listFeedRuns(this.ctx.db, feedId, (page.page - 1) * page.per_page, page.per_page);
    return pageOf(rows.map(feedRunView), total, page);
  }

  private async view(feedId: string, db: Db = this.ctx.db): Promise<FeedView> {
    const row = await findFeedById(db, feedId);
    if (!row) throw new NotFound('Feed');
    return feedView(row);
  }
}

function unchanged(fields: FeedFields, stored: FeedRow): boolean {
  return (Object.keys(fields) as (keyof FeedFields)[]).every((key) => {
    const [a, b] = [fields[key], stored[key]];
    return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  });
}
