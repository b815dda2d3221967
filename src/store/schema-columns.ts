/** Column types shared by the row types of ./schema.ts and its siblings. */
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A jsonb column written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;

/** `{name, value}` pairs of user_metadata and constraint arguments, stored as jsonb. */
export interface NameValue {
  name: string;
  value: string | null;
}
