/** Every property of the `format` object may be absent or null, which means its default. */
import { type TNull, type TOptional, type TSchema, type TUnion, Type } from 'typebox';

/** A schema as it stands in the format object: absent, null or its value. */
export type Nullable<T extends TSchema> = TOptional<TUnion<[T, TNull]>>;

export function nullable<T extends TSchema>(schema: T): Nullable<T> {
  return Type.Optional(Type.Union([schema, Type.Null()]));
}
