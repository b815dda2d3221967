/** Submissions: what a transformation delivered, with its counters and files, readable for good. */

import { type Insertable, sql } from 'kysely';
import type { Db } from '../db.ts';
import { refusingDuplicates } from '../duplicate-key.ts';
import type { SubmissionsTable } from '../schema/transformations.ts';
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

type SubmissionInsert = Insertable<SubmissionsTable>;

/**
 * A submission as a submit first writes it: the table's own columns, each one required but the
 * feed, and the transformation and template, which a new submission always has.
 */
export type NewSubmission = Required<
  Pick<
    SubmissionInsert,
    | 'submission_id'
    | 'organisation_id'
    | 'customer_id'
    | 'source_id'
    | 'created_by'
    | 'template_name'
    | 'template_item'
    | 'template_picture_url'
  >
> &
  Pick<SubmissionInsert, 'feed_id'> & { transformation_id: string; template_id: string };

/** The columns every read of a submission selects, the customer's, source's and feed's names joined. */
export function selectSubmissionRows(db: Db) {
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
  await refusingDuplicates(
    db
      .insertInto('submissions')
      .values({ ...row, trial, replay_of: replayOf })
      .execute(),
  );
}

export function findSubmission(db: Db, submissionId: string): Promise<SubmissionRow | undefined> {
  return selectSubmissionRows(db).where('s.submission_id', '=', submissionId).executeTakeFirst();
}

export function findSubmissionOfTransformation(
  db: Db,
  transformationId: string,
): Promise<SubmissionRow | undefined> {
  return selectSubmissionRows(db).where('s.transformation_id', '=', transformationId).executeTakeFirst();
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

/** Removes a submission that delivered nothing (refused by its whole-file check), so a new one can be made. */
export async function deleteSubmission(db: Db, submissionId: string): Promise<void> {
  await db.deleteFrom('submissions').where('submission_id', '=', submissionId).execute();
}
