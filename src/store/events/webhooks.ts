/** Webhook subscriptions of an organisation and the templates each one listens to. */
import { type Insertable, sql } from 'kysely';
import type { Db } from '../db.ts';
import type { WebhooksTable } from '../schema/events.ts';

export interface WebhookRow {
  webhook_id: string;
  organisation_id: string;
  url: string;
  events: string[];
  all_templates: boolean;
  enabled: boolean;
  created_at: Date;
}

/** What a new subscription stores; its secret, sealed, is written here and read only to sign. */
export type NewWebhook = Required<Omit<Insertable<WebhooksTable>, 'deleted_at'>>;

/** Where a subscription's deliveries go, and its sealed signing secret. */
export interface Signing {
  webhook_id: string;
  url: string;
  secret: string;
  deleted_at: Date | null;
}

const COLUMNS = [
  'webhook_id',
  'organisation_id',
  'url',
  'events',
  'all_templates',
  'enabled',
  'created_at',
] as const;

export function insertWebhook(db: Db, row: NewWebhook): Promise<WebhookRow> {
  return db.insertInto('webhooks').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function setWebhookTemplates(db: Db, webhookId: string, templateIds: string[]): Promise<void> {
  if (templateIds.length === 0) return;
  await db
    .insertInto('webhook_templates')
    .values(templateIds.map((template_id) => ({ webhook_id: webhookId, template_id })))
    .execute();
}

/** What an update of a subscription sets. */
export type WebhookChange = Pick<WebhookRow, 'url' | 'events' | 'all_templates' | 'enabled'>;

/** Sets a live subscription's fields and the templates it listens to (none kept from before). */
export async function updateWebhook(
  db: Db,
  organisationId: string,
  webhookId: string,
  change: WebhookChange,
  templateIds: string[],
): Promise<WebhookRow> {
  const row = await db
    .updateTable('webhooks')
    .set(change)
    .where('organisation_id', '=', organisationId)
    .where('webhook_id', '=', webhookId)
    .where('deleted_at', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('webhook_templates').where('webhook_id', '=', webhookId).execute();
  await setWebhookTemplates(db, webhookId, templateIds);
  return row;
}

/**
 * The organisation a live subscription belongs to, whatever the caller's: the service tells
 * another organisation's (403) from an unknown one (404) with it, and reads nothing else.
 */
export async function organisationOfWebhook(db: Db, webhookId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('webhooks')
    .select('organisation_id')
    .where('webhook_id', '=', webhookId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.organisation_id;
}

export function findWebhook(
  db: Db,
  organisationId: string,
  webhookId: string,
): Promise<WebhookRow | undefined> {
  return db
    .selectFrom('webhooks')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('webhook_id', '=', webhookId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function countWebhooks(db: Db, organisationId: string): Promise<number> {
  const { n } = await db
    .selectFrom('webhooks')
    .select(sql<string>`count(*)`.as('n'))
    .where('organisation_id', '=', organisationId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Live subscriptions in creation order. */
export function listWebhooks(
  db: Db,
  organisationId: string,
  offset: number,
  limit: number,
): Promise<WebhookRow[]> {
  return db
    .selectFrom('webhooks')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('webhook_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Handles of the templates each subscription listens to (templates deleted since drop out). */
export function templatesOfWebhooks(
  db: Db,
  webhookIds: string[],
): Promise<{ webhook_id: string; handle: string }[]> {
  if (webhookIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_templates as w')
    .innerJoin('templates as t', 't.template_id', 'w.template_id')
    .select(['w.webhook_id', 't.handle'])
    .where('w.webhook_id', 'in', webhookIds)
    .orderBy('t.handle')
    .execute();
}

export async function markWebhookDeleted(
  db: Db,
  organisationId: string,
  webhookId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('webhooks')
    .set({ deleted_at: at })
    .where('organisation_id', '=', organisationId)
    .where('webhook_id', '=', webhookId)
    .execute();
}

/** Live, enabled subscriptions of the organisation that hear `type` for `templateId`. */
export function subscribersOf(
  db: Db,
  organisationId: string,
  type: string,
  templateId: string | null,
): Promise<{ webhook_id: string }[]> {
  return db
    .selectFrom('webhooks as w')
    .select(['w.webhook_id'])
    .where('w.organisation_id', '=', organisationId)
    .where('w.deleted_at', 'is', null)
    .where('w.enabled', '=', true)
    .where(sql<boolean>`${type} = ANY(w.events)`)
    .where((eb) =>
      // An event of no template (a bulk import of customers) reaches only subscriptions to all.
      templateId === null
        ? eb('w.all_templates', '=', true)
        : eb.or([
            eb('w.all_templates', '=', true),
            eb.exists(
              eb
                .selectFrom('webhook_templates as t')
                .select('t.template_id')
                .whereRef('t.webhook_id', '=', 'w.webhook_id')
                .where('t.template_id', '=', templateId),
            ),
          ]),
    )
    .orderBy('w.created_at')
    .execute();
}

/** The url and secret of a subscription, for signing a delivery (deleted ones included: they say so). */
export function signingOf(db: Db, organisationId: string, webhookId: string): Promise<Signing | undefined> {
  return db
    .selectFrom('webhooks')
    .select(['webhook_id', 'url', 'secret', 'deleted_at'])
    .where('organisation_id', '=', organisationId)
    .where('webhook_id', '=', webhookId)
    .executeTakeFirst();
}
