/** Column types shared by the row types of ./index.ts and its siblings. */

import type { ColumnType } from 'kysely';
import type { NameValue } from '../../domain/name-value.ts';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A jsonb column written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;

export type { NameValue };
