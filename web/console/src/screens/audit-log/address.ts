/**
 * The audit log's filters, kept in the address (`?resource_type=column&from=2026-12-01`) so that a
 * filtered view can be reloaded, shared or reached with the back button. `lang` stays as it is.
 */
export interface AuditFilters {
  actor: string;
  resource_type: string;
  action: string;
  /** A day, YYYY-MM-DD, in the reader's time zone. */
  from: string;
  to: string;
}

export const FILTER_NAMES = ['actor', 'resource_type', 'action', 'from', 'to'] as const;

export function readFilters(search = location.search): AuditFilters {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name) ?? '';
  return {
    actor: value('actor'),
    resource_type: value('resource_type'),
    action: value('action'),
    from: value('from'),
    to: value('to'),
  };
}

export function writeFilters(filters: AuditFilters): void {
  const params = new URLSearchParams(location.search);
  for (const name of FILTER_NAMES) {
    if (filters[name]) params.set(name, filters[name]);
    else params.delete(name);
  }
  const query = params.toString();
  history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}`);
}

/** The query of `GET /audit-log`: days become instants, `to` the end of its day. */
export function auditQuery(filters: AuditFilters, cursor: string | null): string {
  const params = new URLSearchParams({ per_page: '20' });
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.resource_type) params.set('resource_type', filters.resource_type);
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    params.set('to', end.toISOString());
  }
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
