/** TypeBox schemas of bulk imports: the URL body, the path parameters and the Bulk import resource. */

import { Type } from 'typebox';
import { MAX_URL_LENGTH } from '../../domain/url-length.ts';
import { NotBlank, Uuid } from './envelope.ts';

export const BulkImportUrlBody = Type.Object(
  {
    url: NotBlank({
      maxLength: MAX_URL_LENGTH,
      description: `The CSV file's http(s) URL, at most ${MAX_URL_LENGTH} characters; it must not point to a private network. Required.`,
    }),
    filename: Type.Optional(
      Type.Union([Type.String({ maxLength: 255 }), Type.Null()], {
        description: 'A name shown with the import (progress, notifications).',
      }),
    ),
  },
  { additionalProperties: false },
);

const Method = Type.Enum(['replace', 'merge'], {
  description: '`replace`: the file replaces what it imports; `merge`: appends or updates.',
});

export const TemplateImportParams = Type.Object({
  templateHandle: Type.String({ description: 'Template handle' }),
  method: Method,
});

export const CustomerImportParams = Type.Object({ method: Method });

export const BulkImportParams = Type.Object({ importId: Uuid });

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const NullableInteger = (description: string) => Type.Union([Type.Integer(), Type.Null()], { description });

export const BulkImportSchema = Type.Object({
  import_id: Type.String({ format: 'uuid' }),
  type: Type.Enum(['column', 'value_list', 'customer']),
  method: Type.Enum(['replace', 'merge']),
  status: Type.Enum(['idle', 'pending', 'processing', 'completed', 'failed'], {
    description: '`pending` → `processing` → `completed` or `failed`; `idle` is not used.',
  }),
  progress: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'Percentage of the file read; 100 once finished.',
  }),
  source_url: NullableString('The URL the file was fetched from, or where the uploaded file is served.'),
  report_url: NullableString(
    'CSV `line,field,value,message`, one record per problem, once the file was read.',
  ),
  number_of_valid_rows: NullableInteger('Lines applied; null until finished.'),
  number_of_violations: NullableInteger('Problems in the report; null until finished.'),
  error: NullableString('Why the import failed; null unless `failed`. A failed import changed nothing.'),
  template_handle: NullableString('The target template; null for customers.'),
  filename: NullableString('The name given with the import, or the uploaded file’s.'),
  created_at: Type.String({ format: 'date-time' }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
