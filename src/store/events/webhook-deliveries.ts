/** Deliveries of events to webhook subscriptions and every attempt made at each. */
import { type Insertable, sql } from 'kysely';
import type { Db } from '../db.ts';
import type { WebhookDeliveriesTable } from '../schema/events.ts';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface DeliveryRow {
  delivery_id: string;
  message_id: string;
  webhook_id: string;
  organisation_id: string;
  type: string;
  body: string;
  status: DeliveryStatus;
  automatic_tries: number;
  attempts_made: number;
  next_attempt_at: Date | null;
  created_at: Date;
}

/** A delivery as its event writes it; its status and counters start at their defaults. */
export type NewDelivery = Required<
  Pick<
    Insertable<WebhookDeliveriesTable>,
    'message_id' | 'webhook_id' | 'organisation_id' | 'type' | 'body' | 'next_attempt_at' | 'created_at'
  >
>;

/** What one attempt found; `status_code` is null when no answer came. */
export interface AttemptResult {
  started_at: Date;
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string | null;
  error: string | null;
}

export interface AttemptRow extends AttemptResult {
  delivery_id: string;
  attempt: number;
  automatic: boolean;
}

const COLUMNS = [
  'delivery_id',
  'message_id',
  'webhook_id',
  'organisation_id',
  'type',
  'body',
  'status',
  'automatic_tries',
  'attempts_made',
  'next_attempt_at',
  'created_at',
] as const;

/** Inserts the deliveries; one whose message id is already stored (an event told twice) is skipped. */
export function insertDeliveries(db: Db, rows: NewDelivery[]): Promise<{ delivery_id: string }[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('webhook_deliveries')
    .values(rows)
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning('delivery_id')
    .execute();
}

/** Of the given messages, the deliveries still waiting for their first try. */
export async function firstTriesDue(db: Db, organisationId: string, messageIds: string[]): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select('delivery_id')
    .where('organisation_id', '=', organisationId)
    .where('message_id', 'in', messageIds)
    .where('status', '=', 'pending')
    .where('automatic_tries', '=', 0)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.delivery_id);
}

export function findDelivery(
  db: Db,
  organisationId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('delivery_id', '=', deliveryId)
    .executeTakeFirst();
}

export async function countDeliveries(db: Db, organisationId: string, webhookId: string): Promise<number> {
  const { n } = await db
    .selectFrom('webhook_deliveries')
    .select(sql<string>`count(*)`.as('n'))
    .where('organisation_id', '=', organisationId)
    .where('webhook_id', '=', webhookId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A subscription's deliveries, newest first. */
export function listDeliveries(
  db: Db,
  organisationId: string,
  webhookId: string,
  offset: number,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('webhook_id', '=', webhookId)
    .orderBy('created_at', 'desc')
    .orderBy('delivery_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Attempts of the given deliveries (all of one organisation, read through it), in order. */
export function attemptsOf(db: Db, organisationId: string, deliveryIds: string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_attempts as a')
    .innerJoin('webhook_deliveries as d', 'd.delivery_id', 'a.delivery_id')
    .select([
      'a.delivery_id',
      'a.attempt',
      'a.automatic',
      'a.started_at',
      'a.status_code',
      'a.duration_ms',
      'a.response_excerpt',
      'a.error',
    ])
    .where('d.organisation_id', '=', organisationId)
    .where('a.delivery_id', 'in', deliveryIds)
    .orderBy('a.delivery_id')
    .orderBy('a.attempt')
    .execute();
}

/**
 * Numbers and stores one attempt. The number comes from the delivery's own counter, taken under
 * the row lock, so an automatic and a manual attempt made at once never share one.
 */
export async function recordAttempt(
  db: Db,
  organisationId: string,
  deliveryId: string,
  automatic: boolean,
  result: AttemptResult,
): Promise<number> {
  const { attempts_made } = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ attempts_made: eb('attempts_made', '+', 1) }))
    .where('organisation_id', '=', organisationId)
    .where('delivery_id', '=', deliveryId)
    .returning('attempts_made')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhook_attempts')
    .values({ delivery_id: deliveryId, attempt: attempts_made, automatic, ...result })
    .execute();
  return attempts_made;
}

/**
 * Records that automatic try `tryNumber` ended, with the delivery's new status. Only the first run
 * of a try moves the delivery on (a job run twice finds it moved and returns false), and never
 * once the delivery left `pending` (a manual attempt succeeded meanwhile).
 */
export async function finishAutomaticTry(
  db: Db,
  organisationId: string,
  deliveryId: string,
  tryNumber: number,
  status: DeliveryStatus,
  nextAttemptAt: Date | null,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ automatic_tries: tryNumber, status, next_attempt_at: nextAttemptAt })
    .where('organisation_id', '=', organisationId)
    .where('delivery_id', '=', deliveryId)
    .where('automatic_tries', '=', tryNumber - 1)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A manual attempt that succeeded: the message has been received, whatever was still scheduled. */
export async function markDeliverySucceeded(
  db: Db,
  organisationId: string,
  deliveryId: string,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'succeeded', next_attempt_at: null })
    .where('organisation_id', '=', organisationId)
    .where('delivery_id', '=', deliveryId)
    .execute();
}

/** A delivery that can no longer be made (its subscription was deleted): failed, nothing scheduled. */
export async function abandonDelivery(db: Db, organisationId: string, deliveryId: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null })
    .where('organisation_id', '=', organisationId)
    .where('delivery_id', '=', deliveryId)
    .where('status', '=', 'pending')
    .execute();
}
