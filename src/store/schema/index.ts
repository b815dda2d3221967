/** Row types of the tables, as Kysely sees them. Migrations in ../migrations are the source of truth. */
import type { ColumnType, Generated } from 'kysely';

import type { AuditLogTable } from './audit.ts';
import type { Json, NameValue, NullableTimestamp, Timestamp } from './column-types.ts';
import type {
  AlertFiringsTable,
  AlertsTable,
  BulkImportsTable,
  EmailAttemptsTable,
  EmailDeliveriesTable,
  PushesTable,
  PushRequestsTable,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhooksTable,
  WebhookTemplatesTable,
} from './events.ts';
import type { ConnectorsTable, FeedFilesTable, FeedsTable, SourcesTable } from './sources.ts';
import type {
  AutomationsTable,
  LearnedMappingsTable,
  SubmissionsTable,
  TransformationEditLogTable,
  TransformationEditStepRowsTable,
  TransformationEditStepsTable,
  TransformationEditsTable,
  TransformationReplacesTable,
  TransformationsTable,
} from './transformations.ts';

export type * from './audit.ts';
export type { NameValue } from './column-types.ts';
export type * from './events.ts';
export type * from './sources.ts';
export type * from './transformations.ts';

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
  /** Whether the AI matcher may be asked about this organisation's files (docs/matching.md). */
  ai_matching: ColumnType<'off' | 'on', 'off' | 'on' | undefined, 'off' | 'on'>;
  created_at: Timestamp;
}

/** The AI matcher's checked answers, per template and question (docs/matching.md). */
export interface AiMatchAnswersTable {
  organisation_id: string;
  template_id: string;
  /** SHA-256 of the model, the headers asked about and the columns' definitions. */
  question_key: string;
  model: string;
  suggestions: Json<{ technical_name: string; source: string | null; confidence: number }[]>;
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
  last_sign_in_at: NullableTimestamp;
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
  language: string | null;
  user_metadata: Json<NameValue[]>;
  /** The organisation's customer for trying its own templates (at most one). */
  trial: Generated<boolean>;
  created_at: Timestamp;
}

export interface CustomerTemplatesTable {
  customer_id: string;
  template_id: string;
}

export interface Database {
  transformations: TransformationsTable;
  automations: AutomationsTable;
  transformation_edits: TransformationEditsTable;
  transformation_edit_log: TransformationEditLogTable;
  transformation_edit_steps: TransformationEditStepsTable;
  transformation_edit_step_rows: TransformationEditStepRowsTable;
  transformation_replaces: TransformationReplacesTable;
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
  ai_match_answers: AiMatchAnswersTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
  tokens: TokensTable;
  webhooks: WebhooksTable;
  webhook_templates: WebhookTemplatesTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  bulk_imports: BulkImportsTable;
  email_deliveries: EmailDeliveriesTable;
  email_attempts: EmailAttemptsTable;
  alerts: AlertsTable;
  alert_firings: AlertFiringsTable;
  audit_log: AuditLogTable;
}
