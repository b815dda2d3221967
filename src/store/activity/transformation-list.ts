/** The transformations list (`GET /transformations`): newest first, filtered, paged by offset or keyset. */
import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { selectTransformations, type TransformationRow } from '../transformations/transformations.ts';
import {
  type ActivityFilters,
  type ActivityPage,
  type ActivityWindow,
  containing,
  listPage,
  sortAt,
} from './activity-keyset.ts';

/** The whole organisation's, or one customer's (bound to one template or not). */
export type TransformationScope =
  | { organisationId: string }
  | { organisationId: string; customerId: string; templateId: string | null };

/** How a status names steps: a group, or one step. */
export interface StepFilter {
  /** Steps included; null with `excluded` for "every step but". */
  included: readonly string[] | null;
  excluded: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listTransformations(
  db: Db,
  scope: TransformationScope,
  filters: ActivityFilters,
  steps: StepFilter | null,
  window: ActivityWindow,
): Promise<ActivityPage<TransformationRow & { progress: unknown }>> {
  const organisationId = scope.organisationId;
  let query = selectTransformations(db).where('t.organisation_id', '=', organisationId);
  if ('customerId' in scope) {
    query = query.where('t.customer_id', '=', scope.customerId);
    if (scope.templateId) query = query.where('t.template_id', '=', scope.templateId);
  }
  if (filters.templateHandle !== null) query = query.where('tpl.handle', '=', filters.templateHandle);
  if (filters.customerId !== null) {
    const customer = filters.customerId;
    query = query.where('t.customer_id', 'in', (eb) =>
      eb
        .selectFrom('customers')
        .select('customer_id')
        .where('organisation_id', '=', organisationId)
        .where((w) =>
          UUID.test(customer)
            ? w.or([w('external_id', '=', customer), w('customer_id', '=', customer)])
            : w('external_id', '=', customer),
        ),
    );
  }
  if (filters.sourceId !== null) query = query.where('t.source_id', '=', filters.sourceId);
  if (filters.feedId !== null) query = query.where('t.feed_id', '=', filters.feedId);
  if (steps?.included) query = query.where('t.step', 'in', [...steps.included]);
  if (steps?.excluded.length) query = query.where('t.step', 'not in', [...steps.excluded]);
  if (filters.from) query = query.where('t.created_at', '>=', filters.from);
  if (filters.to) query = query.where('t.created_at', '<', filters.to);
  if (filters.criteria) {
    const like = containing(filters.criteria);
    query = query.where((eb) =>
      eb.or([
        eb('t.original_name', 'ilike', like),
        eb('tpl.name', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('customers as c')
            .select(sql`1`.as('one'))
            .whereRef('c.customer_id', '=', 't.customer_id')
            .where((w) =>
              w.or([
                w('c.name', 'ilike', like),
                w('c.email', 'ilike', like),
                w('c.external_id', 'ilike', like),
              ]),
            ),
        ),
      ]),
    );
  }
  return listPage(query, { table: 't', idColumn: 'transformation_id' }, window, filters.after, (q) =>
    q.select(['t.progress', sortAt('t').as('sort_at')]),
  );
}
