/**
 * Request and response shapes of connectors (DESIGN §7). Text rules (blank, lengths, https URLs,
 * columns of the template, value maps of text to text) are the service's (409); JSON types here (400).
 */
import { type TSchema, Type } from 'typebox';
import { Uuid } from './envelope.ts';
import { acceptingReadShape } from './read-only.ts';

const Nullable = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});
const NullableString = (description?: string) => Nullable(Type.String(), description);

export const ConnectorParams = Type.Object({ connectorId: Uuid });

const Reading = {
  encoding: NullableString('Text encoding; null: detected'),
  delimiter: NullableString('CSV delimiter; null: detected'),
  header_row: Nullable(Type.Integer(), '1-based row of the header; null: detected'),
  sheet: Type.Union([Type.String(), Type.Integer(), Type.Null()], {
    description: 'Sheet name, or 1-based position; null: the first',
  }),
  records_path: NullableString('JSON: dotted path of the records; null: detected'),
};

export const ConnectorSchema = Type.Object({
  connector_id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  picture_url: NullableString('Logo thumbnail URL (https)'),
  template_handle: Type.String(),
  customer_id: Nullable(
    Type.String({ format: 'uuid' }),
    "The sender whose transformation it was saved from, who alone may use it among senders; null: the receiver's own",
  ),
  transformation_id: Nullable(
    Type.String({ format: 'uuid' }),
    'The transformation it was saved from; null once that one is deleted',
  ),
  reading: Type.Object(Reading, { description: 'How files are read when the connector is applied' }),
  columns: Type.Array(
    Type.Object({
      column_id: Type.String({ format: 'uuid' }),
      technical_name: Type.String(),
      source: NullableString('Source header, or null when unmapped'),
      value_map: Nullable(Type.Record(Type.String(), Type.String())),
    }),
    { description: 'The saved mapping; template columns not listed are matched automatically' },
  ),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time', description: 'Moved by every change' }),
});

export const ConnectorSaveBody = Type.Object(
  {
    name: Type.Optional(NullableString('Not blank, at most 255 characters')),
    picture_url: Type.Optional(NullableString('An https URL, at most 2000 characters')),
  },
  { additionalProperties: false },
);

const Optional = (schema: TSchema) => Type.Optional(schema);

const ColumnWrite = Type.Object(
  {
    column_id: Type.String({ description: 'A column of the template' }),
    technical_name: Type.Optional(Type.Unsafe<unknown>({ type: 'string', readOnly: true })),
    source: Type.Optional(NullableString('Source header, or null when unmapped')),
    value_map: Type.Optional(
      Nullable(Type.Record(Type.String(), Type.Unknown()), 'Source value → target value, both text'),
    ),
  },
  { additionalProperties: false },
);

/** The edit body: properties not sent stay; a connector as read is accepted back. */
export const ConnectorUpdateBody = acceptingReadShape(
  Type.Object(
    {
      ...ConnectorSaveBody.properties,
      reading: Optional(
        Type.Object(Object.fromEntries(Object.entries(Reading).map(([k, v]) => [k, Type.Optional(v)])), {
          additionalProperties: false,
          description: 'Replaces the reading options; a property not sent is detected',
        }),
      ),
      columns: Optional(
        Type.Array(ColumnWrite, {
          description: 'Replaces the columns; a template column not listed is matched automatically',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  ConnectorSchema,
);
