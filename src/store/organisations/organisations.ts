/** Organisations and their plans. */
import { sql } from 'kysely';
import type { Plan } from '../../domain/plans.ts';
import type { Db } from '../db.ts';

export interface OrganisationRow {
  organisation_id: string;
  subdomain: string;
  name: string;
  plan_id: string;
  embed_secret: string;
  line_credit: string;
  /** Shown by the importer; null for none. */
  logo_url: string | null;
  /** `#rrggbb`, lower-case; null for the importer's own colour. */
  brand_color: string | null;
  /** Origins allowed to frame the importer (CSP frame-ancestors). */
  embed_origins: string[];
  /** Whether the AI matcher may be asked about the organisation's files. */
  ai_matching: 'off' | 'on';
  created_at: Date;
}

/** What `PUT /organisation` may change; a property left out keeps its stored value. */
export interface OrganisationProfileChange {
  name?: string;
  logo_url?: string | null;
  brand_color?: string | null;
  embed_origins?: string[];
  ai_matching?: 'off' | 'on';
}

const COLUMNS = [
  'organisation_id',
  'subdomain',
  'name',
  'plan_id',
  'embed_secret',
  'line_credit',
  'logo_url',
  'brand_color',
  'embed_origins',
  'ai_matching',
  'created_at',
] as const;

export function findOrganisationBySubdomain(db: Db, subdomain: string): Promise<OrganisationRow | undefined> {
  return db.selectFrom('organisations').select(COLUMNS).where('subdomain', '=', subdomain).executeTakeFirst();
}

export function findOrganisationById(db: Db, id: string): Promise<OrganisationRow | undefined> {
  return db.selectFrom('organisations').select(COLUMNS).where('organisation_id', '=', id).executeTakeFirst();
}

export function insertOrganisation(
  db: Db,
  row: { subdomain: string; name: string; plan_id: string; embed_secret: string; line_credit: number },
): Promise<OrganisationRow> {
  return db.insertInto('organisations').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function setOrganisationPlan(db: Db, organisationId: string, planId: string): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ plan_id: planId })
    .where('organisation_id', '=', organisationId)
    .execute();
}

export function updateOrganisationProfile(
  db: Db,
  organisationId: string,
  change: OrganisationProfileChange,
): Promise<OrganisationRow> {
  const query = db.updateTable('organisations').where('organisation_id', '=', organisationId);
  // An empty change still answers the row, through a no-op SET.
  return (Object.keys(change).length ? query.set(change) : query.set({ name: sql`name` }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setEmbedSecret(db: Db, organisationId: string, secret: string): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ embed_secret: secret })
    .where('organisation_id', '=', organisationId)
    .execute();
}

export async function planOfOrganisation(
  db: Db,
  organisationId: string,
): Promise<Plan & { plan_id: string }> {
  const row = await db
    .selectFrom('plans')
    .innerJoin('organisations', 'organisations.plan_id', 'plans.plan_id')
    .select(['plans.plan_id', 'plans.name', 'plans.permissions', 'plans.limitations'])
    .where('organisations.organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return row;
}

export function findPlanByName(db: Db, name: string) {
  return db
    .selectFrom('plans')
    .select(['plan_id', 'name', 'permissions', 'limitations'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Inserts or replaces a plan by name; returns its id. */
export async function upsertPlan(db: Db, plan: Plan): Promise<string> {
  const row = await db
    .insertInto('plans')
    .values({ name: plan.name, permissions: plan.permissions, limitations: JSON.stringify(plan.limitations) })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ permissions: plan.permissions, limitations: JSON.stringify(plan.limitations) }),
    )
    .returning('plan_id')
    .executeTakeFirstOrThrow();
  return row.plan_id;
}

export function countOrganisationsOnPlan(db: Db, planId: string) {
  return db
    .selectFrom('organisations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('plan_id', '=', planId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/**
 * Moves an organisation's line-credit balance by `delta` (a plan's LINE_CREDIT raised or lowered),
 * never below zero: lines already spent stay spent.
 */
export async function adjustLineCredit(db: Db, organisationId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .updateTable('organisations')
    .set({ line_credit: sql`GREATEST(0, line_credit + ${delta})` })
    .where('organisation_id', '=', organisationId)
    .execute();
}
