/** The multipart fields that say how to read an uploaded file, shared by the upload and its preview. */
import { Type } from 'typebox';

const text = (description: string) => Type.Optional(Type.String({ description }));

export const ReadingFields = {
  encoding: text('Text encoding; detected when absent'),
  delimiter: text('CSV delimiter; detected when absent'),
  header_row: text('1-based row of the header; detected when absent'),
  sheet: text('XLSX, ODS or XLS sheet by name or 1-based tab position'),
  records_path: text(
    'JSON: dotted path of the array holding the records in a wrapper object (`data`, `result.items`); detected for usual keys such as `data`, `items`, `results` when absent',
  ),
};

/** The multipart upload: the reading fields, then the file. */
export const UploadBody = Type.Object({
  template_handle: Type.String({ description: 'The template to bring the file to' }),
  ...ReadingFields,
  file: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The file' }),
});

/** A one-off run of a source (DESIGN §7): its file is fetched rather than uploaded. */
export const OneOffRunBody = Type.Object(
  {
    template_handle: Type.String({ minLength: 1, description: 'The template to bring the file to' }),
    source_id: Type.String({ format: 'uuid', description: 'The source to fetch the file from' }),
    connector_id: Type.Optional(
      Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
        description: 'A connector whose reading options and mapping the run applies',
      }),
    ),
    auto_submit: Type.Optional(
      Type.Boolean({
        description:
          'Go on by itself: confirm the mapping and submit, unless rows are in error and the template does not accept errors. Default false: the run waits at matched like an upload',
      }),
    ),
  },
  { additionalProperties: false },
);
