/**
 * The activity lists' query (DESIGN §10 "Lists for activity"): filters checked into values the
 * store can use, and the keyset cursor. A cursor is the last row's sort key (created_at to the
 * microsecond, then the id), base64url-encoded JSON with the list it belongs to. It is a position,
 * not a permission: the store always scopes by the caller's organisation, so a forged cursor can
 * only move within the caller's own rows. Anything that does not decode to a well-formed key is a
 * 400 with a sentence.
 */

import { BadRequest, fromCatalog } from '../../domain/errors.ts';
import { isUuid } from '../../domain/uuid.ts';
import type { ActivityFilters, ActivityPage, Keyset } from '../../store/activity/activity-keyset.ts';
import type { StepFilter } from '../../store/activity/transformation-list.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import { AUTOMATION_STEPS } from '../transformations/steps.ts';

export type ActivityList = 'submissions' | 'transformations';

/** A submission's status: still being written, delivered clean, delivered with rows in error, failed. */
export const SUBMISSION_STATUSES = ['running', 'processed', 'with_errors', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A transformation's status: a group of steps, or one step by name. */
export const TRANSFORMATION_STATUSES = ['running', 'waiting_review', 'failed'] as const;

/** Steps at which a transformation waits for a person (the mapping to confirm, the data to review). */
export const WAITING_REVIEW_STEPS = ['to_select', 'to_review', 'matched', 'transformed'] as const;
/** Steps at which a transformation is done, one way or the other. */
export const FINAL_STEPS = ['processed', 'failed'] as const;

export interface ActivityQuery {
  template_handle?: string | null;
  customer_id?: string | null;
  source_id?: string | null;
  feed_id?: string | null;
  status?: string | null;
  from?: string | null;
  to?: string | null;
  criteria?: string | null;
  cursor?: string | null;
  page?: number | null;
}

const KEY_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function encodeActivityCursor(list: ActivityList, key: Keyset): string {
  return Buffer.from(
    JSON.stringify({ l: list === 'submissions' ? 's' : 't', at: key.at, id: key.id }),
  ).toString('base64url');
}

export function decodeActivityCursor(list: ActivityList, cursor: string): Keyset {
  const bad = () => new BadRequest(...fromCatalog('exception.bad_cursor'));
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const { l, at, id } = (parsed ?? {}) as { l?: unknown; at?: unknown; id?: unknown };
  if (l !== (list === 'submissions' ? 's' : 't')) throw bad();
  if (typeof at !== 'string' || !KEY_AT.test(at) || Number.isNaN(Date.parse(at))) throw bad();
  if (typeof id !== 'string' || !isUuid(id)) throw bad();
  return { at, id: id.toLowerCase() };
}

/** An ISO 8601 date or date-time; a date alone is midnight UTC, a time without offset is UTC. */
function parseInstant(name: 'from' | 'to', value: string): Date {
  const text = value.trim();
  const bad = () => new BadRequest(...fromCatalog('exception.bad_instant', { name }));
  if (!ISO_DATE_TIME.test(text)) throw bad();
  const normal = text.replace(' ', 'T').toUpperCase();
  const withTime = normal.length === 10 ? `${normal}T00:00` : normal;
  // The time part only: a date's own dashes are not an offset.
  const time = withTime
    .slice(11)
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
    .replace(/([+-]\d{2})$/, '$1:00');
  const hasOffset = /(?:Z|[+-]\d{2}:\d{2})$/.test(time);
  const date = new Date(`${withTime.slice(0, 11)}${time}${hasOffset ? '' : 'Z'}`);
  if (Number.isNaN(date.getTime())) throw bad();
  return date;
}

function blankToNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** Checks the query of one list: 400 with a sentence for what cannot be understood. */
export function activityFilters(list: ActivityList, query: ActivityQuery): ActivityFilters {
  const status = blankToNull(query.status);
  if (status !== null) {
    const known =
      list === 'submissions'
        ? (SUBMISSION_STATUSES as readonly string[]).includes(status)
        : (TRANSFORMATION_STATUSES as readonly string[]).includes(status) ||
          AUTOMATION_STEPS.includes(status);
    if (!known) {
      throw new BadRequest(
        ...(list === 'submissions'
          ? fromCatalog('exception.bad_status', { values: SUBMISSION_STATUSES.join(', ') })
          : fromCatalog('exception.bad_step_status', { values: TRANSFORMATION_STATUSES.join(', ') })),
      );
    }
  }
  const from = blankToNull(query.from);
  const to = blankToNull(query.to);
  const fromDate = from === null ? null : parseInstant('from', from);
  const toDate = to === null ? null : parseInstant('to', to);
  if (fromDate && toDate && fromDate.getTime() >= toDate.getTime()) {
    throw new BadRequest(...fromCatalog('exception.bad_period'));
  }
  const cursor = blankToNull(query.cursor);
  if (cursor !== null && query.page != null) {
    throw new BadRequest(...fromCatalog('exception.page_and_cursor'));
  }
  for (const name of ['source_id', 'feed_id'] as const) {
    const value = blankToNull(query[name]);
    if (value !== null && !isUuid(value)) {
      throw new BadRequest(...fromCatalog('exception.bad_uuid', { name }));
    }
  }
  return {
    templateHandle: blankToNull(query.template_handle),
    customerId: blankToNull(query.customer_id),
    sourceId: blankToNull(query.source_id),
    feedId: blankToNull(query.feed_id),
    status,
    from: fromDate,
    to: toDate,
    criteria: blankToNull(query.criteria),
    after: cursor === null ? null : decodeActivityCursor(list, cursor),
  };
}

/** The specification's pagination payload with `next_cursor`: null on the last page. */
export type CursorPage<T> = Page<T> & { next_cursor: string | null };

/** Where a page asked for starts: its offset, or after its cursor's key. */
export function activityWindow(page: PageRequest, filters: ActivityFilters) {
  return { limit: page.per_page, offset: (page.page - 1) * page.per_page, after: filters.after };
}

/**
 * The payload of a page. After a cursor, `current_page` is the page the first row shown falls on
 * when counting from the newest (rows may have arrived since the cursor was given).
 */
export function cursorPageOf<R, T>(
  list: ActivityList,
  found: ActivityPage<R>,
  entries: T[],
  page: PageRequest,
  idOf: (row: R) => string,
): CursorPage<T> {
  const current = found.before ? Math.floor(found.before / page.per_page) + 1 : page.page;
  const last = found.rows.at(-1);
  return {
    ...pageOf(entries, found.total, { ...page, page: current }),
    next_cursor: found.more && last ? encodeActivityCursor(list, { at: last.sort_at, id: idOf(last) }) : null,
  };
}

/** The steps a transformation status names: `running` is every step that is neither waiting nor final. */
export function stepFilter(status: string | null): StepFilter | null {
  if (status === null) return null;
  if (status === 'waiting_review') return { included: WAITING_REVIEW_STEPS, excluded: [] };
  if (status === 'running') return { included: null, excluded: [...WAITING_REVIEW_STEPS, ...FINAL_STEPS] };
  return { included: [status], excluded: [] };
}
