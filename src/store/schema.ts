/** Row types of the tables, as Kysely sees them. Migrations in ./migrations are the source of truth. */
import type { ColumnType, Generated } from 'kysely';

import type { Json, NameValue, NullableTimestamp, Timestamp } from './schema-columns.ts';
import type {
  BulkImportsTable,
  PushesTable,
  PushRequestsTable,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhooksTable,
  WebhookTemplatesTable,
} from './schema-events.ts';
import type { ConnectorsTable, FeedFilesTable, FeedsTable, SourcesTable } from './schema-sources.ts';

export type { NameValue } from './schema-columns.ts';
export type * from './schema-events.ts';
export type * from './schema-sources.ts';

export interface PlansTable {
  plan_id: Generated<string>;
  name: string;
  permissions: string[];
  limitations: ColumnType<Record<string, number>, string, string>;
  created_at: Timestamp;
}

export interface OrganisationsTable {
  organisation_id: Generated<string>;
  subdomain: string;
  name: string;
  plan_id: string;
  embed_secret: string;
  line_credit: ColumnType<string, number | string | undefined, number | string>;
  /** Shown by the importer; null for none. */
  logo_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** `#rrggbb`, lower-case; null for the importer's own colour. */
  brand_color: ColumnType<string | null, string | null | undefined, string | null>;
  /** Origins (`https://host[:port]`) allowed to frame the importer. */
  embed_origins: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
}

export interface UsersTable {
  user_id: Generated<string>;
  organisation_id: string;
  email: string;
  name: string | null;
  role: 'owner' | 'admin' | 'member';
  password_hash: string;
  language: Generated<string>;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  api_key_id: Generated<string>;
  organisation_id: string;
  name: string;
  secret_hash: string;
  created_by: string | null;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface TokensTable {
  token_id: Generated<string>;
  token_hash: string;
  kind: 'access' | 'refresh';
  family_id: string;
  organisation_id: string;
  user_id: string | null;
  /** Set on a customer's access token (then user_id is null). */
  customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The only template a customer's login reaches (an embedded login signed for one); null for all. */
  template_id: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface TemplatesTable {
  template_id: Generated<string>;
  organisation_id: string;
  handle: string;
  is_enabled: Generated<boolean>;
  name: string | null;
  description: string | null;
  picture_url: string | null;
  user_metadata: Json<NameValue[]>;
  item: string | null;
  access_type: Generated<'public' | 'restricted' | 'private'>;
  accept_errors: Generated<boolean>;
  max_file_size: ColumnType<string | null, number | null | undefined, number | null>;
  file_name: string | null;
  extension: string | null;
  export_empty_columns: Generated<boolean>;
  format: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** Where the target of each submission is pushed (DESIGN §8); null for none. */
  push: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TemplateColumnsTable {
  column_id: Generated<string>;
  template_id: string;
  position: number;
  technical_name: string;
  pretty_name: string;
  description: string | null;
  type: Json<Record<string, unknown>>;
  uniqueness: Generated<boolean>;
  importance: Generated<'required' | 'conditional' | 'optional'>;
  matchable_with_ai: Generated<boolean>;
  hidden: Generated<boolean>;
  user_metadata: Json<NameValue[]>;
  conditions: string | null;
  created_at: Timestamp;
}

export interface ColumnConstraintsTable {
  constraint_id: Generated<string>;
  column_id: string;
  function: string;
  label: string | null;
  arguments: Json<NameValue[]>;
  created_at: Timestamp;
}

export interface CustomersTable {
  customer_id: Generated<string>;
  organisation_id: string;
  external_id: string | null;
  name: string | null;
  email: string | null;
  language: 'en' | 'fr' | null;
  user_metadata: Json<NameValue[]>;
  created_at: Timestamp;
}

export interface CustomerTemplatesTable {
  customer_id: string;
  template_id: string;
}

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
  /** Every step passed through, `[{step, at}]`, appended by a trigger whenever the step changes. */
  history: ColumnType<{ step: string; at: string }[], never, never>;
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
  created_at: Timestamp;
  processed_at: NullableTimestamp;
  pushed_at: NullableTimestamp;
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

export interface Database {
  transformations: TransformationsTable;
  automations: AutomationsTable;
  transformation_edits: TransformationEditsTable;
  transformation_edit_log: TransformationEditLogTable;
  transformation_edit_steps: TransformationEditStepsTable;
  transformation_edit_step_rows: TransformationEditStepRowsTable;
  submissions: SubmissionsTable;
  pushes: PushesTable;
  push_requests: PushRequestsTable;
  learned_mappings: LearnedMappingsTable;
  templates: TemplatesTable;
  template_columns: TemplateColumnsTable;
  column_constraints: ColumnConstraintsTable;
  customers: CustomersTable;
  customer_templates: CustomerTemplatesTable;
  sources: SourcesTable;
  feeds: FeedsTable;
  feed_files: FeedFilesTable;
  connectors: ConnectorsTable;
  plans: PlansTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
  tokens: TokensTable;
  webhooks: WebhooksTable;
  webhook_templates: WebhookTemplatesTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  bulk_imports: BulkImportsTable;
}
