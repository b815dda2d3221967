/** The list's filters, as the address keeps them (`?status=failed&template=orders`) and as the API takes them. */
import { STATUSES, type Status } from './run-status.ts';

export interface Filters {
  status: Status | '';
  template: string;
  customer: string;
  feed: string;
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: Filters = {
  status: '',
  template: '',
  customer: '',
  feed: '',
  from: '',
  to: '',
  q: '',
};

const NAMES = Object.keys(NO_FILTERS) as (keyof Filters)[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromAddress(search: string): Filters {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  return {
    status: (STATUSES as readonly string[]).includes(status) ? (status as Status) : '',
    template: query.get('template') ?? '',
    customer: query.get('customer') ?? '',
    feed: query.get('feed') ?? '',
    from: DAY.test(query.get('from') ?? '') ? query.get('from')! : '',
    to: DAY.test(query.get('to') ?? '') ? query.get('to')! : '',
    q: query.get('q') ?? '',
  };
}

/** The address's query: the filters set, and the language when one was asked for. */
export function filtersToAddress(filters: Filters, lang: string | null): string {
  const query = new URLSearchParams();
  for (const name of NAMES) if (filters[name]) query.set(name, filters[name]);
  if (lang) query.set('lang', lang);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The day after a date (`to` is shown included, and sent as the excluded start of the next day). */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The API call of a page. Delivered files sorted by outcome are submissions (`GET /submissions`
 * tells processed from with errors); everything else, the running and the waiting included, is
 * a transformation (`GET /transformations`).
 */
export function listUrl(
  filters: Filters,
  perPage: number,
  cursor: string | null,
): { path: string; submissions: boolean } {
  const submissions = filters.status === 'processed' || filters.status === 'with_errors';
  const query = new URLSearchParams({ per_page: String(perPage) });
  if (filters.status) query.set('status', filters.status === 'review' ? 'waiting_review' : filters.status);
  if (filters.template) query.set('template_handle', filters.template);
  if (filters.customer) query.set('customer_id', filters.customer);
  if (filters.feed) query.set('feed_id', filters.feed);
  // Days are the reader's own: midnight where they are.
  if (filters.from) query.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) query.set('to', new Date(`${dayAfter(filters.to)}T00:00:00`).toISOString());
  if (filters.q.trim()) query.set('criteria', filters.q.trim());
  if (cursor) query.set('cursor', cursor);
  return { path: `${submissions ? '/submissions' : '/transformations'}?${query}`, submissions };
}
