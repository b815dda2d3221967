/** Request and response shapes of constraints and of the validation function catalog. */
import { Type } from 'typebox';
import { acceptingReadShape } from './read-only.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const ConstraintArgumentSchema = Type.Object(
  {
    name: Type.String({ description: "Name of one of the function's arguments" }),
    value: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'Value as text; lists are comma-separated, column references `#(x)`',
      }),
    ),
  },
  { additionalProperties: false },
);

const writable = {
  function: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: 'Stable name or UUID of a validation function. Not blank',
    }),
  ),
  label: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: 'Message shown to senders on failure; `@argument` is replaced by its value',
    }),
  ),
  arguments: Type.Optional(
    Type.Array(ConstraintArgumentSchema, { description: "The function's arguments after the cell, by name" }),
  ),
};

export const ConstraintCreateBody = Type.Object(
  {
    column_id: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'UUID of the column the constraint is attached to. Required',
      }),
    ),
    ...writable,
  },
  { additionalProperties: false },
);

export const ConstraintSchema = Type.Object({
  constraint_id: Type.String({ format: 'uuid' }),
  column_id: Type.String({ format: 'uuid' }),
  function: Type.String({ description: "The function's stable name" }),
  label: NullableString,
  arguments: Type.Array(Type.Object({ name: Type.String(), value: NullableString })),
});

/** The update body: a constraint as read is accepted; its id and `column_id`, fixed at creation, are ignored. */
export const ConstraintUpdateBody = acceptingReadShape(
  Type.Object(writable, { additionalProperties: false }),
  ConstraintSchema,
);

export const ConstraintFunctionSchema = Type.Object({
  name: Type.String({ description: 'Stable name' }),
  id: Type.String({ format: 'uuid', description: 'Fixed UUID, accepted in place of the name' }),
  group: Type.String(),
  description: Type.String(),
  arguments: Type.Array(
    Type.Object({
      name: Type.String(),
      type: Type.String({
        description: 'How the value is read: text, integer, number, date, column, list, regex, …',
      }),
      required: Type.Boolean(),
      description: Type.String(),
      values: Type.Optional(Type.Array(Type.String())),
      minimum: Type.Optional(Type.Number()),
      maxItems: Type.Optional(Type.Integer()),
    }),
  ),
  dataset: Type.Boolean({ description: 'Judged over the whole dataset (is_unique_key, lookup)' }),
  default_label: Type.String(),
  skips_empty: Type.Boolean({ description: 'Whether an empty cell passes without being checked' }),
});
