/**
 * The closed vocabularies of the template `format` object, as the specification lists them. The
 * schema, the validation and the writers all read these lists, so a new value is added here once.
 */

export const FORMAT_NAMES = ['csv', 'xml', 'json', 'xls', 'custom'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

export const BOMS = ['none', 'utf8', 'utf16_be', 'utf16_le', 'utf32_be', 'utf32_le'] as const;
export type Bom = (typeof BOMS)[number];

export const DELIMITERS = ['comma', 'semi_column', 'tab', 'pipe'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export const ENCLOSURES = ['double_quotes', 'single_quotes'] as const;
export type Enclosure = (typeof ENCLOSURES)[number];

export const ESCAPES = ['backslash', 'double_quote'] as const;
export type Escape = (typeof ESCAPES)[number];

export const NEWLINES = ['lf', 'cr', 'crlf'] as const;
export type Newline = (typeof NEWLINES)[number];

export const ENCODINGS = ['UTF-8', 'LATIN1', 'ISO-8859-1', 'UTF-16', 'UTF-32', 'macintosh'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export const PRETTIFY_MODES = ['none', 'json', 'xml'] as const;
export type PrettifyMode = (typeof PRETTIFY_MODES)[number];

/** Kinds of json_nodes: `object` and `array` hold children, `column` a column reference, `value` a literal. */
export const JSON_NODE_TYPES = ['object', 'array', 'column', 'value'] as const;
export type JsonNodeType = (typeof JSON_NODE_TYPES)[number];

export const DELIMITER_CHARS: Record<Delimiter, string> = {
  comma: ',',
  semi_column: ';',
  tab: '\t',
  pipe: '|',
};
export const ENCLOSURE_CHARS: Record<Enclosure, string> = { double_quotes: '"', single_quotes: "'" };
export const NEWLINE_CHARS: Record<Newline, string> = { lf: '\n', cr: '\r', crlf: '\r\n' };

/** How many times the CSV header row may be repeated; more serves no reader and bloats files. */
export const MAX_NB_HEADERS = 10;

/** Excel's own limits on worksheet names. */
export const SHEET_NAME_MAX_LENGTH = 31;
export const SHEET_NAME_FORBIDDEN = /[\\/?*:[\]]/;
