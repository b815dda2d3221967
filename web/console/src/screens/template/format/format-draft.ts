/**
 * The format being edited: every option of every kind with its value or the server's default, so
 * that trying another kind and coming back keeps what was set. `formatBody` is what PUT /template
 * and the format test receive; two drafts with the same body are the same format.
 */
import type { Template } from '../model.ts';
import { fromJsonNodes, type TreeNode, toJsonNodes } from './json-tree-model.ts';

export const KINDS = ['csv', 'xml', 'json', 'xls', 'custom'] as const;
export type Kind = (typeof KINDS)[number];

export const BOMS = ['none', 'utf8', 'utf16_be', 'utf16_le', 'utf32_be', 'utf32_le'] as const;
export const DELIMITERS = ['comma', 'semi_column', 'tab', 'pipe'] as const;
export const ENCLOSURES = ['double_quotes', 'single_quotes'] as const;
export const ESCAPES = ['double_quote', 'backslash'] as const;
export const NEWLINES = ['lf', 'crlf', 'cr'] as const;
export const ENCODINGS = ['UTF-8', 'LATIN1', 'ISO-8859-1', 'UTF-16', 'UTF-32', 'macintosh'] as const;
export const PRETTIFY_MODES = ['none', 'json', 'xml'] as const;
/** The server's bound on header repetitions. */
export const MAX_NB_HEADERS = 10;

type Format = NonNullable<Template['format']>;
type Csv = NonNullable<Format['csv']>;
type Custom = NonNullable<Format['custom']>;

export interface Draft {
  format: Kind;
  csv: {
    bom: NonNullable<Csv['bom']>;
    delimiter: NonNullable<Csv['delimiter']>;
    enclosure: NonNullable<Csv['enclosure']>;
    escape: NonNullable<Csv['escape']>;
    newline: NonNullable<Csv['newline']>;
    encoding: NonNullable<Csv['encoding']>;
    header: string;
    nb_headers: number;
    no_empty_column: boolean;
    escape_formulas: boolean;
  };
  xml: { root: string; line: string };
  json: { export_empty_values: boolean; nodes: TreeNode[] | null };
  xls: { sheet_name: string };
  custom: {
    encoding: NonNullable<Custom['encoding']>;
    header: string;
    item: string;
    footer: string;
    prettify: NonNullable<Custom['prettify']>;
  };
}

/** The template's saved format as a draft; null (never set) is the default CSV. */
export function draftOf(format: Template['format']): Draft {
  const csv = format?.csv ?? {};
  const custom = format?.custom ?? {};
  return {
    format: format?.format ?? 'csv',
    csv: {
      bom: csv.bom ?? 'none',
      delimiter: csv.delimiter ?? 'comma',
      enclosure: csv.enclosure ?? 'double_quotes',
      escape: csv.escape ?? 'double_quote',
      newline: csv.newline ?? 'lf',
      encoding: csv.encoding ?? 'UTF-8',
      header: csv.header ?? '',
      nb_headers: csv.nb_headers ?? 1,
      no_empty_column: csv.no_empty_column ?? false,
      escape_formulas: csv.escape_formulas ?? false,
    },
    xml: { root: format?.xml?.root ?? 'root', line: format?.xml?.line ?? 'line' },
    json: {
      export_empty_values: format?.json?.export_empty_values ?? true,
      nodes: format?.json?.json_nodes ? fromJsonNodes(format.json.json_nodes) : null,
    },
    xls: { sheet_name: format?.xls?.sheet_name ?? 'Sheet1' },
    custom: {
      encoding: custom.encoding ?? 'UTF-8',
      header: custom.header ?? '',
      item: custom.item ?? '',
      footer: custom.footer ?? '',
      prettify: custom.prettify ?? 'none',
    },
  };
}

/**
 * The `format` object sent to the server: the chosen kind and its own options only. The server
 * checks every section it is sent, so a Twig template left broken under "Custom" would otherwise
 * keep a CSV from being previewed or saved. Empty optional texts are sent as null (their default).
 */
export function formatBody(draft: Draft): Format {
  switch (draft.format) {
    case 'csv':
      return {
        format: 'csv',
        csv: { ...draft.csv, header: draft.csv.header === '' ? null : draft.csv.header },
      };
    case 'xml':
      return { format: 'xml', xml: draft.xml };
    case 'json':
      return {
        format: 'json',
        json: {
          export_empty_values: draft.json.export_empty_values,
          json_nodes: draft.json.nodes ? toJsonNodes(draft.json.nodes) : null,
        },
      };
    case 'xls':
      return {
        format: 'xls',
        xls: { sheet_name: draft.xls.sheet_name.trim() === '' ? null : draft.xls.sheet_name },
      };
    case 'custom':
      return { format: 'custom', custom: draft.custom };
  }
}

/** Whether two drafts write the same file. */
export function sameFormat(a: Draft, b: Draft): boolean {
  return JSON.stringify(formatBody(a)) === JSON.stringify(formatBody(b));
}
