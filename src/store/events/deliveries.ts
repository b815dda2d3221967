/**
 * One view over the three channels that deliver outside Ferry (DESIGN §10 "Deliveries"): webhook
 * deliveries, pushes and e-mails. Each channel keeps its own tables, which stay the truth its
 * sender reads and writes; this is only a union over them, so nothing is written twice. A push is
 * one delivery per submission: its id is the submission's.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db.ts';

export type Channel = 'webhook' | 'push' | 'email';
export type DeliveryState = 'pending' | 'succeeded' | 'failed';

export interface DeliveryListRow {
  delivery_id: string;
  channel: Channel;
  target: string | null;
  event: string;
  submission_id: string | null;
  status: DeliveryState;
  created_at: Date;
  next_attempt_at: Date | null;
}

export interface DeliveryFilter {
  organisationId: string;
  channel?: Channel | null;
  status?: DeliveryState | null;
  submissionId?: string | null;
  from?: Date | null;
  to?: Date | null;
  /** Keyset: only deliveries older than this one (created_at, then id, both descending). */
  after?: { createdAt: Date; deliveryId: string } | null;
  limit: number;
}

/** The event's submission, when its data is a Submission (READY_FOR_DOWNLOAD). */
const WEBHOOK_SUBMISSION = sql`CASE WHEN d.body::jsonb #>> '{data,submission_id}' ~ '^[0-9a-fA-F-]{36}$'
  THEN (d.body::jsonb #>> '{data,submission_id}')::uuid END`;

/**
 * Times cut to the millisecond, as JavaScript reads them: the keyset cursor carries one, and a
 * cursor must compare equal to the row it came from.
 */
const MS = (table: string) =>
  sql`date_trunc('milliseconds', ${sql.ref(`${table}.created_at`)}) AS created_at`;

function union(organisationId: string): RawBuilder<unknown> {
  return sql`
    SELECT d.delivery_id, 'webhook' AS channel, w.url AS target, d.type AS event,
           ${WEBHOOK_SUBMISSION} AS submission_id, d.status, ${MS('d')}, d.next_attempt_at
      FROM webhook_deliveries d JOIN webhooks w ON w.webhook_id = d.webhook_id
     WHERE d.organisation_id = ${organisationId}
    UNION ALL
    SELECT p.submission_id, 'push', tpl.push ->> 'url', 'SUBMISSION_PUSH', p.submission_id,
           CASE p.status WHEN 'given_up' THEN 'failed' ELSE p.status END, ${MS('p')}, NULL::timestamptz
      FROM pushes p LEFT JOIN templates tpl ON tpl.template_id = p.template_id
     WHERE p.organisation_id = ${organisationId}
    UNION ALL
    SELECT e.delivery_id, 'email', e.recipient, e.event, e.submission_id, e.status, ${MS('e')},
           NULL::timestamptz
      FROM email_deliveries e
     WHERE e.organisation_id = ${organisationId}`;
}

export async function listAllDeliveries(db: Db, filter: DeliveryFilter): Promise<DeliveryListRow[]> {
  const conditions = [sql`true`];
  if (filter.channel) conditions.push(sql`channel = ${filter.channel}`);
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.submissionId) conditions.push(sql`submission_id = ${filter.submissionId}::uuid`);
  if (filter.from) conditions.push(sql`created_at >= ${filter.from}`);
  if (filter.to) conditions.push(sql`created_at < ${filter.to}`);
  if (filter.after) {
    conditions.push(
      sql`(created_at, delivery_id) < (${filter.after.createdAt}, ${filter.after.deliveryId}::uuid)`,
    );
  }
  const { rows } = await sql<DeliveryListRow>`
    SELECT * FROM (${union(filter.organisationId)}) AS x
     WHERE ${sql.join(conditions, sql` AND `)}
     ORDER BY created_at DESC, delivery_id DESC
     LIMIT ${filter.limit}`.execute(db);
  return rows;
}

export async function findAnyDelivery(
  db: Db,
  organisationId: string,
  deliveryId: string,
): Promise<DeliveryListRow | undefined> {
  const { rows } = await sql<DeliveryListRow>`
    SELECT * FROM (${union(organisationId)}) AS x WHERE delivery_id = ${deliveryId}::uuid LIMIT 1`.execute(
    db,
  );
  return rows[0];
}

/** One attempt as the list shows it, whatever its channel. */
export interface DeliveryAttemptRow {
  delivery_id: string;
  at: Date;
  status_code: number | null;
  duration_ms: number;
  excerpt: string | null;
}

/** The attempts of the given deliveries, oldest first; the callers have read them through their organisation. */
export async function attemptsOfDeliveries(db: Db, rows: DeliveryListRow[]): Promise<DeliveryAttemptRow[]> {
  const ids = (channel: Channel) => rows.filter((r) => r.channel === channel).map((r) => r.delivery_id);
  const [webhook, push, email] = [ids('webhook'), ids('push'), ids('email')];
  const none = Promise.resolve([] as DeliveryAttemptRow[]);
  const found = await Promise.all([
    webhook.length
      ? db
          .selectFrom('webhook_attempts')
          .select([
            'delivery_id',
            'started_at as at',
            'status_code',
            'duration_ms',
            sql<string | null>`coalesce(response_excerpt, error)`.as('excerpt'),
          ])
          .where('delivery_id', 'in', webhook)
          .orderBy('attempt')
          .execute()
      : none,
    push.length
      ? db
          .selectFrom('push_requests')
          .select([
            'submission_id as delivery_id',
            'started_at as at',
            'status as status_code',
            'duration_ms',
            'error as excerpt',
          ])
          .where('submission_id', 'in', push)
          .orderBy('request')
          .execute()
      : none,
    email.length
      ? db
          .selectFrom('email_attempts')
          .select([
            'delivery_id',
            'started_at as at',
            sql<null>`NULL::integer`.as('status_code'),
            'duration_ms',
            'error as excerpt',
          ])
          .where('delivery_id', 'in', email)
          .orderBy('attempt')
          .execute()
      : none,
  ]);
  return found.flat();
}
