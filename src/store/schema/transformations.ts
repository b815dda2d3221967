/**
 * Row types of a transformation's tables: the run, its edits and their undo steps, its submission
 * and its automation.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from './column-types.ts';

export interface TransformationsTable {
  transformation_id: string;
  organisation_id: string;
  template_id: string;
  customer_id: string | null;
  source_id: string | null;
  /** Blob key of the file as received. */
  source_key: string;
  original_name: string | null;
  /** Reading options given at upload (encoding, delimiter, header_row, sheet). */
  options: Json<Record<string, unknown>>;
  step: string;
  details: string | null;
  mapping: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  counters: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  /** Blob keys of the files produced so far, by kind (normalized, target, error_report, invalid_rows). */
  files: ColumnType<Record<string, string>, string | undefined, string>;
  /** Who uploaded it: `user:<id>`, `api_key:<id>` or `customer:<id>`. */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Lines of credit granted at submission (null until then); a retried submission reuses it. */
  credit_granted: ColumnType<string | null, number | null | undefined, number | null>;
  /** File name of the target the transform stage wrote, with its extension. */
  target_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The worker process running its stage (`host/pid-namespace:pid`); null before the first. */
  step_owner: ColumnType<string | null, string | null | undefined, string | null>;
  /** `{done, total, unit}` of the running step, refreshed while it runs; null when it has no measure. */
  progress: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** A connector was saved from it (DESIGN §7 "Connectors"). */
  is_connector: Generated<boolean>;
  /** The feed whose run made it; null for an upload or a one-off run. */
  feed_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The identity of the feed's file this run claimed (feed_files), so a retried run knows it as its own. */
  feed_file: ColumnType<string | null, string | null | undefined, string | null>;
  /** The connector its run applies (reading options and mapping); null for none. */
  connector_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The connector's updated_at when the run applied it: a later edit shows as changed. */
  connector_applied_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Goes on by itself past matched and transformed (DESIGN §7 Feeds). */
  auto_submit: ColumnType<boolean, boolean | undefined, boolean>;
  /** The submission this transformation replays (`POST /submission/{id}/replay`); null otherwise. */
  replay_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** Every step passed through, `[{step, at}]`, appended by a trigger whenever the step changes. */
  history: ColumnType<{ step: string; at: string }[], never, never>;
  /** The language of its messages (violations, error report), decided at creation; null: English. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The current state of a row a sender edited: the edited cells and the row as revalidated. */
export interface TransformationEditsTable {
  transformation_id: string;
  row_number: number;
  /** technical_name → edited text, every edit of the row merged. */
  cells: Json<Record<string, string>>;
  /** The row after revalidation: `{row, data, violations}` as the data pages show it. */
  revised: Json<Record<string, unknown>>;
  edited_by: string;
  edited_at: Timestamp;
}

/** Every edit ever made, with who made it. */
export interface TransformationEditLogTable {
  edit_id: Generated<string>;
  transformation_id: string;
  row_number: number;
  technical_name: string;
  value: string;
  edited_by: string;
  edited_at: Timestamp;
}

/** One edit step a caller made (one PUT of the data, one find and replace), undone as a whole. */
export interface TransformationEditStepsTable {
  step_id: Generated<string>;
  transformation_id: string;
  /** `user:<id>`, `api_key:<id>` or `customer:<id>`: only this caller may undo the step. */
  edited_by: string;
  /** `edit` (PUT …/data) or `replace`. */
  kind: string;
  cells_changed: number;
  rows_changed: number;
  created_at: Timestamp;
}

/** A row an edit step changed: its state before the step (null: it was not edited) and its cells after. */
export interface TransformationEditStepRowsTable {
  step_id: string;
  row_number: number;
  previous_cells: ColumnType<Record<string, string> | null, string | null, string | null>;
  previous_revised: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  cells: Json<Record<string, string>>;
}

/** One find and replace run as a job (migration 0031): its state, progress and result. */
export interface TransformationReplacesTable {
  replace_id: string;
  transformation_id: string;
  /** `user:<id>`, `api_key:<id>` or `customer:<id>`, as an edit step's `edited_by`. */
  started_by: string;
  /** `running`, `done`, `refused` (nothing changed, `error` says why) or `failed`. */
  state: string;
  rows_total: number | null;
  rows_read: Generated<number>;
  rows_stored: Generated<number>;
  cells_replaced: number | null;
  rows_changed: number | null;
  /** `{code, message, status}` of a refused or failed replace. */
  error: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  started_at: Timestamp;
  /** The heartbeat of a running replace. */
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface SubmissionsTable {
  submission_id: string;
  transformation_id: string | null;
  organisation_id: string;
  template_id: string | null;
  customer_id: string | null;
  source_id: string | null;
  created_by: string;
  template_name: string | null;
  template_item: string | null;
  template_picture_url: string | null;
  target_name: string | null;
  maximum_number_of_columns: Generated<number>;
  counters: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  /** Blob keys of the submission's own files, by kind. */
  files: ColumnType<Record<string, string>, string | undefined, string>;
  failed: Generated<boolean>;
  error_message: string | null;
  /** Made by the organisation's trial customer ("Try it"), not by a partner. */
  trial: Generated<boolean>;
  /** The submission this one replays; null otherwise. */
  replay_of: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  processed_at: NullableTimestamp;
  pushed_at: NullableTimestamp;
  /** The feed that brought the file, copied from the transformation. */
  feed_id: string | null;
}

/** A source header senders mapped to a template column, and how many times they confirmed it. */
export interface LearnedMappingsTable {
  template_id: string;
  source_header: string;
  technical_name: string;
  times: Generated<number>;
  updated_at: Timestamp;
}

export interface AutomationsTable {
  automation_id: Generated<string>;
  transformation_id: string;
  type: string;
  step: string;
  details: string | null;
  created_at: Timestamp;
}
