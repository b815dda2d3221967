/** Customers (senders) of an organisation and the templates each may use. */
import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { refusingDuplicates } from '../duplicate-key.ts';
import type { NameValue } from '../schema/index.ts';

export interface CustomerRow {
  customer_id: string;
  organisation_id: string;
  external_id: string | null;
  name: string | null;
  email: string | null;
  language: string | null;
  user_metadata: NameValue[];
  /** The organisation's customer for trying its own templates ("Try it"). */
  trial: boolean;
  created_at: Date;
}

/** What a customer's write sets, templates aside. */
export interface CustomerFields {
  external_id: string | null;
  name: string | null;
  email: string | null;
  language: string | null;
  user_metadata: NameValue[];
}

/** A template a customer may use, as the customer response shows it. */
export interface CustomerTemplate {
  customer_id: string;
  template_handle: string;
  user_metadata: NameValue[];
}

const COLUMNS = [
  'customer_id',
  'organisation_id',
  'external_id',
  'name',
  'email',
  'language',
  'user_metadata',
  'trial',
  'created_at',
] as const;

export function insertCustomer(db: Db, organisationId: string, fields: CustomerFields): Promise<CustomerRow> {
  return refusingDuplicates(
    db
      .insertInto('customers')
      .values({
        organisation_id: organisationId,
        ...fields,
        user_metadata: JSON.stringify(fields.user_metadata),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}

export function updateCustomer(db: Db, customerId: string, fields: CustomerFields): Promise<CustomerRow> {
  return refusingDuplicates(
    db
      .updateTable('customers')
      .set({ ...fields, user_metadata: JSON.stringify(fields.user_metadata) })
      .where('customer_id', '=', customerId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}

export async function deleteCustomer(db: Db, customerId: string): Promise<void> {
  await db.deleteFrom('customers').where('customer_id', '=', customerId).execute();
}

/** By UUID, in any organisation: the caller tells "another organisation's" (403) from "unknown" (404). */
export function findCustomerById(db: Db, customerId: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').select(COLUMNS).where('customer_id', '=', customerId).executeTakeFirst();
}

export function findCustomerByExternalId(
  db: Db,
  organisationId: string,
  externalId: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

/** E-mails are unique per organisation without regard to case, as the unique index says. */
export function findCustomerByEmail(
  db: Db,
  organisationId: string,
  email: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Case-insensitive substring over name, e-mail and external ID; LIKE wildcards in it are literal. */
function matching(db: Db, organisationId: string, criteria: string | null) {
  let query = db.selectFrom('customers').where('organisation_id', '=', organisationId);
  if (criteria) {
    const pattern = `%${criteria.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('external_id', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export function listCustomers(
  db: Db,
  organisationId: string,
  criteria: string | null,
  offset: number,
  limit: number,
): Promise<CustomerRow[]> {
  return matching(db, organisationId, criteria)
    .select(COLUMNS)
    .orderBy('created_at')
    .orderBy('customer_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countCustomers(
  db: Db,
  organisationId: string,
  criteria: string | null = null,
): Promise<number> {
  const row = await matching(db, organisationId, criteria)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Customers the plan's CUSTOMERS limit counts: every one but the organisation's trial customer. */
export async function countPartnerCustomers(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .where('organisation_id', '=', organisationId)
    .where('trial', '=', false)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The organisation's trial customer, if it has been made. */
export function findTrialCustomer(db: Db, organisationId: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('trial', '=', true)
    .executeTakeFirst();
}

/**
 * Makes the organisation's trial customer; a concurrent first use that made it already wins, and
 * its row is answered (the unique index allows one per organisation).
 */
export async function insertTrialCustomer(
  db: Db,
  organisationId: string,
  fields: CustomerFields,
): Promise<CustomerRow> {
  await db
    .insertInto('customers')
    .values({
      organisation_id: organisationId,
      ...fields,
      user_metadata: JSON.stringify(fields.user_metadata),
      trial: true,
    })
    .onConflict((oc) => oc.column('organisation_id').where('trial', '=', true).doNothing())
    .execute();
  return (await findTrialCustomer(db, organisationId))!;
}

/** Templates of the organisation among `handles`, by handle. */
export async function findTemplatesByHandles(
  db: Db,
  organisationId: string,
  handles: string[],
): Promise<Map<string, string>> {
  if (handles.length === 0) return new Map();
  const rows = await db
    .selectFrom('templates')
    .select(['template_id', 'handle'])
    .where('organisation_id', '=', organisationId)
    .where('handle', 'in', handles)
    .execute();
  return new Map(rows.map((row) => [row.handle, row.template_id]));
}

/** Replaces the set of templates a customer may use. */
export async function setCustomerTemplates(db: Db, customerId: string, templateIds: string[]): Promise<void> {
  await db.deleteFrom('customer_templates').where('customer_id', '=', customerId).execute();
  if (templateIds.length === 0) return;
  await db
    .insertInto('customer_templates')
    .values(templateIds.map((template_id) => ({ customer_id: customerId, template_id })))
    .execute();
}

/** The templates of several customers at once, by handle. */
export function templatesOfCustomers(db: Db, customerIds: string[]): Promise<CustomerTemplate[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_templates')
    .innerJoin('templates', 'templates.template_id', 'customer_templates.template_id')
    .select([
      'customer_templates.customer_id',
      'templates.handle as template_handle',
      'templates.user_metadata',
    ])
    .where('customer_templates.customer_id', 'in', customerIds)
    .orderBy('templates.handle')
    .execute();
}
