/** Transformation resource, automation status and mapping, as route schemas and OpenAPI. */
import { Type } from 'typebox';
import { MappingColumnShape, MappingPairShape } from '../../engine/index.ts';
import { Uuid } from './envelope.ts';
import { acceptingReadShape } from './read-only.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const StepForHumans = Type.Object({
  code: Type.String({ description: 'Translation key, e.g. `automation.step.matched`' }),
  message: Type.String({ description: 'Translated text' }),
});

const Counters = Type.Union([Type.Record(Type.String(), Type.Integer()), Type.Null()], {
  description:
    'rows_in_source, rows_ignored_from_source, columns_ignored_from_source, rows_in_target, rows_in_error, ' +
    'rows_ignored_from_target; null until the data is transformed',
});

export const TransformationParams = Type.Object({ transformationId: Uuid });
export const AutomationParams = Type.Object({ automationId: Uuid });

const AutomationType = Type.Union(
  [
    Type.Literal('upload'),
    Type.Literal('schedule'),
    Type.Literal('email'),
    Type.Literal('manual'),
    Type.Literal('replay'),
  ],
  {
    description:
      '`upload` for a file sent over the API; a run of a source: `schedule`, `email` or `manual`; ' +
      '`replay` for a submission run again (`POST /submission/{submissionId}/replay`)',
  },
);

const History = Type.Array(
  Type.Object({
    step: Type.String(),
    at: Type.String({ format: 'date-time', description: 'When the step was entered' }),
  }),
  { description: 'Every step passed through, oldest first, those shown briefly included' },
);

export const TransformationSchema = Type.Object({
  transformation_id: Type.String({ format: 'uuid' }),
  automation_id: Type.String({ format: 'uuid' }),
  type: AutomationType,
  template_handle: Type.String(),
  customer_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The sender; null when a receiver user tried the template',
  }),
  source_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  step: Type.String({ description: 'Automation step (see States and transitions)' }),
  step_for_humans: StepForHumans,
  details: Type.Union([Type.String(), Type.Null()], { description: 'Why the step failed, when it did' }),
  history: History,
  feed_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The feed that ran it',
  }),
  connector_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The connector whose reading options and mapping it applies',
  }),
  auto_submit: Type.Boolean({
    description: 'Goes on by itself past the mapping and the review, unless rows are in error',
  }),
  replay_of: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The submission this transformation replays; null otherwise',
  }),
  submission_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The submission made from this transformation; null until it is submitted',
  }),
  original_name: NullableString,
  options: Type.Record(Type.String(), Type.Unknown(), { description: 'Reading options given at upload' }),
  counters: Counters,
  progress: Type.Union(
    [
      Type.Object({
        done: Type.Integer({ description: 'Rows or bytes done so far, or seconds waited' }),
        total: Type.Integer({ description: 'Rows or bytes in all, or the longest wait in seconds' }),
        unit: Type.Union([Type.Literal('rows'), Type.Literal('bytes'), Type.Literal('seconds')]),
        phase: Type.Optional(
          Type.Literal('ai_matching', {
            description:
              'Present while the match step waits for the AI matcher (docs/matching.md): `done` seconds of at most `total`',
          }),
        ),
      }),
      Type.Null(),
    ],
    {
      description:
        'How far the running step is, refreshed while it runs; null when no step runs or it has no measure',
    },
  ),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const AutomationSchema = Type.Object({
  automation_id: Type.String({ format: 'uuid' }),
  type: AutomationType,
  step: Type.String(),
  step_for_humans: StepForHumans,
  details: NullableString,
  history: History,
  original_file: NullableString,
  transformed_file: NullableString,
  error_report_file: NullableString,
  counters: Counters,
  created_at: Type.String({ format: 'date-time' }),
});

/** What a sender writes of a pair: the engine's declaration (src/engine/template.ts). */
const MappingColumnWrite = MappingPairShape;

/**
 * The pair as read: the engine's stored pair, but for `technical_name`, which the published
 * document has always left optional (the service sends it every time); making it required would
 * change the contract clients were generated from, so only this property differs.
 */
export const MappingColumnSchema = Type.Object({
  ...MappingColumnShape.properties,
  technical_name: Type.Optional(Type.String()),
});

export const MappingSchema = Type.Object({
  columns: Type.Array(MappingColumnSchema),
  source_headers: Type.Optional(Type.Array(Type.String(), { description: 'Headers found in the source' })),
});

/** The mapping as read is accepted: technical names, scores, explanations and source headers are ignored. */
export const MappingWriteBody = acceptingReadShape(
  Type.Object(
    { columns: Type.Array(acceptingReadShape(MappingColumnWrite, MappingColumnSchema)) },
    { additionalProperties: false },
  ),
  MappingSchema,
);

const Violations = Type.Array(
  Type.Object({
    column: Type.String({
      description: 'Technical name of the column; empty for a violation of the whole row (`extra_cells`)',
    }),
    rule: Type.String({
      description:
        '`type`, `required`, `conditional`, `uniqueness`, a validation function, or `extra_cells` (values the header has no column for)',
    }),
    message: Type.String(),
  }),
);

export const DataRowSchema = Type.Object({
  row: Type.Integer({ description: 'Row number: 1 is the first data row after the header' }),
  data: Type.Record(Type.String(), Type.String(), {
    description: 'Cells as they stand in the target, keyed by column reference `#(technical_name)`',
  }),
  violations: Violations,
});

const PageFields = {
  total_pages: Type.Integer(),
  current_page: Type.Integer(),
  total_items: Type.Integer(),
  items_per_page: Type.Integer(),
};

export const DataPageSchema = Type.Object({
  ...PageFields,
  rows: Type.Array(DataRowSchema),
  transforming: Type.Boolean({
    description:
      'True while the transform stage still writes the rows (step `transforming`): the first rows are ' +
      'served as soon as they exist, `total_items` counts the rows so far and grows until the step is ' +
      '`transformed`; edits wait for the end (409).',
  }),
});

export const DataQuery = Type.Object({
  page: Type.Optional(Type.Integer({ description: 'Page number, from 1', default: 1 })),
  per_page: Type.Optional(Type.Integer({ description: 'Rows per page, 1–100', default: 20 })),
  only_errors: Type.Optional(
    Type.Boolean({ description: 'Only the rows with at least one violation', default: false }),
  ),
  error_column: Type.Optional(
    Type.String({
      description: 'Only the rows with a violation on this column (technical name or `#(technical_name)`)',
    }),
  ),
});

const DataRowWrite = Type.Object(
  {
    row: Type.Integer({ minimum: 1, description: 'Row number, as the data pages give it' }),
    data: Type.Record(
      Type.String(),
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
      {
        description:
          'New cell texts keyed by `#(technical_name)` (or the bare technical name); null empties a cell',
      },
    ),
  },
  { additionalProperties: false },
);

/** A data page as read is accepted: the pagination fields and each row's violations are ignored. */
export const DataWriteBody = acceptingReadShape(
  Type.Object(
    { rows: Type.Array(acceptingReadShape(DataRowWrite, DataRowSchema)) },
    { additionalProperties: false },
  ),
  DataPageSchema,
);

/** What `PUT …/data` answers when asked to (`Prefer: return=representation`). */
export const EditedRowsSchema = Type.Object({
  rows: Type.Array(DataRowSchema, {
    description: 'The edited rows as `GET …/data` shows them, with their new violations, in the order sent',
  }),
});

export const PreferHeader = Type.Object({
  prefer: Type.Optional(
    Type.String({
      description: '`return=representation` to get the edited rows back instead of an empty body (RFC 7240)',
    }),
  ),
});
