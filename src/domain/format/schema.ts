/**
 * The TypeBox schema of a template's `format` object, as routes accept and return it and OpenAPI
 * documents it. Every property is optional or nullable: an absent value takes the default that
 * `resolveFormat` (defaults.ts) applies, written in each description.
 */
import { type Static, Type } from 'typebox';
import {
  BOMS,
  DELIMITERS,
  ENCLOSURES,
  ENCODINGS,
  ESCAPES,
  FORMAT_NAMES,
  JSON_NODE_TYPES,
  MAX_NB_HEADERS,
  NEWLINES,
  PRETTIFY_MODES,
  SHEET_NAME_MAX_LENGTH,
} from './options.ts';

const nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

export const CsvFormatSchema = Type.Object({
  bom: nullable(Type.Enum(BOMS, { description: 'Byte order mark written first. Default `none`.' })),
  delimiter: nullable(Type.Enum(DELIMITERS, { description: 'Field separator. Default `comma`.' })),
  enclosure: nullable(
    Type.Enum(ENCLOSURES, {
      description: 'Quote placed around fields that need it. Default `double_quotes`.',
    }),
  ),
  escape: nullable(
    Type.Enum(ESCAPES, {
      description:
        'How a quote inside a quoted field is escaped: doubled, or after a backslash. Default `double_quote`.',
    }),
  ),
  newline: nullable(Type.Enum(NEWLINES, { description: 'Record separator. Default `lf`.' })),
  encoding: nullable(
    Type.Enum(ENCODINGS, {
      description:
        'Character encoding. `LATIN1` is windows-1252, `ISO-8859-1` the strict standard; UTF-16/32 are big-endian unless a little-endian BOM is chosen. Default `UTF-8`.',
    }),
  ),
  header: nullable(
    Type.String({ description: 'Text written verbatim, followed by a newline, before the column headers.' }),
  ),
  nb_headers: nullable(
    Type.Integer({
      minimum: 0,
      maximum: MAX_NB_HEADERS,
      description: 'How many times the header row is written: 0 for none. Default 1.',
    }),
  ),
  no_empty_column: nullable(
    Type.Boolean({ description: 'Drop the columns that are empty on every row. Default false.' }),
  ),
  escape_formulas: nullable(
    Type.Boolean({
      description:
        "Put a `'` before every cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (plain numbers such as `-5` excepted), so that a spreadsheet shows it as text instead of running it as a formula. Off by default: the target is data for the receiver's systems, which would read the quote as part of the value. The error report and invalid rows always do it.",
    }),
  ),
});

export const XmlFormatSchema = Type.Object({
  root: nullable(Type.String({ description: 'Name of the root element, a valid XML name. Default `root`.' })),
  line: nullable(Type.String({ description: 'Name of the element wrapping each row. Default `line`.' })),
});

export const JsonNodeSchema = Type.Cyclic(
  {
    JsonNode: Type.Object({
      id: Type.String({ description: 'Identifier, unique in the tree.' }),
      parent_id: nullable(Type.String({ description: 'Identifier of the parent node; null for a root.' })),
      position: nullable(Type.Integer({ description: 'Order among siblings, smallest first. Default 0.' })),
      omit_if_empty: nullable(
        Type.Boolean({
          description: 'Leave the node out when its value is empty (``, {} or []). Default false.',
        }),
      ),
      key: nullable(
        Type.String({
          description: 'Key in the parent object. A column node without a key uses its technical name.',
        }),
      ),
      type: Type.Enum(JSON_NODE_TYPES, {
        description:
          '`object` and `array` hold children; `column` writes the column its value references (`#(x)` or `x`); `value` writes its value as is.',
      }),
      value: Type.Optional(Type.Unknown({ description: 'Column reference or literal, by type.' })),
      children: nullable(Type.Array(Type.Ref('JsonNode'), { description: 'Child nodes, nested.' })),
    }),
  },
  'JsonNode',
);

export const JsonFormatSchema = Type.Object({
  export_empty_values: nullable(
    Type.Boolean({ description: 'Write empty values as `""`; when false they are left out. Default true.' }),
  ),
  json_nodes: nullable(
    Type.Array(JsonNodeSchema, {
      description:
        'One tree rendered once per row. When absent, each row is a flat object with every column.',
    }),
  ),
});

export const XlsFormatSchema = Type.Object({
  sheet_name: nullable(
    Type.String({
      maxLength: SHEET_NAME_MAX_LENGTH,
      description: 'Worksheet name, at most 31 characters, none of `\\ / ? * : [ ]`. Default `Sheet1`.',
    }),
  ),
});

export const CustomFormatSchema = Type.Object({
  encoding: nullable(
    Type.Enum(ENCODINGS, { description: 'Same values as the CSV encoding. Default `UTF-8`.' }),
  ),
  header: nullable(Type.String({ description: 'Twig template rendered once above the items.' })),
  item: nullable(
    Type.String({
      description:
        'Twig template rendered once per row: each column is a variable by technical name, `item` holds them all, `loop.index`/`loop.first` number the rows.',
    }),
  ),
  footer: nullable(Type.String({ description: 'Twig template rendered once below the items.' })),
  prettify: nullable(
    Type.Enum(PRETTIFY_MODES, {
      description: 'Re-indent the rendered document as JSON or XML. Default `none`.',
    }),
  ),
});

export const FormatSchema = Type.Object({
  format: nullable(Type.Enum(FORMAT_NAMES, { description: 'Target file format. Default `csv`.' })),
  csv: nullable(CsvFormatSchema),
  xml: nullable(XmlFormatSchema),
  json: nullable(JsonFormatSchema),
  xls: nullable(XlsFormatSchema),
  custom: nullable(CustomFormatSchema),
});

/** The `format` object as received: every property may be absent or null. */
export type FormatInput = Static<typeof FormatSchema>;
