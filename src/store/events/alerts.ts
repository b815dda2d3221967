/** The alerts of organisations and when each last fired (migration 0026). */
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../db.ts';
import type { AlertsTable } from '../schema/events.ts';

export type AlertRow = Selectable<AlertsTable>;
export type AlertKind = AlertsTable['kind'];

/** What a write sets. */
export type AlertFields = Pick<
  AlertRow,
  'kind' | 'template_ids' | 'feed_id' | 'threshold' | 'recipients' | 'webhook_id' | 'enabled'
>;

const COLUMNS = [
  'alert_id',
  'organisation_id',
  'kind',
  'template_ids',
  'feed_id',
  'threshold',
  'recipients',
  'webhook_id',
  'enabled',
  'created_at',
  'updated_at',
] as const;

export function insertAlert(db: Db, row: Insertable<AlertsTable>): Promise<AlertRow> {
  return db.insertInto('alerts').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateAlert(
  db: Db,
  organisationId: string,
  alertId: string,
  fields: AlertFields,
  at: Date,
): Promise<AlertRow> {
  return db
    .updateTable('alerts')
    .set({ ...fields, updated_at: at })
    .where('organisation_id', '=', organisationId)
    .where('alert_id', '=', alertId)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteAlert(db: Db, organisationId: string, alertId: string): Promise<void> {
  await db
    .deleteFrom('alerts')
    .where('organisation_id', '=', organisationId)
    .where('alert_id', '=', alertId)
    .execute();
}

export function findAlert(db: Db, organisationId: string, alertId: string): Promise<AlertRow | undefined> {
  return db
    .selectFrom('alerts')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('alert_id', '=', alertId)
    .executeTakeFirst();
}

/** The organisation an alert belongs to, whichever it is: tells 403 from 404. */
export async function organisationOfAlert(db: Db, alertId: string): Promise<string | null> {
  const row = await db
    .selectFrom('alerts')
    .select('organisation_id')
    .where('alert_id', '=', alertId)
    .executeTakeFirst();
  return row?.organisation_id ?? null;
}

export async function countAlerts(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom('alerts')
    .where('organisation_id', '=', organisationId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where a keyset page starts: after this alert in (created_at, alert_id) order. */
export interface AlertKey {
  created_at: Date;
  alert_id: string;
}

export function listAlerts(
  db: Db,
  organisationId: string,
  after: AlertKey | null,
  offset: number,
  limit: number,
): Promise<AlertRow[]> {
  let query = db.selectFrom('alerts').select(COLUMNS).where('organisation_id', '=', organisationId);
  if (after) {
    query = query.where(
      sql<boolean>`(created_at, alert_id) > (${after.created_at}, ${after.alert_id}::uuid)`,
    );
  }
  return query.orderBy('created_at').orderBy('alert_id').offset(offset).limit(limit).execute();
}

/** The enabled alerts of a kind that watch `templateId` (every template, or it among theirs). */
export function alertsWatching(
  db: Db,
  organisationId: string,
  kind: AlertKind,
  templateId: string,
): Promise<AlertRow[]> {
  return db
    .selectFrom('alerts')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('kind', '=', kind)
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([eb('template_ids', 'is', null), sql<boolean>`${templateId}::uuid = ANY(template_ids)`]),
    )
    .orderBy('created_at')
    .execute();
}

/** Every enabled feed_silent alert, with its feed's schedule and when the feed last made a file. */
export function silentFeedWatches(db: Db) {
  return db
    .selectFrom('alerts as a')
    .innerJoin('feeds as f', 'f.feed_id', 'a.feed_id')
    .select(COLUMNS.map((c) => `a.${c}` as const))
    .select([
      'f.cron',
      'f.timezone',
      'f.enabled as feed_enabled',
      'f.name as feed_name',
      'f.created_at as feed_created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('transformations as t')
        .whereRef('t.feed_id', '=', 'f.feed_id')
        .select((inner) => inner.fn.max('t.created_at').as('at'))
        .as('last_file_at'),
    )
    .where('a.kind', '=', 'feed_silent')
    .where('a.enabled', '=', true)
    .execute();
}

/**
 * Records that `alertId` fires for `cause` at `at`, unless it fired for it less than an hour
 * before: true when it may fire. One statement, so two processes cannot both fire.
 */
export async function claimFiring(db: Db, alertId: string, cause: string, at: Date): Promise<boolean> {
  const { rows } = await sql<{ alert_id: string }>`
    INSERT INTO alert_firings (alert_id, cause, fired_at) VALUES (${alertId}, ${cause}, ${at})
    ON CONFLICT (alert_id, cause) DO UPDATE SET fired_at = excluded.fired_at
      WHERE alert_firings.fired_at <= excluded.fired_at - interval '1 hour'
    RETURNING alert_id
  `.execute(db);
  return rows.length > 0;
}

/** E-mail and language of the recipients who are still members of the organisation. */
export function recipientsOf(db: Db, organisationId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['user_id', 'email', 'language'])
    .where('organisation_id', '=', organisationId)
    .where('user_id', 'in', userIds)
    .execute();
}

/** Users of the organisation by e-mail (case-insensitive), for checking recipients. */
export function membersByEmail(db: Db, organisationId: string, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['user_id', 'email'])
    .where('organisation_id', '=', organisationId)
    .where(sql<boolean>`lower(email) = ANY(${emails.map((e) => e.toLowerCase())}::text[])`)
    .execute();
}

/** Template handles by id, for showing an alert's templates. */
export function handlesOf(db: Db, templateIds: string[]) {
  if (templateIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('templates')
    .select(['template_id', 'handle'])
    .where('template_id', 'in', templateIds)
    .execute();
}

/** A deleted webhook is no longer any alert's: its alerts keep e-mailing their recipients. */
export async function forgetAlertWebhook(db: Db, organisationId: string, webhookId: string): Promise<void> {
  await db
    .updateTable('alerts')
    .set({ webhook_id: null })
    .where('organisation_id', '=', organisationId)
    .where('webhook_id', '=', webhookId)
    .execute();
}
