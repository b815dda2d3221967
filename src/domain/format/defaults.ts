/**
 * The format with every default applied: what writers read. Validation (validate-format.ts) runs
 * first; this only fills gaps, so a value that passed validation is kept as is.
 */
import type {
  Bom,
  Delimiter,
  Enclosure,
  Encoding,
  Escape,
  FormatName,
  Newline,
  PrettifyMode,
} from './options.ts';

/** A json_nodes entry as received; `children` nests, `parent_id` links flat lists. */
export interface JsonNodeInput {
  id: string;
  parent_id?: string | null;
  position?: number | null;
  omit_if_empty?: boolean | null;
  key?: string | null;
  type: string;
  value?: unknown;
  children?: JsonNodeInput[] | null;
}

export interface ResolvedFormat {
  format: FormatName;
  csv: {
    bom: Bom;
    delimiter: Delimiter;
    enclosure: Enclosure;
    escape: Escape;
    newline: Newline;
    encoding: Encoding;
    /** Written verbatim, then a newline, above the header rows; null for none. */
    header: string | null;
    /** Number of header rows written; 0 for none. */
    nb_headers: number;
    no_empty_column: boolean;
    /** A `'` before every cell a spreadsheet would run as a formula. */
    escape_formulas: boolean;
  };
  xml: { root: string; line: string };
  json: { export_empty_values: boolean; json_nodes: JsonNodeInput[] | null };
  xls: { sheet_name: string };
  custom: { encoding: Encoding; header: string; item: string; footer: string; prettify: PrettifyMode };
}

type Section = Record<string, unknown> | null | undefined;

/** The value, or the default when it is absent, null or (for names) blank. */
function pick<T>(section: Section, key: string, fallback: T): T {
  const value = section?.[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && typeof fallback === 'string' && value.trim() === '' && fallback !== '') {
    return fallback;
  }
  return value as T;
}

/** Applies the documented defaults to a validated `format` object (null means all defaults: CSV). */
export function resolveFormat(input: unknown): ResolvedFormat {
  const format = (input ?? {}) as Record<string, Section>;
  const csv = format.csv;
  const xml = format.xml;
  const json = format.json;
  const xls = format.xls;
  const custom = format.custom;
  return {
    format: pick(format as Section, 'format', 'csv' as FormatName),
    csv: {
      bom: pick(csv, 'bom', 'none' as Bom),
      delimiter: pick(csv, 'delimiter', 'comma' as Delimiter),
      enclosure: pick(csv, 'enclosure', 'double_quotes' as Enclosure),
      escape: pick(csv, 'escape', 'double_quote' as Escape),
      newline: pick(csv, 'newline', 'lf' as Newline),
      encoding: pick(csv, 'encoding', 'UTF-8' as Encoding),
      header: pick<string | null>(csv, 'header', null) || null,
      nb_headers: pick(csv, 'nb_headers', 1),
      no_empty_column: pick(csv, 'no_empty_column', false),
      escape_formulas: pick(csv, 'escape_formulas', false),
    },
    xml: { root: pick(xml, 'root', 'root'), line: pick(xml, 'line', 'line') },
    json: {
      export_empty_values: pick(json, 'export_empty_values', true),
      json_nodes: pick<JsonNodeInput[] | null>(json, 'json_nodes', null),
    },
    xls: { sheet_name: pick(xls, 'sheet_name', 'Sheet1') },
    custom: {
      encoding: pick(custom, 'encoding', 'UTF-8' as Encoding),
      header: pick(custom, 'header', ''),
      item: pick(custom, 'item', ''),
      footer: pick(custom, 'footer', ''),
      prettify: pick(custom, 'prettify', 'none' as PrettifyMode),
    },
  };
}
