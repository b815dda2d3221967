/**
 * The template's `format` object, described once: every option with its schema, its description
 * (OpenAPI) and its default. The TypeBox schema (schema.ts), the validation's table of known
 * properties (validate-format.ts), `resolveFormat` and `ResolvedFormat` (defaults.ts) are read
 * from here, so a new option is one entry below, then the writer that uses it.
 */
import { choice, type FormatSection, flag, integer, jsonNodes, optionalText, text } from './format-option.ts';
import {
  BOMS,
  DELIMITERS,
  ENCLOSURES,
  ENCODINGS,
  ESCAPES,
  FORMAT_NAMES,
  MAX_NB_HEADERS,
  NEWLINES,
  PRETTIFY_MODES,
  SHEET_NAME_MAX_LENGTH,
} from './options.ts';

/** `format.format`: which writer, and which section it reads. */
export const FORMAT_NAME_OPTION = choice(FORMAT_NAMES, 'csv', {
  description: 'Target file format. Default `csv`.',
});

const csv = {
  bom: choice(BOMS, 'none', { description: 'Byte order mark written first. Default `none`.' }),
  delimiter: choice(DELIMITERS, 'comma', { description: 'Field separator. Default `comma`.' }),
  enclosure: choice(ENCLOSURES, 'double_quotes', {
    description: 'Quote placed around fields that need it. Default `double_quotes`.',
  }),
  escape: choice(ESCAPES, 'double_quote', {
    description:
      'How a quote inside a quoted field is escaped: doubled, or after a backslash. Default `double_quote`.',
  }),
  newline: choice(NEWLINES, 'lf', { description: 'Record separator. Default `lf`.' }),
  encoding: choice(ENCODINGS, 'UTF-8', {
    description:
      'Character encoding. `LATIN1` is windows-1252, `ISO-8859-1` the strict standard; UTF-16/32 are big-endian unless a little-endian BOM is chosen. Default `UTF-8`.',
  }),
  header: optionalText({
    description: 'Text written verbatim, followed by a newline, before the column headers.',
  }),
  nb_headers: integer(1, {
    minimum: 0,
    maximum: MAX_NB_HEADERS,
    description: 'How many times the header row is written: 0 for none. Default 1.',
  }),
  no_empty_column: flag(false, {
    description: 'Drop the columns that are empty on every row. Default false.',
  }),
  escape_formulas: flag(false, {
    description:
      "Put a `'` before every cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (plain numbers such as `-5` excepted), so that a spreadsheet shows it as text instead of running it as a formula. Off by default: the target is data for the receiver's systems, which would read the quote as part of the value. The error report and invalid rows always do it.",
  }),
} satisfies FormatSection;

const xml = {
  root: text('root', { description: 'Name of the root element, a valid XML name. Default `root`.' }),
  line: text('line', { description: 'Name of the element wrapping each row. Default `line`.' }),
} satisfies FormatSection;

const json = {
  export_empty_values: flag(true, {
    description: 'Write empty values as `""`; when false they are left out. Default true.',
  }),
  json_nodes: jsonNodes({
    description: 'One tree rendered once per row. When absent, each row is a flat object with every column.',
  }),
} satisfies FormatSection;

const xls = {
  sheet_name: text('Sheet1', {
    maxLength: SHEET_NAME_MAX_LENGTH,
    description: 'Worksheet name, at most 31 characters, none of `\\ / ? * : [ ]`. Default `Sheet1`.',
  }),
} satisfies FormatSection;

const custom = {
  encoding: choice(ENCODINGS, 'UTF-8', { description: 'Same values as the CSV encoding. Default `UTF-8`.' }),
  header: text('', { description: 'Twig template rendered once above the items.' }),
  item: text('', {
    description:
      'Twig template rendered once per row: each column is a variable by technical name, `item` holds them all, `loop.index`/`loop.first` number the rows.',
  }),
  footer: text('', { description: 'Twig template rendered once below the items.' }),
  prettify: choice(PRETTIFY_MODES, 'none', {
    description: 'Re-indent the rendered document as JSON or XML. Default `none`.',
  }),
} satisfies FormatSection;

/** The sections of the format object, each the options of one writer. */
export const FORMAT_SECTIONS = { csv, xml, json, xls, custom };

export type SectionName = keyof typeof FORMAT_SECTIONS;
