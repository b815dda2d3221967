/** Submissions: what a transformation delivered, with its counters and files, readable for good. */

import { sql } from 'kysely';
import { isUuid } from '../domain/uuid.ts';
import {
  type ActivityFilters,
  type ActivityPage,
  type ActivityWindow,
  containing,
  notOlderThan,
  olderThan,
  sortAt,
} from './activity-keyset.ts';
import type { Db } from './db.ts';
import { type SubmissionConnector, submissionConnector } from './submission-connector.ts';

export interface SubmissionRow {
  submission_id: string;
  transformation_id: string | null;
  organisation_id: string;
  template_id: string | null;
  customer_id: string | null;
  customer_external_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  source_id: string | null;
  /** The source's name, when the file came from a source that still exists. */
  source_name: string | null;
  created_by: string;
  template_name: string | null;
  template_item: string | null;
  template_picture_url: string | null;
  target_name: string | null;
  /** The uploaded file's name, while its transformation exists. */
  original_name: string | null;
  maximum_number_of_columns: number;
  counters: Record<string, number> | null;
  files: Record<string, string>;
  failed: boolean;
  error_message: string | null;
  /** Made by the organisation's trial customer ("Try it"). */
  trial: boolean;
  /** The submission this one replays; null otherwise. */
  replay_of: string | null;
  created_at: Date;
  processed_at: Date | null;
  pushed_at: Date | null;
  /** The specification's `connector` block (see submission-connector.ts). */
  connector: SubmissionConnector | null;
}

export interface NewSubmission {
  submission_id: string;
  transformation_id: string;
  organisation_id: string;
  template_id: string;
  customer_id: string | null;
  source_id: string | null;
  /** The feed that ran the transformation, when one did. */
  feed_id?: string | null;
  created_by: string;
  template_name: string | null;
  template_item: string | null;
  template_picture_url: string | null;
}

/** Who may list which submissions: a whole organisation, one customer, or one receiver user's own. */
export type SubmissionScope =
  | { organisationId: string }
  | {
      organisationId: string;
      customerId: string;
      /** Only this template's, for a customer's login bound to one; null for all. */
      templateId?: string | null;
    }
  | { organisationId: string; createdBy: string };

function selectRows(db: Db) {
  return (
    db
      .selectFrom('submissions as s')
      .leftJoin('customers as c', 'c.customer_id', 's.customer_id')
      // The source a run fetched its file from; its name as it is now (null once deleted).
      .leftJoin('sources as src', (join) =>
        join
          .onRef('src.source_id', '=', 's.source_id')
          .onRef('src.organisation_id', '=', 's.organisation_id'),
      )
      .select([
        's.submission_id',
        's.transformation_id',
        's.organisation_id',
        's.template_id',
        's.customer_id',
        'c.external_id as customer_external_id',
        'c.name as customer_name',
        'c.email as customer_email',
        's.source_id',
        'src.name as source_name',
        's.created_by',
        's.template_name',
        's.template_item',
        's.template_picture_url',
        's.target_name',
        sql<
          string | null
        >`(SELECT t.original_name FROM transformations t WHERE t.transformation_id = s.transformation_id)`.as(
          'original_name',
        ),
        's.maximum_number_of_columns',
        's.counters',
        's.files',
        's.failed',
        's.error_message',
        's.trial',
        's.replay_of',
        's.created_at',
        's.processed_at',
        's.pushed_at',
        submissionConnector().as('connector'),
      ])
  );
}

/** The submission keeps whether its customer is the trial one: the mark outlives that customer. */
export async function insertSubmission(db: Db, row: NewSubmission): Promise<void> {
  const trial = row.customer_id
    ? sql<boolean>`coalesce((SELECT trial FROM customers WHERE customer_id = ${row.customer_id}), false)`
    : false;
  // A replay's submission names the submission its transformation replays.
  const replayOf = sql<
    string | null
  >`(SELECT replay_of FROM transformations WHERE transformation_id = ${row.transformation_id})`;
  await db
    .insertInto('submissions')
    .values({ ...row, trial, replay_of: replayOf })
    .execute();
}

export function findSubmission(db: Db, submissionId: string): Promise<SubmissionRow | undefined> {
  return selectRows(db).where('s.submission_id', '=', submissionId).executeTakeFirst();
}

export function findSubmissionOfTransformation(
  db: Db,
  transformationId: string,
): Promise<SubmissionRow | undefined> {
  return selectRows(db).where('s.transformation_id', '=', transformationId).executeTakeFirst();
}

/** What the submit stage writes once the files are in place (or the reason it failed). */
export interface SubmissionResult {
  target_name?: string | null;
  maximum_number_of_columns?: number;
  counters?: Record<string, number> | null;
  files?: Record<string, string>;
  failed: boolean;
  error_message: string | null;
  processed_at: Date;
}

export async function completeSubmission(
  db: Db,
  submissionId: string,
  result: SubmissionResult,
): Promise<void> {
  const { counters, files, ...rest } = result;
  await db
    .updateTable('submissions')
    .set({
      ...rest,
      ...(counters !== undefined ? { counters: counters && JSON.stringify(counters) } : {}),
      ...(files !== undefined ? { files: JSON.stringify(files) } : {}),
    })
    .where('submission_id', '=', submissionId)
    .execute();
}

/**
 * Records when the receiver was first told the target file is ready (a push that went through, or a
 * READY_FOR_DOWNLOAD webhook delivered); later ones leave the first time as it is.
 */
export async function markSubmissionPushed(db: Db, submissionId: string, at: Date): Promise<void> {
  await db
    .updateTable('submissions')
    .set({ pushed_at: at })
    .where('submission_id', '=', submissionId)
    .where('pushed_at', 'is', null)
    .execute();
}

/**
 * A page of submissions, newest first (created_at desc, submission_id desc), filtered; `criteria`
 * searches the customer's name, e-mail and external ID, the template's name, the target file's name
 * and the uploaded file's name. A handle, customer, source or feed the organisation does not have
 * matches nothing.
 */
export async function listSubmissions(
  db: Db,
  scope: SubmissionScope,
  filters: ActivityFilters,
  window: ActivityWindow,
): Promise<ActivityPage<SubmissionRow>> {
  const organisationId = scope.organisationId;
  let query = selectRows(db).where('s.organisation_id', '=', organisationId);
  if ('customerId' in scope) query = query.where('s.customer_id', '=', scope.customerId);
  if ('customerId' in scope && scope.templateId) query = query.where('s.template_id', '=', scope.templateId);
  if ('createdBy' in scope) query = query.where('s.created_by', '=', scope.createdBy);
  if (filters.templateHandle !== null) {
    query = query.where('s.template_id', 'in', (eb) =>
      eb
        .selectFrom('templates')
        .select('template_id')
        .where('organisation_id', '=', organisationId)
        .where('handle', '=', filters.templateHandle),
    );
  }
  if (filters.customerId !== null) {
    const customer = filters.customerId;
    query = query.where('s.customer_id', 'in', (eb) =>
      eb
        .selectFrom('customers')
        .select('customer_id')
        .where('organisation_id', '=', organisationId)
        .where((w) =>
          isUuid(customer)
            ? w.or([w('external_id', '=', customer), w('customer_id', '=', customer)])
            : w('external_id', '=', customer),
        ),
    );
  }
  if (filters.sourceId !== null) query = query.where('s.source_id', '=', filters.sourceId);
  if (filters.feedId !== null) query = query.where('s.feed_id', '=', filters.feedId);
  switch (filters.status) {
    case 'running':
      query = query.where('s.processed_at', 'is', null).where('s.failed', '=', false);
      break;
    case 'failed':
      query = query.where('s.failed', '=', true);
      break;
    case 'processed':
    case 'with_errors': {
      const inError = sql<boolean>`coalesce((s.counters->>'rows_in_error')::bigint, 0) > 0`;
      query = query
        .where('s.processed_at', 'is not', null)
        .where('s.failed', '=', false)
        .where(filters.status === 'with_errors' ? inError : sql<boolean>`NOT ${inError}`);
      break;
    }
  }
  if (filters.from) query = query.where('s.created_at', '>=', filters.from);
  if (filters.to) query = query.where('s.created_at', '<', filters.to);
  if (filters.criteria) {
    const like = containing(filters.criteria);
    query = query.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', like),
        eb('c.email', 'ilike', like),
        eb('c.external_id', 'ilike', like),
        eb('s.template_name', 'ilike', like),
        eb('s.target_name', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('transformations as t')
            .select(sql`1`.as('one'))
            .whereRef('t.transformation_id', '=', 's.transformation_id')
            .where('t.original_name', 'ilike', like),
        ),
      ]),
    );
  }
  const after = filters.after;
  const counted = await query
    .clearSelect()
    .select(sql<string>`count(*)`.as('total'))
    .select(
      after
        ? sql<string>`count(*) FILTER (WHERE ${notOlderThan('s', 'submission_id', after)})`.as('before')
        : sql<string>`0`.as('before'),
    )
    .executeTakeFirstOrThrow();
  let paged = query.select(sortAt('s').as('sort_at'));
  paged = after ? paged.where(olderThan('s', 'submission_id', after)) : paged.offset(window.offset);
  const rows = await paged
    .orderBy('s.created_at', 'desc')
    .orderBy('s.submission_id', 'desc')
    .limit(window.limit + 1)
    .execute();
  return {
    rows: rows.slice(0, window.limit),
    total: Number(counted.total),
    before: Number(counted.before),
    more: rows.length > window.limit,
  };
}

/** Removes a submission that delivered nothing (refused by its whole-file check), so a new one can be made. */
export async function deleteSubmission(db: Db, submissionId: string): Promise<void> {
  await db.deleteFrom('submissions').where('submission_id', '=', submissionId).execute();
}
