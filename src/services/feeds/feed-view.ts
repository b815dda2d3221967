/** A feed as the API shows it (DESIGN §7), and one of its runs. */
import type { FeedRunRow } from '../../store/sources/feed-runs.ts';
import type { FeedRow } from '../../store/sources/feeds.ts';
import type { RunType } from '../source-runs/run-request.ts';

export interface FeedView {
  feed_id: string;
  /** The owner of the feed's source; null for the receiver's own. */
  customer_id: string | null;
  name: string;
  source_id: string;
  template_handle: string;
  connector_id: string | null;
  cron: string | null;
  timezone: string;
  auto_submit: boolean;
  enabled: boolean;
  created_at: string;
  updated_at: string;
  last_run_at: string | null;
  /** When the schedule runs next; null without a schedule or while paused. */
  next_run_at: string | null;
}

export interface FeedRunView {
  transformation_id: string;
  automation_id: string;
  type: RunType;
  step: string;
  details: string | null;
  original_name: string | null;
  submission_id: string | null;
  created_at: string;
}

export function feedView(row: FeedRow): FeedView {
  return {
    feed_id: row.feed_id,
    customer_id: row.customer_id,
    name: row.name,
    source_id: row.source_id,
    template_handle: row.template_handle,
    connector_id: row.connector_id,
    cron: row.cron,
    timezone: row.timezone,
    auto_submit: row.auto_submit,
    enabled: row.enabled,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_run_at: row.last_run_at?.toISOString() ?? null,
    next_run_at: row.enabled && row.cron ? (row.next_tick_at?.toISOString() ?? null) : null,
  };
}

export function feedRunView(row: FeedRunRow): FeedRunView {
  return { ...row, type: row.type as RunType, created_at: row.created_at.toISOString() };
}
