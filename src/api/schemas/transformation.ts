/** Transformation resource, automation status and mapping, as route schemas and OpenAPI. */
import { Type } from 'typebox';
import { Uuid } from './envelope.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const StepForHumans = Type.Object({
  code: Type.String({ description: 'Translation key, e.g. `automation.step.matched`' }),
  message: Type.String({ description: 'Translated text' }),
});

export const TransformationParams = Type.Object({ transformationId: Uuid });
export const AutomationParams = Type.Object({ automationId: Uuid });

export const TransformationSchema = Type.Object({
  transformation_id: Type.String({ format: 'uuid' }),
  automation_id: Type.String({ format: 'uuid' }),
  template_handle: Type.String(),
  customer_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The sender; null when a receiver user tried the template',
  }),
  source_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  step: Type.String({ description: 'Automation step (see States and transitions)' }),
  step_for_humans: StepForHumans,
  details: Type.Union([Type.String(), Type.Null()], { description: 'Why the step failed, when it did' }),
  original_name: NullableString,
  options: Type.Record(Type.String(), Type.Unknown(), { description: 'Reading options given at upload' }),
  counters: Type.Union([Type.Record(Type.String(), Type.Integer()), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const AutomationSchema = Type.Object({
  automation_id: Type.String({ format: 'uuid' }),
  type: Type.String({ description: '`upload` for a file sent over the API' }),
  step: Type.String(),
  step_for_humans: StepForHumans,
  details: NullableString,
  original_file: NullableString,
  transformed_file: NullableString,
  error_report_file: NullableString,
  created_at: Type.String({ format: 'date-time' }),
});

export const MappingColumnSchema = Type.Object(
  {
    column_id: Type.String({ format: 'uuid' }),
    technical_name: Type.Optional(Type.String()),
    source: Type.Union([Type.String(), Type.Null()], { description: 'Source header, or null when unmapped' }),
    value_map: Type.Optional(Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()])),
    score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    explanation: Type.Optional(NullableString),
  },
  { additionalProperties: false },
);

export const MappingSchema = Type.Object(
  {
    columns: Type.Array(MappingColumnSchema),
    source_headers: Type.Optional(Type.Array(Type.String(), { description: 'Headers found in the source' })),
  },
  { additionalProperties: false },
);

export const MappingWriteBody = Type.Object(
  { columns: Type.Array(MappingColumnSchema) },
  { additionalProperties: false },
);
