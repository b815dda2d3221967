/** Row types of sources, connectors and feeds (migrations 0014, 0016–0018). */
import type { ColumnType, Generated } from 'kysely';
import type { Json, NameValue, NullableTimestamp, Timestamp } from './column-types.ts';

/** A source (DESIGN §7); `block` is the data_extractor's settings with its secrets sealed. */
export interface SourcesTable {
  source_id: string;
  organisation_id: string;
  /** The sender that owns the source; null for the receiver's own. */
  customer_id: string | null;
  name: string | null;
  data_extractor: 'upload' | 'url' | 'ftp' | 'sftp' | 'custom' | 'email' | 'api_fetcher';
  block: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  user_metadata: Json<NameValue[]>;
  /** The address an `email` source receives at; null for the other types. */
  email_address: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A saved mapping and reading options (DESIGN §7 "Connectors"). */
export interface ConnectorsTable {
  connector_id: string;
  organisation_id: string;
  /** The sender whose transformation it was saved from; null when a receiver user saved it. */
  customer_id: string | null;
  template_id: string;
  transformation_id: string | null;
  name: string;
  picture_url: string | null;
  reading: Json<Record<string, unknown>>;
  columns: Json<Record<string, unknown>[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A feed (DESIGN §7): a source run into a template on a schedule, on e-mail, or by hand. */
export interface FeedsTable {
  feed_id: Generated<string>;
  organisation_id: string;
  /** The owner of the feed's source; null for the receiver's own. */
  customer_id: string | null;
  name: string;
  source_id: string;
  template_id: string;
  connector_id: string | null;
  cron: string | null;
  /** IANA time zone the cron expression is read in. */
  timezone: string;
  auto_submit: boolean;
  enabled: boolean;
  /** The next scheduled tick not yet run; null without a schedule or while paused. */
  next_tick_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_run_at: NullableTimestamp;
}

/** A file a feed's scheduled run imported, by identity (path + size + time, ETag or hash). */
export interface FeedFilesTable {
  feed_id: string;
  identity: string;
  imported_at: Timestamp;
}
