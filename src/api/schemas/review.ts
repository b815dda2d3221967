/** The importer's review tools: a file's preview, rows in error per column, find and replace, undo. */
import { Type } from 'typebox';

export const PreviewSchema = Type.Object({
  file_format: Type.String({
    description: 'Format found from the content: `csv`, `xlsx`, `ods`, `xls`, `json` or `xml`',
  }),
  encoding: Type.Union([Type.String(), Type.Null()], {
    description: 'Text encoding in use; null for workbooks',
  }),
  delimiter: Type.Union([Type.String(), Type.Null()], {
    description: 'CSV delimiter in use; null for other formats',
  }),
  sheets: Type.Array(Type.String(), {
    description: 'The workbook’s sheets in tab order; empty unless a workbook',
  }),
  sheet: Type.Union([Type.String(), Type.Null()], { description: 'The sheet read; null unless a workbook' }),
  header_row: Type.Union([Type.Integer(), Type.Null()], {
    description: '1-based row of the header (found or given); null for JSON and XML',
  }),
  headers: Type.Array(Type.String(), { description: 'Column headers as an upload would read them' }),
  rows: Type.Array(Type.Array(Type.String()), {
    description:
      'The first 20 rows from the top of the file or sheet, rows above the header included, as raw text (JSON and XML: the first records’ cells)',
  }),
  truncated: Type.Boolean({ description: 'Whether the file goes on past the rows shown' }),
});

export const ErrorCountsSchema = Type.Object({
  rows_in_error: Type.Integer({ description: 'Rows with at least one violation the caller can see' }),
  columns: Type.Array(
    Type.Object({
      technical_name: Type.String(),
      rows_in_error: Type.Integer({ description: 'Rows with a violation on this column' }),
    }),
    { description: 'Every column the caller can see, in template order' },
  ),
});

/**
 * Longest `find` and `replace`: what a sender types in a search box. A replacement is written into
 * every matching cell of the file, so its length multiplies by the rows it reaches.
 */
export const REPLACE_TEXT_MAX = 1000;

export const ReplaceBodySchema = Type.Object(
  {
    find: Type.String({ maxLength: REPLACE_TEXT_MAX, description: 'Text looked for; must not be empty' }),
    replace: Type.String({
      maxLength: REPLACE_TEXT_MAX,
      description: 'Text put instead (plain text: `$` is a dollar)',
    }),
    columns: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'Columns searched, by technical name or `#(technical_name)`; every visible column when absent',
      }),
    ),
    match_case: Type.Optional(
      Type.Boolean({ description: 'Tell upper and lower case apart', default: false }),
    ),
    whole_cell: Type.Optional(
      Type.Boolean({ description: 'The whole cell must equal `find`', default: false }),
    ),
  },
  { additionalProperties: false },
);

export const ReplaceResultSchema = Type.Object({
  cells_replaced: Type.Integer({ description: 'Cells whose text changed' }),
  rows_changed: Type.Integer({ description: 'Rows with at least one changed cell' }),
});

export const ReplaceStateSchema = Type.Object({
  replace_id: Type.String({
    format: 'uuid',
    description: 'Follow it with `GET …/data/replace/{replace_id}`',
  }),
  state: Type.Union(
    [Type.Literal('running'), Type.Literal('done'), Type.Literal('refused'), Type.Literal('failed')],
    {
      description: '`refused`: nothing was changed, `error` says why (the 409 a shorter replace answers)',
    },
  ),
  rows_total: Type.Union([Type.Integer(), Type.Null()], { description: 'Rows of the file searched' }),
  rows_read: Type.Integer({ description: 'Rows searched so far' }),
  rows_stored: Type.Integer({ description: 'Changed rows stored so far, once every row was searched' }),
  cells_replaced: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Known once every row was searched',
  }),
  rows_changed: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Known once every row was searched',
  }),
  error: Type.Union([
    Type.Object({
      code: Type.String(),
      message: Type.String({ description: 'In the caller’s language' }),
    }),
    Type.Null(),
  ]),
  started_at: Type.String({ format: 'date-time' }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const UndoResultSchema = Type.Object({
  cells_restored: Type.Integer({ description: 'Cells set back to their text before the step' }),
  rows_changed: Type.Integer({ description: 'Rows set back' }),
});
