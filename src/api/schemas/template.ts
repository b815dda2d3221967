/** TypeBox schemas of templates: write body, read shape (the specification's list entry) and list query. */
import { Type } from 'typebox';
import { FormatSchema } from '../../domain/format/schema.ts';
import { NotBlank, PageQuery } from './envelope.ts';
import { nullableObject } from './nullable-object.ts';
import { acceptingReadShape } from './read-only.ts';

const nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

/** `{name, value}` items; names non-blank and unique within the list. */
export const UserMetadataSchema = Type.Array(
  Type.Object(
    {
      // Checked by the service, so a blank or repeated name is reported with its index (`user_metadata[1].name`).
      name: Type.String({ description: 'Not blank, unique within the list' }),
      value: nullable(Type.String()),
    },
    { additionalProperties: false },
  ),
);

/**
 * `format` in request bodies: any object here, checked in full by `validateFormat`, which names each
 * problem by its path (`format.csv.delimiter`). The nested nullable schema would fold every problem
 * into one violation on `format`. The read shape documents the structure.
 */
const FormatBodySchema = Type.Unsafe<Record<string, unknown>>(
  Type.Object(
    {},
    {
      additionalProperties: true,
      description: 'Target file format, as the `format` of the template read shape describes it.',
    },
  ),
);

/**
 * `push` in request bodies: the types only. Enums, ranges and header names are checked by the
 * service (push-field.ts), which names each problem by its path (`push.headers.X-Key`) without
 * repeating a header value.
 */
const PushBodySchema = Type.Object(
  {
    url: nullable(
      Type.String({
        description: 'http(s) URL of the receiver, at most 2000 characters; not in a private network.',
      }),
    ),
    method: nullable(Type.String({ description: '`POST` (default), `PUT` or `PATCH`.' })),
    headers: Type.Optional(
      nullableObject(
        Type.Record(Type.String(), Type.String(), {
          description:
            'Added to every request, at most 50. Values read back as `********`; sending `********` back keeps the stored value.',
        }),
      ),
    ),
    mode: nullable(
      Type.String({
        description:
          '`file` (default): the target file as the body. `json`: the target rows as JSON arrays, in batches.',
      }),
    ),
    batch_size: nullable(
      Type.Integer({ description: 'Rows per request in `json` mode, 1 to 10000, default 1000.' }),
    ),
  },
  { additionalProperties: false },
);

const PushSchema = Type.Object(
  {
    url: Type.String(),
    method: Type.Enum(['POST', 'PUT', 'PATCH']),
    headers: Type.Record(Type.String(), Type.String(), { description: 'Every value masked as `********`.' }),
    mode: Type.Enum(['file', 'json']),
    batch_size: Type.Union([Type.Integer(), Type.Null()], { description: 'Null in `file` mode.' }),
  },
  {
    description:
      'Where the target file of each submission is pushed (permission X_PUSH); the Submission’s `push_report_url` lists every request. Null for senders.',
  },
);

const AccessType = Type.Enum(['public', 'restricted', 'private'], {
  description:
    '`public`: any customer of the organisation; `restricted`: customers listing the template; `private`: receiver users only. Default `public`.',
});

export const TemplateBody = Type.Object(
  {
    template_handle: nullable(
      Type.String({
        description:
          'Pattern `[a-z0-9][a-z0-9_-]{0,62}`, unique in the organisation; generated from the name when omitted. Sending another handle on update renames the template.',
      }),
    ),
    is_enabled: nullable(Type.Boolean({ description: 'Default true.' })),
    name: nullable(NotBlank({ description: 'Required on creation.', maxLength: 255 })),
    description: nullable(Type.String()),
    picture_url: nullable(Type.String({ description: 'http(s) URL of the profile picture.' })),
    user_metadata: nullable(UserMetadataSchema),
    item: nullable(Type.String({ description: 'What one row of the target file represents.' })),
    access_type: nullable(AccessType),
    accept_errors: nullable(
      Type.Boolean({ description: 'Keep rows in error in the target file. Default false.' }),
    ),
    max_file_size: nullable(
      Type.Integer({ minimum: 1, description: "Bytes; at most the plan's MAX_FILE_SIZE (402 beyond it)." }),
    ),
    file_name: nullable(
      Type.String({
        description: 'Target file name; may hold {YYYY} {MM} {DD} {HH} {mm} {ss}, resolved in UTC.',
      }),
    ),
    extension: nullable(
      Type.String({ description: 'Extension without the dot, 1 to 16 letters or digits.' }),
    ),
    export_empty_columns: nullable(Type.Boolean({ description: 'Default true.' })),
    format: nullable(FormatBodySchema),
    push: Type.Optional(nullableObject(PushBodySchema)),
  },
  { additionalProperties: false },
);

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const TemplateSchema = Type.Object({
  template_handle: Type.String(),
  is_enabled: Type.Boolean(),
  name: NullableString,
  description: NullableString,
  picture_url: NullableString,
  user_metadata: Type.Array(Type.Object({ name: Type.String(), value: NullableString })),
  item: NullableString,
  access_type: AccessType,
  accept_errors: Type.Boolean(),
  max_file_size: Type.Union([Type.Integer(), Type.Null()]),
  file_name: Type.Union([Type.String(), Type.Null()], { description: 'Stored value, date tags unresolved.' }),
  extension: NullableString,
  export_empty_columns: Type.Boolean(),
  format: Type.Union([FormatSchema, Type.Null()]),
  push: Type.Union([PushSchema, Type.Null()]),
});

/** A reference to a column the template does not have (DESIGN §10 "Template problems"). */
export const TemplateProblemSchema = Type.Object({
  kind: Type.Union(
    [
      Type.Literal('condition_unknown_column'),
      Type.Literal('constraint_unknown_column'),
      Type.Literal('format_unknown_column'),
    ],
    {
      description:
        "Where the reference stands: a column's conditions, a constraint's argument, the output format.",
    },
  ),
  column_id: Type.Optional(
    Type.String({ description: 'The column whose conditions or constraint name the missing column.' }),
  ),
  message: Type.String(),
});

/** One template as `GET /template/{handle}` reads it: the list entry and its problems. */
export const TemplateReadSchema = Type.Object({
  ...TemplateSchema.properties,
  problems: Type.Array(TemplateProblemSchema, {
    description:
      'Read only. References to columns the template does not have; files are refused while any is left. Always empty for senders.',
  }),
});

/** The update body: a template as read is accepted (every field it has is writable today). */
export const TemplateUpdateBody = acceptingReadShape(TemplateBody, TemplateReadSchema);

export const TemplateListQuerySchema = Type.Object(
  {
    ...PageQuery,
    is_enabled: nullable(Type.Boolean({ description: 'Absent or null: every template.' })),
    criteria: nullable(
      Type.String({ description: 'Case-insensitive search in name, handle and description.' }),
    ),
    user_metadata: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: NotBlank(),
            values: NotBlank({ description: 'Comma-separated values; one must match.' }),
          },
          { additionalProperties: false },
        ),
        {
          description:
            'Bracket notation: `user_metadata[0][name]=x&user_metadata[0][values]=a,b`. Every entry must match.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const TemplateHandleParams = Type.Object({
  templateHandle: Type.String({ description: 'Template handle' }),
});

export const FormatTestBody = Type.Object(
  {
    rows: Type.Array(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
      { maxItems: 100, description: 'Sample rows keyed by technical name, at most 100.' },
    ),
    format: nullable(FormatBodySchema),
  },
  { additionalProperties: false },
);

export const FormatTestSchema = Type.Object({
  output: Type.String({ description: 'The rendered file as text; base64 for xls.' }),
  errors: Type.Array(Type.String(), {
    description:
      "Format and rendering problems, in the reader's language, each a sentence starting with the property it is about; empty when all went well.",
  }),
  problems: Type.Array(
    Type.Object({
      message: Type.String({ description: "What is wrong, in the reader's language." }),
      property_path: Type.Union([Type.String(), Type.Null()], {
        description: 'The property a check is about (`format.csv.delimiter`); null for a rendering problem.',
      }),
      part: Type.Union([Type.Literal('header'), Type.Literal('item'), Type.Literal('footer'), Type.Null()], {
        description: 'The custom format template the problem is in.',
      }),
      line: Type.Union([Type.Integer(), Type.Null()], { description: 'The line of that template.' }),
    }),
    { description: 'The same problems as `errors`, with where each one is.' },
  ),
});
