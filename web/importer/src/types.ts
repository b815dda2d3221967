/** The shapes of the public API answers the importer reads (see /openapi.json). */

/** Tokens of a customer (sender) login. */
export type { Tokens } from '../../shared/tokens.ts';

/** GET /import-profile/{subdomain}: how the organisation presents itself to senders. */
export interface ImportProfile {
  /** The organisation's subdomain. */
  subdomain: string;
  /** Its display name. */
  name: string;
  /** https URL of its logo, or null. */
  logo_url: string | null;
  /** Its colour, "#rrggbb", or null for Ferry's. */
  brand_color: string | null;
}

/** POST /transformation/preview: the first rows as Ferry reads them. */
export interface Preview {
  /** Detected format, e.g. `csv`, `xlsx`. */
  file_format: string;
  /** Encoding used. */
  encoding: string | null;
  /** Delimiter used (CSV/TSV/TXT). */
  delimiter: string | null;
  /** Sheet names of a workbook; empty otherwise. */
  sheets: string[];
  /** Sheet read. */
  sheet: string | null;
  /** 1-based row of the header; null for JSON and XML (no header row). */
  header_row: number;
  /** The header's names. */
  headers: string[];
  /** First rows from the top, including rows above the header. */
  rows: string[][];
  /** Whether the file has more rows than shown. */
  truncated: boolean;
}

/** A running step's measure. */
export interface Progress {
  /** Units done. */
  done: number;
  /** Units in all. */
  total: number;
  /** What is counted. */
  unit: 'rows' | 'bytes';
}

/** GET /transformation/{id}. */
export interface Transformation {
  /** Its id. */
  transformation_id: string;
  /** Its automation's id. */
  automation_id: string;
  /** The template it is brought to. */
  template_handle: string;
  /** Automation step. */
  step: string;
  /** The step in the caller's language. */
  step_for_humans: { code: string; message: string };
  /** Why it failed, when it did. */
  details: string | null;
  /** The uploaded file's name. */
  original_name: string | null;
  /** Counters of the last stage. */
  counters: Record<string, number> | null;
  /** The running step's measure, or null. */
  progress?: Progress | null;
}

/** One template column of GET …/mapping. */
export interface MappingColumn {
  /** The template column. */
  column_id: string;
  /** The source header mapped to it, or null. */
  source: string | null;
  /** Source value → allowed value. */
  value_map?: Record<string, string> | null;
  /** The column's technical name. */
  technical_name?: string;
  /** The matcher's confidence, 0 to 1. */
  score?: number | null;
  /** Why the matcher chose this source. */
  explanation?: string | null;
}

/** GET …/mapping. */
export interface Mapping {
  /** One entry per template column. */
  columns: MappingColumn[];
  /** Headers found in the source. */
  source_headers?: string[];
}

/** A template column as a sender reads it (GET /template/{handle}/columns; hidden ones are never sent). */
export interface Column {
  /** Its id. */
  column_id: string;
  /** Name in the target file. */
  technical_name: string;
  /** Name shown to people. */
  pretty_name: string;
  /** Help text. */
  description: string | null;
  /** Type and its configuration, e.g. `{type: 'CHOICE', choice_data_type: {...}}`. */
  type: Record<string, unknown>;
  /** `required`, `conditional` or `optional`. */
  importance: 'required' | 'conditional' | 'optional';
  /** Hidden on sender-side interfaces. */
  hidden: boolean;
}

/** A template as a sender reads it. */
export interface Template {
  /** Its handle. */
  template_handle: string;
  /** Its name. */
  name: string;
  /** Help text. */
  description: string | null;
  /** Whether rows in error may be submitted. */
  accept_errors: boolean;
}

/** One cell problem. */
export interface Violation {
  /** Technical name; empty for the whole row. */
  column: string;
  /** The rule broken. */
  rule: string;
  /** Explanation in the caller's language. */
  message: string;
}

/** One row of GET …/data. */
export interface DataRow {
  /** 1-based row number. */
  row: number;
  /** Cells keyed by `#(technical_name)`. */
  data: Record<string, string>;
  /** Its problems. */
  violations: Violation[];
}

/** GET …/data. */
export interface DataPage {
  /** Pages in all. */
  total_pages: number;
  /** This page, from 1. */
  current_page: number;
  /** Rows in all (under the filter). */
  total_items: number;
  /** Rows per page. */
  items_per_page: number;
  /** The rows. */
  rows: DataRow[];
}

/** GET …/errors. */
export interface ErrorCounts {
  /** Rows with at least one violation. */
  rows_in_error: number;
  /** Per visible column. */
  columns: { technical_name: string; rows_in_error: number }[];
}

/** The Submission (POST …/submit, GET /submission/{id}). */
export interface Submission {
  /** Its id. */
  submission_id: string | null;
  /** The error report, when there is one. */
  error_report_url: string | null;
  /** The target file. */
  target_file_url: string | null;
  /** File name of the target. */
  target_name: string | null;
  /** Rows read from the source. */
  rows_in_source: number | null;
  /** Rows written to the target. */
  rows_in_target: number | null;
  /** Rows with a violation. */
  rows_in_error: number | null;
  /** Whether delivery failed. */
  failed: boolean;
  /** Other fields of the Submission. */
  [field: string]: unknown;
}
