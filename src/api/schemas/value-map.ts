/** The values of a source column for the sender's value map, as route schemas and OpenAPI. */
import { Type } from 'typebox';
import { Uuid } from './envelope.ts';

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const ValueMapParams = Type.Object({
  transformationId: Uuid,
  columnId: Type.String({ format: 'uuid', description: 'The template column (its UUID)' }),
});

export const ValueMapQuery = Type.Object(
  {
    source: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'A source header to read instead of the one the mapping gives the column',
      }),
    ),
  },
  { additionalProperties: false },
);

const SourceValueSchema = Type.Object({
  value: Type.String({ description: 'A distinct text of the source column, exactly as in the file' }),
  count: Type.Integer({ description: 'Cells holding it (at least this many when `counts_exact` is false)' }),
  proposed: NullableString(
    'The allowed value the run would write for it with the mapping as stored (its value map, then the column type’s matching); null when it would be in error',
  ),
  mapped: NullableString('The stored value map’s entry for it, when there is one'),
  message: NullableString('Why it would be in error; null when `proposed` is set'),
});

export const ValueMapSchema = Type.Object({
  column_id: Type.String({ format: 'uuid' }),
  technical_name: Type.String(),
  source: Type.String({ description: 'The source header read' }),
  values: Type.Array(SourceValueSchema, {
    description: 'Most frequent first, at most 1,000; blank cells are left out',
  }),
  distinct_values: Type.Integer({
    description: 'Distinct non-blank texts in the column (at least this many when `counts_exact` is false)',
  }),
  cells: Type.Integer({ description: 'Non-blank cells in the column' }),
  counts_exact: Type.Boolean({
    description:
      'False for a column with too many distinct values to count them all: the most frequent are still listed, each count a lower bound',
  }),
  truncated: Type.Boolean({ description: 'Whether the column holds values not listed' }),
  allowed: Type.Array(
    Type.Object({
      value: Type.String({ description: 'What a value map may give' }),
      label: NullableString('What the sender reads, when it differs'),
    }),
    { description: 'The values the column type accepts, from its configuration' },
  ),
});
