/** TypeBox schemas of template columns: write body and read shape. */
import { Type } from 'typebox';
import { ColumnTypeSchema } from '../../domain/types/column-type.ts';
import { NotBlank, Uuid } from './envelope.ts';
import { acceptingReadShape } from './read-only.ts';
import { UserMetadataSchema } from './template.ts';

const nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

/** The column type object as returned (typed loosely for handlers). */
const ColumnType = Type.Unsafe<Record<string, unknown>>(ColumnTypeSchema);

/**
 * The type object in request bodies: any object here, checked in full by `validateColumnType`,
 * which names each problem by its path (`type.type`, `type.number_data_type.decimals`); the nested
 * nullable schema would fold them into one violation. The read shape documents the structure.
 */
const ColumnTypeBody = Type.Unsafe<Record<string, unknown>>(
  Type.Object(
    {},
    { additionalProperties: true, description: 'Column type and its configuration object. Required.' },
  ),
);

const Importance = Type.Enum(['required', 'conditional', 'optional'], {
  description: '`conditional`: required on the rows where `conditions` hold. Default `optional`.',
});

export const ColumnBody = Type.Object(
  {
    position: nullable(
      Type.Integer({
        minimum: 1,
        description:
          'From 1. Omitted: after the last column. A taken position shifts the columns from there on; beyond the end means last.',
      }),
    ),
    technical_name: nullable(
      NotBlank({ maxLength: 255, description: 'Name in the target file, unique in the template. Required.' }),
    ),
    pretty_name: nullable(NotBlank({ maxLength: 255, description: 'Name shown to people. Required.' })),
    description: nullable(Type.String()),
    type: nullable(ColumnTypeBody),
    uniqueness: nullable(Type.Boolean({ description: 'Values must be distinct. Default false.' })),
    importance: nullable(Importance),
    matchable_with_ai: nullable(Type.Boolean({ description: 'Default false.' })),
    hidden: nullable(Type.Boolean({ description: 'Hidden on sender-side interfaces. Default false.' })),
    user_metadata: nullable(UserMetadataSchema),
    conditions: nullable(
      Type.String({
        description: 'Condition DSL; `#(x)` must name a column of the template. Returned canonical.',
      }),
    ),
  },
  { additionalProperties: false },
);

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const ColumnSchema = Type.Object({
  column_id: Type.String({ format: 'uuid' }),
  template_handle: Type.String(),
  position: Type.Integer(),
  technical_name: Type.String(),
  pretty_name: Type.String(),
  description: NullableString,
  type: ColumnType,
  uniqueness: Type.Boolean(),
  importance: Importance,
  matchable_with_ai: Type.Boolean(),
  hidden: Type.Boolean(),
  user_metadata: Type.Array(Type.Object({ name: Type.String(), value: NullableString })),
  conditions: Type.Union([Type.String(), Type.Null()], { description: 'Canonical DSL form.' }),
});

/** The update body: a column as read is accepted, its id and template handle ignored. */
export const ColumnUpdateBody = acceptingReadShape(ColumnBody, ColumnSchema);

export const ColumnParams = Type.Object({
  templateHandle: Type.String({ description: 'Template handle' }),
  columnId: Uuid,
});

export const ConditionsCheckBody = Type.Object(
  {
    conditions: Type.Union([Type.String(), Type.Null()], {
      description: 'Condition DSL as typed; blank or null means no conditions.',
    }),
  },
  { additionalProperties: false },
);

export const ConditionsCheckSchema = Type.Object({
  conditions: Type.Union([Type.String(), Type.Null()], {
    description: 'The canonical form a column write would store; null when blank.',
  }),
  unknown_columns: Type.Array(Type.String(), {
    description:
      '`#(x)` references naming no column of the template yet. A column write accepts them; a transformation is refused while any is left.',
  }),
});
