/** Row types of webhooks, pushes and bulk imports (migrations 0011–0013, 0015, 0019). */
import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from './column-types.ts';

/** A webhook subscription; `all_templates` false: only the templates in `webhook_templates`. */
export interface WebhooksTable {
  webhook_id: Generated<string>;
  organisation_id: string;
  url: string;
  events: string[];
  all_templates: boolean;
  enabled: Generated<boolean>;
  /** The `whsec_…` signing secret, shown once at creation and never read back. */
  secret: string;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface WebhookTemplatesTable {
  webhook_id: string;
  template_id: string;
}

/** One event for one subscription; `message_id` is the `webhook-id` of each of its attempts. */
export interface WebhookDeliveriesTable {
  delivery_id: Generated<string>;
  message_id: string;
  webhook_id: string;
  organisation_id: string;
  type: string;
  /** The JSON body sent, `{type, timestamp, data}`, as the exact text signed. */
  body: string;
  status: Generated<'pending' | 'succeeded' | 'failed'>;
  /** Automatic attempts made of the retry schedule. */
  automatic_tries: Generated<number>;
  /** Attempts made, automatic and manual: the number of the latest one. */
  attempts_made: Generated<number>;
  next_attempt_at: NullableTimestamp;
  created_at: Timestamp;
  /** While an automatic try is being sent: when its lease runs out (an attempt takes at most 15 s). */
  sending_until: NullableTimestamp;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  automatic: boolean;
  started_at: Timestamp;
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string | null;
  error: string | null;
}

/** The push of one submission: what stays fixed between its attempts and how far it got. */
export interface PushesTable {
  submission_id: string;
  organisation_id: string;
  template_id: string | null;
  /** `file` or `json`. */
  mode: string;
  /** Rows per request in json mode; null in file mode. */
  batch_size: number | null;
  /** The template's format when the push was made: how the target file is read back in json mode. */
  target_format: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** `pending`, `succeeded` or `given_up`. */
  status: Generated<string>;
  /** Attempts started; the retry schedule is indexed by it. */
  attempts: Generated<number>;
  /** json mode: rows of the target delivered so far, where the next attempt resumes. */
  rows_sent: ColumnType<string, number | undefined, number>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** One request a push made, a record of its report. */
export interface PushRequestsTable {
  submission_id: string;
  /** 1, 2, … over every attempt of the push. */
  request: number;
  attempt: number;
  started_at: Timestamp;
  /** The answer's HTTP status; null when there was none. */
  status: number | null;
  duration_ms: number;
  rows: number;
  error: string | null;
}

/** A bulk import of value lists, columns or customers, and its outcome. */
export interface BulkImportsTable {
  import_id: string;
  organisation_id: string;
  template_id: string | null;
  type: 'column' | 'value_list' | 'customer';
  method: 'replace' | 'merge';
  status: 'idle' | 'pending' | 'processing' | 'completed' | 'failed';
  /** Percentage of the file's bytes read, 100 once finished. */
  progress: Generated<number>;
  /** The URL the file was fetched from; null for an uploaded file. */
  source_url: string | null;
  filename: string | null;
  /** Blob key of an uploaded file. */
  source_key: string | null;
  /** Blob key of the violation report, once written. */
  report_key: ColumnType<string | null, string | null | undefined, string | null>;
  number_of_valid_rows: ColumnType<number | null, number | null | undefined, number | null>;
  number_of_violations: ColumnType<number | null, number | null | undefined, number | null>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The caller the import acts for (its Principal). */
  requested_by: Json<Record<string, unknown>>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  /** Beaten while the import runs; a stale beat no longer holds the organisation's turn. */
  heartbeat_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An e-mail sent for the organisation's work, kept to be listed and sent again (0027). */
export interface EmailDeliveriesTable {
  delivery_id: Generated<string>;
  organisation_id: string;
  /** What the e-mail is, e.g. `CUSTOMER_INVITATION`. */
  event: string;
  recipient: string;
  subject: string;
  body: string;
  language: string;
  submission_id: string | null;
  status: ColumnType<
    'pending' | 'succeeded' | 'failed',
    'pending' | undefined,
    'pending' | 'succeeded' | 'failed'
  >;
  created_at: Timestamp;
}

/** One try at sending an e-mail; `error` is null when the transport took it. */
export interface EmailAttemptsTable {
  delivery_id: string;
  attempt: number;
  started_at: Timestamp;
  duration_ms: number;
  error: string | null;
}

/** An alert (migration 0029): what to watch and whom to tell. */
export interface AlertsTable {
  alert_id: string;
  organisation_id: string;
  kind: 'automation_failed' | 'feed_silent' | 'error_rate';
  /** Null: every template of the organisation. */
  template_ids: string[] | null;
  feed_id: string | null;
  threshold: number | null;
  /** User ids of the members e-mailed. */
  recipients: string[];
  webhook_id: string | null;
  enabled: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** When an alert last fired for a cause (a template or a feed). */
export interface AlertFiringsTable {
  alert_id: string;
  cause: string;
  fired_at: Timestamp;
}
