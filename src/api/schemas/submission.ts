/** The specification's Submission, as route schemas and OpenAPI. */
import { Type } from 'typebox';
import { Uuid } from './envelope.ts';

const NullableString = (description?: string) =>
  Type.Union([Type.String(), Type.Null()], description ? { description } : {});
const NullableUrl = (description: string) =>
  Type.Union([Type.String({ format: 'uri' }), Type.Null()], { description });
const Counter = (description: string) => Type.Union([Type.Integer(), Type.Null()], { description });

export const SubmissionParams = Type.Object({ submissionId: Uuid });

export const SubmissionSchema = Type.Object({
  connector: Type.Union(
    [
      Type.Object({
        is_connector: Type.Boolean(),
        changed: Type.Boolean(),
        connector_id: NullableString(),
        name: NullableString(),
        picture_url: NullableString(),
      }),
      Type.Null(),
    ],
    {
      description:
        'Connector behind the transformation: the one its run applied, else the one saved from it; null for neither',
    },
  ),
  submission_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  transformation_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The transformation the submission was made from (its steps, errors); null once deleted',
  }),
  customer_id: NullableString('The customer’s external ID'),
  customer_name: NullableString(),
  customer_email: NullableString(),
  source_id: NullableString(),
  source_name: NullableString(),
  source_file_url: NullableUrl('The original uploaded file, unaltered, while it still exists'),
  normalized_source_file: NullableUrl('The UTF-8 CSV normalization produced, while it still exists'),
  target_file_url: NullableUrl('The target file'),
  error_report_url: NullableUrl(
    'CSV `row,column,value,rule,message,line`, one record per violation: `row` numbers data rows from 1 after the header (as the data routes), `line` is where the row is in the file (sheet row, CSV line; the record number for JSON and XML)',
  ),
  push_report_url: NullableUrl(
    'CSV of the push to the receiver, one record per request: `request,started_at,status,duration_ms,rows,error`. Null when the template had no push when the submission was made.',
  ),
  invalid_rows_url: NullableUrl(
    'CSV of the failing rows as they stand in the target; null when no row failed',
  ),
  download_url: NullableUrl(
    'Permanent URL of the output file (needs a token of the organisation or the customer)',
  ),
  target_name: NullableString('File name of the target, with its extension'),
  original_name: NullableString('Name of the uploaded or fetched file, while its transformation is kept'),
  template_name: NullableString(),
  template_item: NullableString(),
  template_picture_url: NullableString(),
  rows_in_source: Counter('Rows imported from the source'),
  rows_ignored_from_source: Counter('Blank rows and rows above the header'),
  columns_ignored_from_source: Counter('Source columns mapped to no template column'),
  maximum_number_of_columns: Type.Integer(),
  rows_in_target: Counter('Rows written to the target'),
  rows_in_error: Counter('Rows with at least one violation'),
  rows_ignored_from_target: Counter('Rows cut for lack of line credit'),
  created_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  pushed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  failed: Type.Boolean(),
  error_message: NullableString('Why the submission failed'),
  trial: Type.Boolean({
    description: "Made by the organisation's own trial customer (the console's Try it), not by a partner",
  }),
  replay_of: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The submission this one replays (`POST /submission/{submissionId}/replay`); null otherwise',
  }),
});
