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
