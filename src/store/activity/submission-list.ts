/**
 * Lists of submissions (`GET /submissions`): a page at a time by keyset, filtered, within what the
 * caller may see. One submission's reads and writes: ../submissions/submissions.ts.
 */
import { sql } from 'kysely';
import { isUuid } from '../../domain/uuid.ts';
import type { Db } from '../db.ts';
import { type SubmissionRow, selectSubmissionRows } from '../submissions/submissions.ts';
import {
  type ActivityFilters,
  type ActivityPage,
  type ActivityWindow,
  containing,
  listPage,
  sortAt,
} from './activity-keyset.ts';

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
  let query = selectSubmissionRows(db).where('s.organisation_id', '=', organisationId);
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
  return listPage(query, { table: 's', idColumn: 'submission_id' }, window, filters.after, (q) =>
    q.select(sortAt('s').as('sort_at')),
  );
}
