/**
 * The delivery log's filters, kept in the address (`?channel=push&status=failed&from=2026-12-01`)
 * so that a reload or a shared link shows the same list; `?lang=` stays beside them.
 */
import { CHANNELS, type Channel, type DeliveryStatus, STATUSES } from './types.ts';

export interface Filters {
  channel: Channel | '';
  status: DeliveryStatus | '';
  /** A day, YYYY-MM-DD, from its start in the browser's time zone. */
  from: string;
  /** A day, YYYY-MM-DD, up to its end (inclusive). */
  to: string;
  /** A submission's id as typed; sent once it is a whole UUID. */
  submission: string;
}

export const NO_FILTERS: Filters = { channel: '', status: '', from: '', to: '', submission: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value.trim());
}

export function readFilters(search = location.search): Filters {
  const query = new URLSearchParams(search);
  const channel = query.get('channel') ?? '';
  const status = query.get('status') ?? '';
  const day = (name: string) => (DAY.test(query.get(name) ?? '') ? query.get(name)! : '');
  return {
    channel: (CHANNELS as string[]).includes(channel) ? (channel as Channel) : '',
    status: (STATUSES as string[]).includes(status) ? (status as DeliveryStatus) : '',
    from: day('from'),
    to: day('to'),
    submission: query.get('submission') ?? '',
  };
}

/** Puts the filters in the address without a new history entry (each change would be one). */
export function writeFilters(filters: Filters): void {
  const query = new URLSearchParams();
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang) query.set('lang', lang);
  for (const [name, value] of Object.entries(filters)) if (value.trim()) query.set(name, value.trim());
  const search = query.toString();
  history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
}

/** The query of GET /deliveries for these filters and a page's cursor. */
export function deliveryQuery(filters: Filters, cursor: string | null, perPage: number): string {
  const query = new URLSearchParams({ per_page: String(perPage) });
  if (filters.channel) query.set('channel', filters.channel);
  if (filters.status) query.set('status', filters.status);
  if (isUuid(filters.submission)) query.set('submission_id', filters.submission.trim());
  if (filters.from) query.set('from', startOfDay(filters.from).toISOString());
  if (filters.to) {
    const after = startOfDay(filters.to);
    after.setDate(after.getDate() + 1);
    query.set('to', after.toISOString());
  }
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}
