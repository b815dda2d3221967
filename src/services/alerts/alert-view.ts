/** An alert as the routes and the ALERT_FIRED event show it: handles and e-mails, not ids. */
import type { Db } from '../../store/db.ts';
import { type AlertRow, handlesOf, recipientsOf } from '../../store/events/alerts.ts';

export interface AlertView {
  alert_id: string;
  kind: AlertRow['kind'];
  /** Null: every template of the organisation. */
  template_handles: string[] | null;
  feed_id: string | null;
  threshold: number | null;
  /** E-mails of the members told; one who left the organisation is no longer listed. */
  recipients: string[];
  webhook_id: string | null;
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

export async function alertViews(db: Db, rows: AlertRow[]): Promise<AlertView[]> {
  const templates = new Map(
    (await handlesOf(db, [...new Set(rows.flatMap((r) => r.template_ids ?? []))])).map((t) => [
      t.template_id,
      t.handle,
    ]),
  );
  const views: AlertView[] = [];
  for (const row of rows) {
    const people = new Map(
      (await recipientsOf(db, row.organisation_id, row.recipients)).map((u) => [u.user_id, u.email]),
    );
    views.push({
      alert_id: row.alert_id,
      kind: row.kind,
      template_handles: row.template_ids ? row.template_ids.flatMap((id) => templates.get(id) ?? []) : null,
      feed_id: row.feed_id,
      threshold: row.threshold,
      recipients: row.recipients.flatMap((id) => people.get(id) ?? []),
      webhook_id: row.webhook_id,
      enabled: row.enabled,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    });
  }
  return views;
}
