/**
 * What the two activity lists share in SQL: newest first in the stable order (created_at desc, id
 * desc), the keyset condition after a cursor, the sort key written back into the next cursor, and
 * the counting and fetching of a page (`listPage`).
 */
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

export interface Keyset {
  /** created_at as UTC ISO 8601 with microseconds. */
  at: string;
  id: string;
}

/** created_at to the microsecond, as text: a JavaScript Date would lose the last three digits. */
export function sortAt(table: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(`${table}.created_at`)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the key in the list's order (older, or as old with a smaller id). */
function olderThan(table: string, idColumn: string, key: Keyset): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.${idColumn}`)}) < (${key.at}::timestamptz, ${key.id}::uuid)`;
}

/** Rows up to the key in the list's order (the key's own row included): those a cursor has passed. */
function notOlderThan(table: string, idColumn: string, key: Keyset): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.${idColumn}`)}) >= (${key.at}::timestamptz, ${key.id}::uuid)`;
}

/** `%text%` for ILIKE, with the pattern characters escaped. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of an activity list: the rows shown, the total, and how many come before the page. */
export interface ActivityPage<T> {
  rows: (T & { sort_at: string })[];
  total: number;
  /** Rows up to the cursor's (0 without one): where the page starts in the whole list. */
  before: number;
  /** Whether rows follow the page. */
  more: boolean;
}

/** How a page is asked for: by offset (page/per_page), or after a cursor's key. */
export interface ActivityWindow {
  limit: number;
  offset: number;
  after: Keyset | null;
}

/** The filters of an activity list, checked (services/activity/list-query.ts). */
export interface ActivityFilters {
  templateHandle: string | null;
  /** A customer's UUID or external ID. */
  customerId: string | null;
  sourceId: string | null;
  feedId: string | null;
  /** A status or, for transformations, a step name. */
  status: string | null;
  from: Date | null;
  to: Date | null;
  criteria: string | null;
  after: Keyset | null;
}

/**
 * The page a list's query fetched: it asks for one row past the window, whose presence says that
 * rows follow; `counted` is the list's total and the rows up to the cursor, as PostgreSQL counts them.
 */
function keysetPage<T>(
  rows: (T & { sort_at: string })[],
  window: ActivityWindow,
  counted: { total: string | number; before: string | number },
): ActivityPage<T> {
  return {
    rows: rows.slice(0, window.limit),
    total: Number(counted.total),
    before: Number(counted.before),
    more: rows.length > window.limit,
  };
}

/**
 * One page of a list's query, newest first: the list counted (its total and the rows up to the
 * cursor), then the page after the cursor, or at the window's offset without one. `table` and
 * `idColumn` name the list's rows in the query (`s`, `submission_id`); `columns` adds what the
 * page shows beyond the query's own selection, its sort key among them.
 */
export async function listPage<DB, TB extends keyof DB, O, P extends { sort_at: string }>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: { table: string; idColumn: string },
  window: ActivityWindow,
  after: Keyset | null,
  columns: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, P>,
): Promise<ActivityPage<P>> {
  const { table, idColumn } = list;
  // Kysely cannot name a selection's keys over a generic table: the two counts are these.
  const counted = (await query
    .clearSelect()
    .select(sql<string>`count(*)`.as('total'))
    .select(
      after
        ? sql<string>`count(*) FILTER (WHERE ${notOlderThan(table, idColumn, after)})`.as('before')
        : sql<string>`0`.as('before'),
    )
    .executeTakeFirstOrThrow()) as { total: string; before: string };
  const paged = columns(query);
  const rows = await (after ? paged.where(olderThan(table, idColumn, after)) : paged.offset(window.offset))
    .orderBy(sql.ref(`${table}.created_at`), 'desc')
    .orderBy(sql.ref(`${table}.${idColumn}`), 'desc')
    .limit(window.limit + 1)
    .execute();
  return keysetPage(rows as (P & { sort_at: string })[], window, counted);
}
