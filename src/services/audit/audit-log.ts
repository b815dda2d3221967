/**
 * Reading the audit log (DESIGN §10): owners and admins only, newest first, filtered, paged by
 * keyset. The cursor is the last entry's time and id, so a page stays right while entries arrive.
 */
import { BadRequest, Forbidden, fromCatalog } from '../../domain/errors.ts';
import { type AuditFilter, type AuditRow, listAuditEntries } from '../../store/organisations/audit-log.ts';
import type { ServiceContext } from '../context.ts';
import { isAdmin, type Principal } from '../principal.ts';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from './audit-recorder.ts';

export interface AuditQuery {
  actor?: string;
  resource_type?: string;
  resource_id?: string;
  action?: string;
  from?: string;
  to?: string;
  cursor?: string;
  per_page?: number;
}

export interface AuditEntry {
  event_id: string;
  at: string;
  actor: { type: string; id: string | null; label: string | null };
  ip: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  entries: AuditEntry[];
  items_per_page: number;
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  next_cursor: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const AUDIT_MAX_PER_PAGE = 100;

export class AuditLogService {
  constructor(private readonly ctx: ServiceContext) {}

  async list(principal: Principal, query: AuditQuery): Promise<AuditPage> {
    if (!isAdmin(principal)) throw new Forbidden(...fromCatalog('exception.audit_forbidden'));
    const perPage = query.per_page ?? 20;
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > AUDIT_MAX_PER_PAGE)
      throw badFilter('per_page', 'number');
    const filter = readFilter(query);
    // One more than asked tells whether an older page exists.
    const rows = await listAuditEntries(this.ctx.db, principal.organisationId, filter, perPage + 1);
    const page = rows.slice(0, perPage);
    const last = page.at(-1);
    return {
      entries: page.map(entryView),
      items_per_page: perPage,
      next_cursor: rows.length > perPage && last ? cursorOf(last) : null,
    };
  }
}

function readFilter(query: AuditQuery): AuditFilter {
  const filter: AuditFilter = {};
  if (query.actor === 'system') filter.actorType = 'system';
  else if (query.actor !== undefined) {
    if (!UUID.test(query.actor)) throw badFilter('actor', 'actor');
    filter.actorId = query.actor.toLowerCase();
  }
  if (query.resource_type !== undefined) {
    if (!(AUDIT_RESOURCES as readonly string[]).includes(query.resource_type))
      throw badFilter('resource_type', 'list', AUDIT_RESOURCES);
    filter.resourceType = query.resource_type;
  }
  if (query.resource_id !== undefined) {
    if (query.resource_id.trim() === '' || query.resource_id.length > 200)
      throw badFilter('resource_id', 'identifier');
    filter.resourceId = query.resource_id;
  }
  if (query.action !== undefined) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(query.action))
      throw badFilter('action', 'list', AUDIT_ACTIONS);
    filter.action = query.action;
  }
  if (query.from !== undefined) filter.from = readDate('from', query.from);
  if (query.to !== undefined) filter.to = readDate('to', query.to);
  if (filter.from && filter.to && filter.from > filter.to)
    throw new BadRequest(...fromCatalog('exception.audit_range'));
  if (query.cursor !== undefined) filter.after = readCursor(query.cursor);
  return filter;
}

function readDate(field: 'from' | 'to', text: string): Date {
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime())) throw badFilter(field, 'date');
  return date;
}

function cursorOf(row: AuditRow): string {
  return Buffer.from(`${row.at.toISOString()}|${row.event_id}`).toString('base64url');
}

function readCursor(cursor: string): { at: Date; eventId: string } {
  const [at, eventId, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (extra !== undefined || !eventId || !UUID.test(eventId) || Number.isNaN(date.getTime()))
    throw badFilter('cursor', 'cursor');
  return { at: date, eventId };
}

/** What a filter must be, as `exception.audit_filter` says it (a select of its message). */
type Expected = 'number' | 'actor' | 'list' | 'identifier' | 'date' | 'cursor';

/** The 400 of a filter; `values` are those a `list` filter takes. */
function badFilter(field: string, expected: Expected, values: readonly string[] = []): BadRequest {
  return new BadRequest(
    ...fromCatalog('exception.audit_filter', {
      field,
      expected,
      max: AUDIT_MAX_PER_PAGE,
      values: values.join(', '),
    }),
  );
}

function entryView(row: AuditRow): AuditEntry {
  return {
    event_id: row.event_id,
    at: row.at.toISOString(),
    actor: { type: row.actor_type, id: row.actor_id, label: row.actor_label },
    ip: row.ip,
    action: row.action,
    resource_type: row.resource_type,
    resource_id: row.resource_id,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
