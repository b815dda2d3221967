/** The audit log's rows: one insert per change, and the newest-first keyset read. */
import type { Db } from '../db.ts';
import type { AuditLogTable } from '../schema/index.ts';

export interface AuditRow {
  event_id: string;
  organisation_id: string;
  at: Date;
  actor_type: string;
  actor_id: string | null;
  actor_label: string | null;
  ip: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  before: unknown;
  after: unknown;
}

export type AuditInsert = Omit<AuditRow, 'event_id' | 'before' | 'after'> & {
  before: unknown;
  after: unknown;
};

export async function insertAuditEntry(db: Db, entry: AuditInsert): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      ...entry,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/** What a reader filters on; every field optional. */
export interface AuditFilter {
  actorId?: string;
  /** `system`: the entries no user, key or customer made. */
  actorType?: 'system';
  resourceType?: string;
  resourceId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** The last entry of the previous page: the next one starts strictly after it. */
  after?: { at: Date; eventId: string };
}

/** Newest first, `limit` rows at most; ties on `at` broken by `event_id`. */
export async function listAuditEntries(
  db: Db,
  organisationId: string,
  filter: AuditFilter,
  limit: number,
): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll().where('organisation_id', '=', organisationId);
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  if (filter.actorType) query = query.where('actor_type', '=', filter.actorType);
  if (filter.resourceType) query = query.where('resource_type', '=', filter.resourceType);
  if (filter.resourceId) query = query.where('resource_id', '=', filter.resourceId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  const after = filter.after;
  if (after)
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('at', 'event_id'), '<', tuple(after.at, after.eventId)),
    );
  const rows = await query.orderBy('at', 'desc').orderBy('event_id', 'desc').limit(limit).execute();
  return rows as AuditRow[];
}

export type { AuditLogTable };
